import { CHAINS } from '@finaverse/domain'
import type { FinaverseBareClient } from '@finaverse/sdk'
import { addMint, freeMultiMint, nftOwnerClaimCards } from '@finaverse/sdk/actions'
import {
  cardInfoesQueryOptions,
  freeMintMapQueryOptions,
  getCardIdsByRarityQueryOptions,
  getMintHeroesQueryOptions,
  getMintIdsQueryOptions,
  getMintInfosQueryOptions,
  getMintSettingsQueryOptions,
  getRandomnessRequestQueryOptions,
  whitelistInfosQueryOptions,
} from '@finaverse/sdk/query'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQueries, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { getBlock } from 'viem/actions'
import { formatUnits } from '../../../ui/format'
import { RevealedCards } from '../../cards/boxes/RevealedCards'
import { CancelTimedOut } from '../../cards/randomness/CancelTimedOut'
import { RandomnessReceipt } from '../../cards/randomness/RandomnessReceipt'
import { isTimedOut } from '../../cards/randomness/timeout'
import { rarityName } from '../../cards/rarity'
import { ERROR_MESSAGES } from '../../errors/messages'
import { TxButton } from '../../tx/TxButton'
import { TxStatus } from '../../tx/TxStatus'
import { useFinaverseClient } from '../../tx/useFinaverseClient'
import { useWriteFlow } from '../../tx/useWriteFlow'
import { freeMintLimit, validateQuantity } from '../sale'

const MINT = msg`Mint hero cards`
const FREE_MINT = msg`Free mint`
const CLAIM = msg`Claim minted cards`
const TAKE_BACK = msg`Take back a mint request VRF never answered`
const PENDING = 1
const RESOLVED = 2
const CLAIMED = 3

function QuantityField({
  label,
  value,
  onChange,
  error,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  error: string | null
}) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        inputMode="numeric"
        value={value}
        aria-invalid={error !== null}
        aria-describedby={`${id}-error`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-error`} className="field__error" role="alert">
        {error}
      </p>
    </div>
  )
}

/** The paid mint (`addMint`): public price and rarity, or the player's whitelist grant. */
function PaidMint() {
  const { t, i18n } = useLingui()
  const { client, account, chainId } = useFinaverseClient('bsc')
  const settings = useQuery(getMintSettingsQueryOptions(client, {}))
  const grant = useQuery({
    ...whitelistInfosQueryOptions(client, { user: account ?? '0x0000000000000000000000000000000000000000' }),
    enabled: account !== undefined,
  })
  const [quantity, setQuantity] = useState('1')
  const [whitelist, setWhitelist] = useState(false)
  const [touched, setTouched] = useState(false)
  const flow = useWriteFlow({
    role: 'bsc',
    label: MINT,
    prepare: (c, from) =>
      addMint(c, { account: from, amount: BigInt(quantity.trim()), forWhitelist: whitelist }),
    onSuccess: () => setTouched(false),
  })
  const data = settings.data
  if (!data) return <p className="muted">…</p>
  const symbol = CHAINS[chainId]?.nativeCurrency.symbol ?? ''
  const granted = grant.data && grant.data.remainingAmount > 0n ? grant.data : undefined
  const useGrant = whitelist && granted !== undefined
  const price = useGrant ? granted.price : data.nftPrice
  const max = useGrant
    ? granted.remainingAmount < data.maxMint
      ? granted.remainingAmount
      : data.maxMint
    : data.maxMint
  const error = validateQuantity(quantity, max)
  const amount = error === null ? BigInt(quantity.trim()) : 0n
  const rarity = rarityName(Number(useGrant ? granted.rarity : data.publicMintRarity)) ?? '—'
  const priceText = `${formatUnits(price, 18, i18n.locale)} ${symbol}`
  const totalText = `${formatUnits(price * amount, 18, i18n.locale)} ${symbol}`
  const maxText = String(max)
  return (
    <section className="panel" aria-labelledby="paid-mint-title">
      <h3 id="paid-mint-title">
        <Trans>Mint hero cards</Trans>
      </h3>
      <p>
        <Trans>
          Each card is a random {rarity} hero at {priceText}, drawn with verifiable randomness.
        </Trans>
      </p>
      {!data.publicSaleActive ? (
        <p className="notice notice--warn" role="alert">
          <Trans>The hero mint is closed for now.</Trans>
        </p>
      ) : null}
      <p className="small" data-testid="mint-whitelist">
        {granted ? (
          <Trans>
            Your whitelist grant: {String(granted.remainingAmount)}{' '}
            {rarityName(Number(granted.rarity)) ?? '—'} cards at {formatUnits(granted.price, 18, i18n.locale)}{' '}
            {symbol}.
          </Trans>
        ) : (
          <Trans>This wallet has no whitelist grant for the hero mint.</Trans>
        )}
      </p>
      {granted ? (
        <label className="field--inline">
          <input type="checkbox" checked={whitelist} onChange={(e) => setWhitelist(e.target.checked)} />{' '}
          <Trans>Use my whitelist grant</Trans>
        </label>
      ) : null}
      <QuantityField
        label={t`Cards (1 to ${maxText})`}
        value={quantity}
        onChange={(v) => {
          setQuantity(v)
          setTouched(true)
        }}
        error={touched && error ? i18n._(ERROR_MESSAGES[error]) : null}
      />
      <p>
        <Trans>Total</Trans>: <strong>{totalText}</strong>
      </p>
      <TxButton
        flow={flow}
        disabled={!data.publicSaleActive}
        validate={() => {
          setTouched(true)
          return error === null
        }}
      >
        <Trans>Mint</Trans>
      </TxButton>
      <TxStatus
        flow={flow}
        chain="bsc"
        summary={
          <p>
            <Trans>
              Mint <Plural value={Number(amount)} one="# random card" other="# random cards" /> of rarity{' '}
              {rarity} for {totalText}.
            </Trans>
          </p>
        }
        success={<Trans>Mint requested. Your heroes are drawn in a few blocks.</Trans>}
      />
    </section>
  )
}

/** Free mints (`freeMultiMint`): B cards of a chosen B hero, up to the per-address allowance. No randomness. */
function FreeMint() {
  const { t, i18n } = useLingui()
  const { client, account } = useFinaverseClient('bsc')
  const settings = useQuery(getMintSettingsQueryOptions(client, {}))
  const used = useQuery({
    ...freeMintMapQueryOptions(client, { user: account ?? '0x0000000000000000000000000000000000000000' }),
    enabled: account !== undefined,
  })
  const heroes = useQuery(getCardIdsByRarityQueryOptions(client, { rarity: 1n }))
  const infos = useQueries({
    queries: (heroes.data ?? []).map((cardId) => ({
      ...cardInfoesQueryOptions(client, { cardId }),
      staleTime: Number.POSITIVE_INFINITY,
    })),
  })
  const [hero, setHero] = useState<string>('')
  const [quantity, setQuantity] = useState('1')
  const [touched, setTouched] = useState(false)
  const heroId = hero || (heroes.data?.[0] !== undefined ? String(heroes.data[0]) : '')
  const flow = useWriteFlow({
    role: 'bsc',
    label: FREE_MINT,
    prepare: (c, from) =>
      freeMultiMint(c, {
        account: from,
        amount: BigInt(quantity.trim()),
        heroId: BigInt(heroId),
        rarity: 1n,
      }),
    onSuccess: () => setTouched(false),
  })
  const selectId = useId()
  if (!settings.data || used.data === undefined) return <p className="muted">…</p>
  const { left, max } = freeMintLimit(settings.data, used.data)
  const leftText = String(left)
  const maxText = String(max)
  const closed = !settings.data.publicSaleActive
  const error = validateQuantity(quantity, max)
  const heroName =
    infos[(heroes.data ?? []).findIndex((id) => String(id) === heroId)]?.data?.name ?? `#${heroId}`
  const amountText = error === null ? quantity.trim() : '0'
  return (
    <section className="panel" aria-labelledby="free-mint-title">
      <h3 id="free-mint-title">
        <Trans>Free mints</Trans>
      </h3>
      <p data-testid="free-mints-left">
        <Trans>Free B cards left for this wallet: {leftText}</Trans>
      </p>
      {closed && left > 0n ? (
        <p className="notice notice--warn" role="alert">
          <Trans>The hero mint is closed for now.</Trans>
        </p>
      ) : null}
      {left > 0n ? (
        <>
          <div className="field">
            <label htmlFor={selectId}>
              <Trans>Hero</Trans>
            </label>
            <select id={selectId} className="input" value={heroId} onChange={(e) => setHero(e.target.value)}>
              {(heroes.data ?? []).map((id, i) => (
                <option key={String(id)} value={String(id)}>
                  {infos[i]?.data?.name || `#${String(id)}`}
                </option>
              ))}
            </select>
          </div>
          <QuantityField
            label={t`Free cards (1 to ${maxText})`}
            value={quantity}
            onChange={(v) => {
              setQuantity(v)
              setTouched(true)
            }}
            error={touched && error ? i18n._(ERROR_MESSAGES[error]) : null}
          />
          <TxButton
            flow={flow}
            disabled={closed}
            validate={() => {
              setTouched(true)
              return error === null && heroId !== ''
            }}
          >
            <Trans>Mint for free</Trans>
          </TxButton>
        </>
      ) : (
        <p className="muted">
          <Trans>This wallet has used all its free mints.</Trans>
        </p>
      )}
      <TxStatus
        flow={flow}
        chain="bsc"
        summary={
          <p>
            <Trans>
              Mint <Plural value={Number(amountText)} one="# free B card" other="# free B cards" /> of{' '}
              {heroName}. Free mints pick the hero you choose: no randomness is involved.
            </Trans>
          </p>
        }
        success={<Trans>Free cards minted to your wallet.</Trans>}
      />
    </section>
  )
}

/** One mint request: pending (with "Resolve now" once timed out), or its heroes in a verified receipt, and "Claim". */
function MintRequest({
  client,
  mintId,
  requestId,
  status,
  amount,
}: {
  client: FinaverseBareClient
  mintId: bigint
  requestId: bigint
  status: number
  amount: bigint
}) {
  const heroes = useQuery({ ...getMintHeroesQueryOptions(client, { mintId }), enabled: status >= RESOLVED })
  const request = useQuery({
    ...getRandomnessRequestQueryOptions(client, { requestId }),
    enabled: status === PENDING,
    refetchInterval: 2_000,
  })
  const now = useQuery({
    queryKey: ['block-time', client.chain.id],
    queryFn: async () => (await getBlock(client, { blockTag: 'latest' })).timestamp,
    enabled: status === PENDING,
    refetchInterval: 2_000,
  })
  const claim = useWriteFlow({
    role: 'bsc',
    label: CLAIM,
    prepare: (c, from) => nftOwnerClaimCards(c, { account: from, mintIds: [mintId] }),
  })
  const id = String(mintId)
  const count = Number(amount)
  if (status === PENDING) {
    const timedOut =
      request.data !== undefined && now.data !== undefined && isTimedOut(request.data, now.data)
    return (
      <li className="panel" data-testid="mint-request" data-status="pending">
        <h4>
          <Trans>
            Mint request #{id}: <Plural value={count} one="# card" other="# cards" />
          </Trans>
        </h4>
        <p role="status">
          <Trans>Waiting for the randomness that draws your heroes…</Trans>
        </p>
        {timedOut ? (
          <CancelTimedOut
            requestId={requestId}
            label={TAKE_BACK}
            alreadyMarked={(request.data?.cancelBlock ?? 0n) > 0n}
            explanation={
              <Trans>
                Chainlink VRF did not answer in time. Anyone can now cancel this mint request: its payment
                comes back to you. Nobody saw which heroes it would have drawn.
              </Trans>
            }
          />
        ) : null}
      </li>
    )
  }
  const cards = (heroes.data ?? []).map((cardId) => ({ tokenId: mintId, cardId, rarity: 0n }))
  return (
    <li data-testid="mint-request" data-status={status === CLAIMED ? 'claimed' : 'resolved'}>
      <RandomnessReceipt
        client={client}
        requestId={requestId}
        title={
          <Trans>
            Mint request #{id}: <Plural value={count} one="# card" other="# cards" />
          </Trans>
        }
      >
        <MintedHeroes client={client} cards={cards} />
        {status === RESOLVED ? (
          <TxButton flow={claim}>
            <Trans>Claim cards</Trans>
          </TxButton>
        ) : (
          <p className="small muted">
            <Trans>Claimed to your wallet.</Trans>
          </p>
        )}
        {/* Outside the branch: the claim's confirmation (and its transaction) stays when the refreshed request
            reads as claimed, which may come before the receipt's own status on a busy node. */}
        <TxStatus flow={claim} chain="bsc" success={<Trans>Cards claimed to your wallet.</Trans>} />
      </RandomnessReceipt>
    </li>
  )
}

/** The heroes a mint request drew (their rarity comes from the card type). */
function MintedHeroes({
  client,
  cards,
}: {
  client: FinaverseBareClient
  cards: { tokenId: bigint; cardId: bigint; rarity: bigint }[]
}) {
  const infos = useQueries({
    queries: cards.map((c) => ({
      ...cardInfoesQueryOptions(client, { cardId: c.cardId }),
      staleTime: Number.POSITIVE_INFINITY,
    })),
  })
  const withRarity = cards.map((c, i) => ({ ...c, rarity: infos[i]?.data?.rarity ?? 0n }))
  return <RevealedCards client={client} cards={withRarity} source="mint" />
}

function MintRequests() {
  const { client, account } = useFinaverseClient('bsc')
  const user = account ?? '0x0000000000000000000000000000000000000000'
  const ids = useQuery({ ...getMintIdsQueryOptions(client, { user }), enabled: account !== undefined })
  const infos = useQuery({
    ...getMintInfosQueryOptions(client, { user }),
    enabled: account !== undefined,
    refetchInterval: (query) => (query.state.data?.some((m) => m.status === PENDING) ? 2_000 : false),
  })
  const list = (infos.data ?? [])
    .map((info, i) => ({ info, mintId: ids.data?.[i] ?? info.tokenId }))
    .reverse()
  if (list.length === 0) return null
  return (
    <section aria-labelledby="mint-requests-title">
      <h3 id="mint-requests-title">
        <Trans>Your mint requests</Trans>
      </h3>
      <ul className="openings__list">
        {list.map(({ info, mintId }) => (
          <MintRequest
            key={String(mintId)}
            client={client}
            mintId={mintId}
            requestId={info.requestId}
            status={Number(info.status)}
            amount={info.amount}
          />
        ))}
      </ul>
    </section>
  )
}

/** The hero card mint of /mint (inside the screen's chain guard): the paid mint with a receipt per request, and free mints. */
export function HeroMintPanel() {
  return (
    <section aria-labelledby="hero-mint-title">
      <h2 id="hero-mint-title">
        <Trans>Hero card mint</Trans>
      </h2>
      <div className="hero-mint">
        <PaidMint />
        <FreeMint />
      </div>
      <MintRequests />
    </section>
  )
}
