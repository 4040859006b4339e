import { getContractAddresses } from '@finaverse/sdk'
import { depositNFTs } from '@finaverse/sdk/actions'
import { getTokenInfosByAddressQueryOptions } from '@finaverse/sdk/query'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Countdown } from '../../../ui/Countdown'
import { restApi } from '../../account/session'
import { CardPicker } from '../../cards/CardPicker'
import { useHeroCards } from '../../cards/useHeroCards'
import { ErrorNotice } from '../../errors/ErrorNotice'
import { ERROR_MESSAGES } from '../../errors/messages'
import { ApproveStep } from '../../tx/ApproveStep'
import { ChainGuard } from '../../tx/ChainGuard'
import { TxButton } from '../../tx/TxButton'
import { TxStatus } from '../../tx/TxStatus'
import { useFinaverseClient } from '../../tx/useFinaverseClient'
import { useWriteFlow } from '../../tx/useWriteFlow'
import { useAccountAction } from '../hooks/useAccountAction'
import { useCardSelection } from '../hooks/useCardSelection'
import { useCreditWait } from '../hooks/useCreditWait'
import { useGameCards } from '../hooks/useGameCards'
import { idempotencyKey, PROFILE_KEY } from '../queries'
import { ActionStatus } from './ActionStatus'

const TO_GAME = msg`Transfer cards to the game`
const NOBODY = '0x0000000000000000000000000000000000000000'

/** Cards sent to the game account whose arrival the API has not listed yet (token ids as strings). */
type Arriving = { readonly ids: readonly string[]; add(ids: readonly bigint[]): void }

function ToGame({ arriving }: { arriving: Arriving }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const { client, account } = useFinaverseClient('bsc')
  const owned = useQuery(getTokenInfosByAddressQueryOptions(client, { owner: account ?? NOBODY }))
  const mine = useHeroCards(client, owned.data ?? [])
  const pick = useCardSelection()
  const vault = getContractAddresses(client)['GameVault']
  const count = pick.selected.length
  const wait = useCreditWait()
  const flow = useWriteFlow({
    role: 'bsc',
    label: TO_GAME,
    prepare: (c, from) => depositNFTs(c, { account: from, tokenIds: pick.selected }),
    onSuccess: () => {
      arriving.add(pick.selected)
      pick.clear()
      void queryClient.invalidateQueries({ queryKey: PROFILE_KEY })
    },
  })
  const message = pick.missing ? i18n._(ERROR_MESSAGES.NO_CARD_SELECTED) : null
  const action = (
    <>
      {vault ? (
        <ApproveStep chain="bsc" need={{ kind: 'nft', operator: vault }}>
          <TxButton flow={flow} validate={pick.attempt}>
            <Trans>Transfer to game</Trans>
          </TxButton>
        </ApproveStep>
      ) : null}
      <TxStatus
        flow={flow}
        chain="bsc"
        summary={
          <p>
            <Trans>
              Move <Plural value={count} one="# card" other="# cards" /> to your game account. They arrive{' '}
              {wait}, then stay locked for 24 hours.
            </Trans>
          </p>
        }
        success={<Trans>Cards sent: they arrive in your game account {wait}.</Trans>}
      />
    </>
  )
  return (
    <section className="panel" aria-labelledby="to-game-title">
      <h3 id="to-game-title">
        <Trans>Transfer to game</Trans>
      </h3>
      {mine.cards.length === 0 ? (
        <>
          <p className="muted">{owned.isPending ? '…' : <Trans>No hero cards in this wallet.</Trans>}</p>
          {action}
        </>
      ) : (
        <CardPicker
          cards={mine.cards}
          selected={pick.selected}
          onChange={pick.change}
          label={t`Cards to move to the game account`}
          message={message}
          actions={action}
        />
      )}
    </section>
  )
}

function InGame({ arriving }: { arriving: Arriving }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const game = useGameCards(arriving.ids)
  const onTheWay = game.onTheWay
  const pick = useCardSelection()
  const locked = (tokenId: bigint) => (game.lockedUntil(tokenId)?.getTime() ?? 0) > Date.now()
  const release = useAccountAction(async () => {
    const { api, unwrap } = await restApi()
    unwrap(await api.nftWithdraw({ tokenIds: pick.selected.map(String), idempotencyKey: idempotencyKey() }))
    pick.clear()
    await queryClient.invalidateQueries({ queryKey: PROFILE_KEY })
  })
  const message = pick.missing ? i18n._(ERROR_MESSAGES.NO_CARD_SELECTED) : null
  const action = (
    <>
      <button
        type="button"
        className="button"
        disabled={release.state.status === 'busy'}
        onClick={() => {
          if (pick.attempt()) void release.start()
        }}
      >
        <Trans>Transfer to wallet</Trans>
      </button>
      <ActionStatus
        state={release.state}
        done={<Trans>Requested: the cards return to your wallet within a few minutes.</Trans>}
      />
    </>
  )
  return (
    <section className="panel" aria-labelledby="in-game-title">
      <h3 id="in-game-title">
        <Trans>Cards in the game account</Trans>
      </h3>
      {onTheWay > 0 ? (
        <p className="notice" role="status" data-testid="cards-arriving">
          <Plural
            value={onTheWay}
            one="# card is on its way: it shows here once the network has confirmed the transfer."
            other="# cards are on their way: they show here once the network has confirmed the transfer."
          />
        </p>
      ) : null}
      {game.failed ? <ErrorNotice error={game.failed} alert /> : null}
      {game.cards.length === 0 ? (
        <>
          <p className="muted">
            {game.pending || onTheWay > 0 || game.failed ? '…' : <Trans>No cards in the game account.</Trans>}
          </p>
          {action}
        </>
      ) : (
        <CardPicker
          cards={game.cards}
          selected={pick.selected}
          onChange={pick.change}
          label={t`Cards to move back to the wallet`}
          disabled={(card) => locked(card.tokenId)}
          footer={(card) => {
            const until = game.lockedUntil(card.tokenId)
            return until && locked(card.tokenId) ? (
              <p className="small" data-testid={`lock-${String(card.tokenId)}`}>
                <Trans>Locked for</Trans>{' '}
                <Countdown until={Math.floor(until.getTime() / 1000)} onDone={() => void game.refetch()} />
              </p>
            ) : (
              <p className="small">
                <Trans>Unlocked</Trans>
              </p>
            )
          }}
          message={message}
          actions={action}
        />
      )}
    </section>
  )
}

/** "Game assets": cards to move into the game account (approval for all first) and the ones there, with their lock. */
export function GameAssetsPanel() {
  const [ids, setIds] = useState<readonly string[]>([])
  const arriving: Arriving = {
    ids,
    add: (sent) => setIds((before) => [...new Set([...before, ...sent.map(String)])]),
  }
  return (
    <ChainGuard chain="bsc">
      <div className="columns">
        <ToGame arriving={arriving} />
        <InGame arriving={arriving} />
      </div>
    </ChainGuard>
  )
}
