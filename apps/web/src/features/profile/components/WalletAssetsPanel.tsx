import { getContractAddresses } from '@finaverse/sdk'
import type { CollectionName } from '@finaverse/sdk/actions'
import { redeemVoucher } from '@finaverse/sdk/actions'
import {
  balanceOfQueryOptions,
  getTokenInfosByAddressQueryOptions,
  nftBalanceOfQueryOptions,
  redeemAmountQueryOptions,
  redeemedCountQueryOptions,
} from '@finaverse/sdk/query'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQueries, useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { Address } from 'viem'
import { formatUnits } from '../../../ui/format'
import { CardTile } from '../../cards/CardTile'
import { useHeroCards } from '../../cards/useHeroCards'
import { ChainGuard } from '../../tx/ChainGuard'
import { TxStatus } from '../../tx/TxStatus'
import { useFinaverseClient } from '../../tx/useFinaverseClient'
import { useWriteFlow } from '../../tx/useWriteFlow'

/** Which part of the wallet a tab shows. */
export type WalletAssetsKind = 'assets' | 'heroes' | 'collections' | 'boxes' | 'vouchers'

const REDEEM = msg`Redeem a card for vouchers`
const COLLECTIONS: readonly CollectionName[] = ['HeroCard', 'GenesisHero', 'CardsVoucher']
const BOXES: readonly CollectionName[] = [
  'MysteryBox',
  'BlindBoxV1',
  'BlindBoxV2',
  'BlindBoxV3',
  'BlindBoxV4',
]
const NAMES: Record<string, ReturnType<typeof msg>> = {
  HeroCard: msg`Hero cards`,
  GenesisHero: msg`Genesis heroes`,
  CardsVoucher: msg`Vouchers`,
  MysteryBox: msg`Mystery boxes`,
  BlindBoxV1: msg`Blind box V1`,
  BlindBoxV2: msg`Blind box V2`,
  BlindBoxV3: msg`Blind box V3`,
  BlindBoxV4: msg`Blind box V4`,
}

/** How many NFTs of each deployed collection the wallet holds. */
function Counts({ names, owner }: { names: readonly CollectionName[]; owner: Address }) {
  const { i18n } = useLingui()
  const { client } = useFinaverseClient('bsc')
  const deployed = getContractAddresses(client)
  const present = names.filter((name) => deployed[name] !== undefined)
  const counts = useQueries({
    queries: present.map((collection) => nftBalanceOfQueryOptions(client, { owner, collection })),
  })
  return (
    <dl className="profile-balances">
      {present.map((name, index) => (
        <div key={name}>
          <dt>{i18n._(NAMES[name] ?? msg`Collection`)}</dt>
          <dd data-testid={`count-${name}`}>{counts[index]?.data?.toString() ?? '…'}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The wallet's hero cards, each with its attributes and "Redeem" (the card is burnt for vouchers). */
function HeroCards({ owner }: { owner: Address }) {
  const { i18n } = useLingui()
  const { client } = useFinaverseClient('bsc')
  const owned = useQuery(getTokenInfosByAddressQueryOptions(client, { owner }))
  const mine = useHeroCards(client, owned.data ?? [])
  const perCard = useQuery(redeemAmountQueryOptions(client, {}))
  const redeemed = useQuery(redeemedCountQueryOptions(client, { user: owner }))
  const [card, setCard] = useState<bigint | undefined>()
  // The card of the press: read by `prepare` at once, before the state update renders.
  const pressed = useRef<bigint>(0n)
  const flow = useWriteFlow({
    role: 'bsc',
    label: REDEEM,
    prepare: (c, from) => redeemVoucher(c, { account: from, tokenId: pressed.current }),
  })
  const vouchers = perCard.data === undefined ? '…' : Number(perCard.data)
  const count = redeemed.data?.toString() ?? '…'
  const chosen = card === undefined ? '' : `#${String(card)}`
  return (
    <>
      <p data-testid="redeemed-count">
        <Trans>
          Cards redeemed: {count}. Each card gives{' '}
          <Plural value={vouchers} one="# voucher" other="# vouchers" />.
        </Trans>
      </p>
      {mine.cards.length === 0 ? (
        <p className="muted">{owned.isPending ? '…' : <Trans>No hero cards in this wallet.</Trans>}</p>
      ) : (
        <ul className="card-grid">
          {mine.cards.map((view) => {
            const name = `${view.name} #${String(view.tokenId)}`
            return (
              <li key={String(view.tokenId)}>
                <CardTile
                  card={view}
                  footer={
                    <button
                      type="button"
                      className="button button--small button--ghost"
                      aria-label={i18n._(msg`Redeem ${name}`)}
                      disabled={flow.state.status === 'confirm' || flow.state.status === 'pending'}
                      onClick={() => {
                        pressed.current = view.tokenId
                        setCard(view.tokenId)
                        void flow.start()
                      }}
                    >
                      <Trans>Redeem</Trans>
                    </button>
                  }
                />
              </li>
            )
          })}
        </ul>
      )}
      <TxStatus
        flow={flow}
        chain="bsc"
        summary={
          <p>
            <Trans>
              Redeem card {chosen}: the card is burnt and you receive{' '}
              <Plural value={vouchers} one="# voucher" other="# vouchers" />.
            </Trans>
          </p>
        }
      />
    </>
  )
}

function Assets({ kind, owner }: { kind: WalletAssetsKind; owner: Address }) {
  const { i18n } = useLingui()
  const { client } = useFinaverseClient('bsc')
  const fina = useQuery(balanceOfQueryOptions(client, { account: owner }))
  switch (kind) {
    case 'assets':
      return (
        <>
          <p data-testid="wallet-fina">
            FINA: {fina.data === undefined ? '…' : formatUnits(fina.data, 18, i18n.locale, 4)}
          </p>
          <Counts names={[...COLLECTIONS, ...BOXES]} owner={owner} />
        </>
      )
    case 'heroes':
      return <HeroCards owner={owner} />
    case 'collections':
      return <Counts names={COLLECTIONS} owner={owner} />
    case 'boxes':
      return <Counts names={BOXES} owner={owner} />
    case 'vouchers':
      return <Counts names={['CardsVoucher']} owner={owner} />
  }
}

/** What the connected wallet holds on chain, for the "My assets", "Hero NFT", "NFT collections", "Mystery boxes" and "Vouchers" tabs. */
export function WalletAssetsPanel({ kind }: { kind: WalletAssetsKind }) {
  const { account } = useFinaverseClient('bsc')
  return <ChainGuard chain="bsc">{account ? <Assets kind={kind} owner={account} /> : null}</ChainGuard>
}
