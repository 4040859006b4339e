import type { BoxName } from '@finaverse/sdk/actions'
import { openBox, openMulti } from '@finaverse/sdk/actions'
import { getBoxContentsQueryOptions, getBoxIdsByAddressQueryOptions } from '@finaverse/sdk/query'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { Hash } from 'viem'
import { TxButton } from '../../tx/TxButton'
import { TxStatus } from '../../tx/TxStatus'
import { useFinaverseClient } from '../../tx/useFinaverseClient'
import { useWriteFlow } from '../../tx/useWriteFlow'
import { OpeningCard } from './OpeningCard'
import { saveOpening, selectOpenings, useOpenings } from './openings'
import './boxes.css'

const OPEN = msg`Open boxes`
const NOBODY = '0x0000000000000000000000000000000000000000'

/**
 * The player's unopened boxes of one box collection: "Open" one, or select several and "Open all" (`openMulti`;
 * nothing selected: all of them, up to the contract's limit per open). Each opening is remembered, so its
 * reveal and receipt come back after a reload.
 */
export function OpenBoxes({ box, name }: { box: BoxName; name: string }) {
  const { t } = useLingui()
  const { client, account, chainId } = useFinaverseClient('bsc')
  const owner = account ?? NOBODY
  const ids = useQuery({
    ...getBoxIdsByAddressQueryOptions(client, { box, owner }),
    enabled: account !== undefined,
  })
  const contents = useQuery(getBoxContentsQueryOptions(client, { box }))
  const [selected, setSelected] = useState<bigint[]>([])
  const target = useRef<bigint[]>([])
  const [count, setCount] = useState(0)
  const pending = useRef<{ requestId: bigint; tokenIds: bigint[] } | undefined>(undefined)
  const owned = ids.data ?? []
  const limit = Number(contents.data?.maxPerOpen ?? 20n)
  const flow = useWriteFlow({
    role: 'bsc',
    label: OPEN,
    prepare: async (c, from) => {
      const tokenIds = target.current
      const prepared =
        tokenIds.length === 1
          ? await openBox(c, { account: from, box, tokenId: tokenIds[0] as bigint })
          : await openMulti(c, { account: from, box, tokenIds })
      pending.current = { requestId: prepared.result as bigint, tokenIds }
      return prepared
    },
    onSuccess: (receipt) => {
      const opened = pending.current
      if (!opened || !account) return
      saveOpening({
        chainId,
        account,
        box,
        requestId: opened.requestId,
        tokenIds: opened.tokenIds,
        requestTx: receipt.transactionHash as Hash,
        fromBlock: receipt.blockNumber,
        openedAt: Date.now(),
      })
      setSelected([])
    },
  })
  const start = (tokenIds: readonly bigint[]) => {
    target.current = tokenIds.slice(0, limit)
    setCount(target.current.length)
    void flow.start()
  }
  const paused = contents.data?.paused === true
  const busy = ['preparing', 'confirm', 'signing', 'pending'].includes(flow.state.status)
  const openAll = selected.length > 0 ? selected : owned
  return (
    <div className="open-boxes" data-testid={`open-${box}`}>
      {owned.length === 0 ? (
        <p className="muted">{ids.isPending ? '…' : <Trans>No unopened {name} in this wallet.</Trans>}</p>
      ) : (
        <>
          <p>
            <Trans>
              Unopened boxes ({name}): <strong data-testid="unopened-count">{owned.length}</strong>
            </Trans>
          </p>
          {paused ? (
            <p className="notice notice--warn" role="alert">
              <Trans>This box is paused: boxes cannot be opened for now.</Trans>
            </p>
          ) : null}
          <ul className="box-list" aria-label={t`Unopened boxes (${name})`}>
            {owned.map((id) => {
              const label = String(id)
              const checked = selected.includes(id)
              return (
                <li key={label} className={checked ? 'is-selected' : undefined}>
                  <label>
                    <input
                      type="checkbox"
                      checked={checked}
                      onChange={() =>
                        setSelected((now) => (checked ? now.filter((x) => x !== id) : [...now, id]))
                      }
                    />{' '}
                    <Trans>Box #{label}</Trans>
                  </label>
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    disabled={paused || busy}
                    onClick={() => start([id])}
                    aria-label={t`Open box #${label}`}
                  >
                    <Trans>Open</Trans>
                  </button>
                </li>
              )
            })}
          </ul>
          <TxButton
            flow={flow}
            disabled={paused}
            validate={() => {
              start(openAll)
              return false
            }}
          >
            {selected.length > 0 ? (
              <Trans>Open all selected ({selected.length})</Trans>
            ) : (
              <Trans>Open all ({owned.length})</Trans>
            )}
          </TxButton>
          {openAll.length > limit ? (
            <p className="small muted">
              <Trans>At most {limit} boxes open in one transaction; open the rest afterwards.</Trans>
            </p>
          ) : null}
        </>
      )}
      <TxStatus
        flow={flow}
        chain="bsc"
        summary={
          <p>
            <Trans>
              Open <Plural value={count} one="# box" other="# boxes" /> ({name}). The boxes are burned now;
              their cards are revealed when the randomness arrives, in a few blocks.
            </Trans>
          </p>
        }
        success={<Trans>Boxes opened. Waiting for the reveal below.</Trans>}
      />
    </div>
  )
}

/** The openings of some boxes by the connected player, newest first: live reveal status, then receipts. */
export function BoxOpenings({ boxes }: { boxes: readonly BoxName[] }) {
  const { client, account, chainId } = useFinaverseClient('bsc')
  const list = selectOpenings(useOpenings(), chainId, account, boxes)
  if (list.length === 0) return null
  return (
    <section className="openings" aria-labelledby="openings-title">
      <h2 id="openings-title">
        <Trans>Your openings</Trans>
      </h2>
      <ul className="openings__list">
        {list.map((opening) => (
          <OpeningCard key={String(opening.requestId)} client={client} opening={opening} />
        ))}
      </ul>
    </section>
  )
}
