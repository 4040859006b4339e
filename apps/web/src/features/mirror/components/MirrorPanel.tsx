import { MAX_MIRROR_BATCH, validateMirrorSelection } from '@finaverse/domain'
import { mirrorGenesis } from '@finaverse/sdk/actions'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import type { Address } from 'viem'
import { CardPicker } from '../../cards/CardPicker'
import { ErrorNotice } from '../../errors/ErrorNotice'
import { ERROR_MESSAGES } from '../../errors/messages'
import { TxButton } from '../../tx/TxButton'
import { TxStatus } from '../../tx/TxStatus'
import { useFinaverseClient } from '../../tx/useFinaverseClient'
import { useWriteFlow } from '../../tx/useWriteFlow'
import { useGenesisHeroes } from '../hooks/useGenesisHeroes'
import { NewHeroes } from './NewHeroes'

const MIRROR = msg`Mirror Genesis heroes`

/**
 * A holder's Genesis heroes on the BSC role: the ones still mirrorable to select (at least one), the mirrored ones
 * with the card each became, "Mirror", then the new heroes with their attributes. A wallet without Genesis heroes
 * reads why it cannot mirror.
 */
export function MirrorPanel() {
  const { account } = useFinaverseClient('bsc')
  // A new account starts from nothing.
  return <Holder key={account} owner={account as Address} />
}

function Holder({ owner }: { owner: Address }) {
  const { t, i18n } = useLingui()
  const { client } = useFinaverseClient('bsc')
  const { heroes, pending, error } = useGenesisHeroes(client, owner)
  const [selected, setSelected] = useState<bigint[]>([])
  const [tried, setTried] = useState(false)
  const [minted, setMinted] = useState<bigint[]>([])
  const sending = useRef<bigint[]>([])
  const flow = useWriteFlow({
    role: 'bsc',
    label: MIRROR,
    prepare: (c, from) => {
      sending.current = selected
      return mirrorGenesis(c, { account: from, genesisTokenIds: selected })
    },
    onSuccess: () => {
      setMinted(sending.current)
      setSelected([])
      setTried(false)
    },
  })
  if (error) return <ErrorNotice error={error} />
  if (pending) return <p className="muted">…</p>
  if (heroes.length === 0)
    return (
      <div className="panel notice--warn" data-testid="mirror-not-holder">
        <h2>
          <Trans>No Genesis heroes in this wallet</Trans>
        </h2>
        <p>
          <Trans>
            Mirroring is only for holders of Genesis heroes on BSC. This wallet holds none, so it has nothing
            to mirror. Connect the wallet that holds your Genesis heroes.
          </Trans>
        </p>
      </div>
    )
  const problem = tried ? validateMirrorSelection(selected) : null
  const mirrorable = heroes.filter((h) => h.mirroredAs === null).length
  const count = selected.length
  return (
    <>
      <section className="panel" aria-labelledby="mirror-genesis-title">
        <h2 id="mirror-genesis-title">
          <Trans>Your Genesis heroes</Trans>
        </h2>
        <p className="muted">
          <Trans>{mirrorable} of them can be mirrored.</Trans>
        </p>
        <CardPicker
          cards={heroes.map((h) => h.card)}
          selected={selected}
          onChange={(next) => {
            setSelected(next)
            setTried(false)
          }}
          label={t`Genesis heroes to mirror`}
          disabled={(card) => heroes.find((h) => h.card.tokenId === card.tokenId)?.mirroredAs !== null}
          footer={(card) => {
            const hero = heroes.find((h) => h.card.tokenId === card.tokenId)
            if (hero?.mirroredAs === undefined) return null
            const as = String(hero.mirroredAs ?? '')
            return hero.mirroredAs === null ? (
              <p className="small" data-testid="mirror-state">
                <Trans>Not mirrored yet</Trans>
              </p>
            ) : (
              <p className="small" data-testid="mirror-state">
                <Trans>Already mirrored as card #{as}</Trans>
              </p>
            )
          }}
          max={MAX_MIRROR_BATCH}
          message={problem ? i18n._(ERROR_MESSAGES[problem]) : null}
          actions={
            <>
              <TxButton
                flow={flow}
                validate={() => {
                  setTried(true)
                  return validateMirrorSelection(selected) === null
                }}
              >
                <Trans>Mirror</Trans>
              </TxButton>
              <TxStatus
                flow={flow}
                chain="bsc"
                summary={
                  <p>
                    <Trans>
                      Mirror <Plural value={count} one="# Genesis hero" other="# Genesis heroes" />: each
                      becomes a new hero card with the same hero and rarity. Your Genesis heroes stay in your
                      wallet.
                    </Trans>
                  </p>
                }
                success={<Trans>Your Genesis heroes were mirrored.</Trans>}
              />
            </>
          }
        />
      </section>
      {minted.length > 0 ? <NewHeroes genesisTokenIds={minted} /> : null}
    </>
  )
}
