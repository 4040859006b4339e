import { claimMysteryBoxes } from '@finaverse/sdk/actions'
import { boxBalanceOfQueryOptions, mysteryBoxClaimedQueryOptions } from '@finaverse/sdk/query'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { errorText } from '../../errors/errorText'
import { ERROR_MESSAGES } from '../../errors/messages'
import { TxButton } from '../../tx/TxButton'
import { TxStatus } from '../../tx/TxStatus'
import { useFinaverseClient } from '../../tx/useFinaverseClient'
import { useWriteFlow } from '../../tx/useWriteFlow'
import { claimCheck, claimError } from '../claim-errors'
import { claimProofQueryOptions } from '../queries'

const CLAIM = msg`Claim mystery boxes`
const NOBODY = '0x0000000000000000000000000000000000000000'

/** The connected wallet's airdrop entry: amount, claimed or not, "Claim", and the boxes it holds. */
export function ClaimPanel() {
  const { i18n } = useLingui()
  const { client, account } = useFinaverseClient('bsc')
  const owner = account ?? NOBODY
  const proof = useQuery({ ...claimProofQueryOptions(owner), enabled: account !== undefined })
  const claimed = useQuery(mysteryBoxClaimedQueryOptions(client, { account: owner }))
  const boxes = useQuery(boxBalanceOfQueryOptions(client, { box: 'MysteryBox', owner }))
  const [refusal, setRefusal] = useState<ReturnType<typeof claimCheck>>(null)
  const entry = proof.data
  const flow = useWriteFlow({
    role: 'bsc',
    label: CLAIM,
    prepare: async (c, from) => {
      if (!entry) throw new Error('no airdrop entry')
      try {
        return await claimMysteryBoxes(c, { account: from, amount: entry.amount, proof: entry.proof })
      } catch (error) {
        throw claimError(error)
      }
    },
  })
  const amount = entry?.amount ?? '0'
  const held = boxes.data === undefined ? '…' : String(boxes.data)
  if (proof.isPending || claimed.isPending) return <p className="panel muted">…</p>
  if (proof.isError)
    return (
      <div className="panel notice notice--error" role="alert">
        <p>{errorText(i18n, proof.error)}</p>
        <button type="button" className="button button--ghost" onClick={() => void proof.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    )
  return (
    <section className="panel claim-panel" aria-labelledby="claim-title">
      <h2 id="claim-title">
        <Trans>Your mystery boxes</Trans>
      </h2>
      {entry === null ? (
        <p data-testid="claim-none">
          <Trans>This wallet has no mystery boxes to claim in the current airdrop.</Trans>
        </p>
      ) : (
        <>
          <dl className="facts">
            <dt>
              <Trans>Claimable</Trans>
            </dt>
            <dd data-testid="claim-amount">
              <Plural value={amount} one="# mystery box" other="# mystery boxes" />
            </dd>
            <dt>
              <Trans>Status</Trans>
            </dt>
            <dd data-testid="claim-status" data-claimed={claimed.data === true}>
              {claimed.data ? <Trans>Claimed</Trans> : <Trans>Not claimed yet</Trans>}
            </dd>
          </dl>
          {/* Claimed already: the button cannot succeed, so it is off and the reason stands beside it. */}
          <TxButton
            flow={flow}
            disabled={claimed.data === true}
            validate={() => {
              const check = claimCheck({ amount, claimed: claimed.data === true })
              setRefusal(check)
              return check === null
            }}
          >
            <Trans>Claim</Trans>
          </TxButton>
          <p className="field__error" role="alert" data-testid="claim-refusal">
            {claimed.data === true
              ? i18n._(ERROR_MESSAGES.ALREADY_CLAIMED)
              : refusal
                ? i18n._(ERROR_MESSAGES[refusal])
                : null}
          </p>
          <TxStatus
            flow={flow}
            chain="bsc"
            summary={
              <p>
                <Trans>
                  Claim <Plural value={amount} one="# mystery box" other="# mystery boxes" /> to your wallet.
                  You pay only the network fee.
                </Trans>
              </p>
            }
            success={
              <Plural
                value={amount}
                one="Claimed: # mystery box is in your wallet."
                other="Claimed: # mystery boxes are in your wallet."
              />
            }
          />
        </>
      )}
      <p data-testid="claim-held">
        <Trans>Mystery boxes in your wallet: {held}.</Trans>{' '}
        <Link to="/{-$locale}/mint">
          <Trans>Open them</Trans>
        </Link>
      </p>
    </section>
  )
}
