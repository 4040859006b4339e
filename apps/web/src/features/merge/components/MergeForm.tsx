import { CHAINS, type MergeCard, PRICE_DISPLAY_DECIMALS, RARITIES, type Rarity } from '@finaverse/domain'
import { addMerge, addMergeBatch } from '@finaverse/sdk/actions'
import { getTokenInfosByAddressQueryOptions } from '@finaverse/sdk/query'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { formatDecimal, formatUnits } from '../../../ui/format'
import { CardPicker } from '../../cards/CardPicker'
import type { HeroCardView } from '../../cards/card'
import { useHeroCards } from '../../cards/useHeroCards'
import { ERROR_MESSAGES } from '../../errors/messages'
import { TxButton } from '../../tx/TxButton'
import { TxStatus } from '../../tx/TxStatus'
import { useFinaverseClient } from '../../tx/useFinaverseClient'
import { useWriteFlow } from '../../tx/useWriteFlow'
import { MERGEABLE, rarityNumber, ratePercent, useMergePrices } from '../hooks/useMergePrices'
import { useMerges } from '../hooks/useMerges'
import { cardLabel, checkMerge, pairsOf } from '../merge-rules'
import { recordRequest } from '../merge-store'
import { nativeBalanceQueryOptions } from '../queries'

const MERGE = msg`Merge heroes`
const NOBODY = '0x0000000000000000000000000000000000000000'

/**
 * The merge form of one tab: main and supplement heroes from the player's cards (pair i is the i-th main with the
 * i-th supplement; several pairs go in one `addMergeBatch`), the cost in the chain's coin, the success rate and the
 * outcome of each pair, every rule of the spec checked as the player picks, then "Merge".
 */
export function MergeForm({ designate }: { designate: boolean }) {
  const { t, i18n } = useLingui()
  const { client, account, chainId } = useFinaverseClient('bsc')
  const owner = account ?? NOBODY
  const owned = useQuery(getTokenInfosByAddressQueryOptions(client, { owner }))
  const { merges } = useMerges(client, account)
  // Cards of a pending merge are locked in the contract: they cannot be picked again until it resolves.
  const locked = new Set(
    merges.filter((m) => m.status === 1).flatMap((m) => [String(m.tokenIdA), String(m.tokenIdB)]),
  )
  const { cards: held } = useHeroCards(
    client,
    (owned.data ?? []).filter((card) => !locked.has(String(card.tokenId))),
  )
  // Only cards that can merge are offered: B and X cannot (docs/product.md#merge-rules).
  const cards = held.filter((card) => card.rarity !== undefined && MERGEABLE.includes(card.rarity))
  const [mains, setMains] = useState<bigint[]>([])
  const [supplements, setSupplements] = useState<bigint[]>([])
  const [tried, setTried] = useState(false)
  const [shown, setShown] = useState<Rarity | ''>('')
  const byId = new Map(cards.map((card) => [String(card.tokenId), card]))
  const view = (id: bigint) => byId.get(String(id))
  const asMergeCard = (id: bigint): MergeCard => ({ tokenId: id, rarity: view(id)?.rarity ?? 'B' })
  const pairs = pairsOf(mains, supplements)
  const rarities = [...new Set(pairs.map((p) => view(p.main)?.rarity).filter((r): r is Rarity => !!r))]
  const { terms } = useMergePrices(client, rarities)
  const priceOf = (rarity: Rarity | undefined) => {
    const row = rarity ? terms.get(rarity) : undefined
    return designate ? row?.designatePrice : row?.randomPrice
  }
  const prices = pairs.map((p) => priceOf(view(p.main)?.rarity))
  const cost =
    pairs.length > 0 && prices.every((p) => p !== undefined)
      ? prices.reduce<bigint>((sum, p) => sum + (p as bigint), 0n)
      : null
  const balance = useQuery(nativeBalanceQueryOptions(client, owner))
  const check = checkMerge({
    mains: mains.map(asMergeCard),
    supplements: supplements.map(asMergeCard),
    balance: balance.data,
    cost,
  })
  const pairsRef = useRef<{ first: bigint; count: number } | null>(null)
  const flow = useWriteFlow({
    role: 'bsc',
    label: MERGE,
    prepare: async (c, from) => {
      const prepared =
        pairs.length === 1
          ? await addMerge(c, {
              account: from,
              tokenIdA: mains[0] as bigint,
              tokenIdB: supplements[0] as bigint,
              price: prices[0] as bigint,
            })
          : await addMergeBatch(c, {
              account: from,
              tokenIdsA: pairs.map((p) => p.main),
              tokenIdsB: pairs.map((p) => p.supplement),
              prices: prices as bigint[],
            })
      pairsRef.current = { first: prepared.result, count: pairs.length }
      return prepared
    },
    onSuccess: (receipt) => {
      const sent = pairsRef.current
      if (sent) recordRequest(chainId, sent.first, sent.count, receipt.transactionHash)
      setMains([])
      setSupplements([])
      setTried(false)
    },
  })
  const symbol = CHAINS[chainId]?.nativeCurrency.symbol ?? ''
  const money = (value: bigint) => `${formatUnits(value, 18, i18n.locale, PRICE_DISPLAY_DECIMALS)} ${symbol}`
  const showCheck = check !== null && (tried || mains.length + supplements.length > 0)
  // The pairs are priced only when they can be merged: a pair that breaks a card rule shows the rule, not a price.
  const priced = check === null || check === 'COST_PENDING' || check === 'INSUFFICIENT_BALANCE'
  const pairCount = pairs.length
  const costText = cost === null ? null : money(cost)
  const visible = shown === '' ? cards : cards.filter((card) => card.rarity === shown)
  const visibleIds = new Set(visible.map((card) => String(card.tokenId)))
  const picked = (ids: readonly bigint[]) => ids.filter((id) => byId.has(String(id)))
  // The pickers show the filtered cards; a change from one keeps the picks of cards it does not show.
  const keepHidden = (ids: readonly bigint[], next: bigint[]) => [
    ...picked(ids).filter((id) => !visibleIds.has(String(id))),
    ...next,
  ]
  return (
    <section className="panel merge-form" aria-labelledby="merge-form-title">
      <h2 id="merge-form-title">
        <Trans>Choose your heroes</Trans>
      </h2>
      {owned.isPending ? (
        <p className="muted">…</p>
      ) : cards.length === 0 ? (
        <p className="muted">
          <Trans>No hero cards that can merge in this wallet (B and X heroes cannot merge).</Trans>
        </p>
      ) : (
        <>
          <div className="field field--inline merge-form__filter">
            <label htmlFor="merge-rarity">
              <Trans>Show rarity</Trans>
            </label>
            <select
              id="merge-rarity"
              className="select"
              value={shown}
              onChange={(event) => setShown(event.target.value as Rarity | '')}
            >
              <option value="">{t`All rarities`}</option>
              {MERGEABLE.map((rarity) => (
                <option key={rarity} value={rarity}>
                  {rarity}
                </option>
              ))}
            </select>
          </div>
          <div className="merge-form__pickers">
            <CardPicker
              cards={visible}
              selected={picked(mains).filter((id) => visibleIds.has(String(id)))}
              onChange={(next) => setMains(keepHidden(mains, next))}
              label={designate ? t`Main heroes (go up on success)` : t`Main heroes`}
            />
            <CardPicker
              cards={visible}
              selected={picked(supplements).filter((id) => visibleIds.has(String(id)))}
              onChange={(next) => setSupplements(keepHidden(supplements, next))}
              label={designate ? t`Supplement heroes (burned on success)` : t`Supplement heroes`}
            />
          </div>
        </>
      )}
      <p className="field__error" role="alert" data-testid="merge-rule">
        {showCheck && check ? i18n._(ERROR_MESSAGES[check]) : null}
      </p>
      {pairs.length > 0 && priced ? (
        <div className="merge-plan" data-testid="merge-plan">
          <h3>
            <Trans>Before you sign</Trans>
          </h3>
          <ol className="merge-plan__pairs">
            {pairs.map((pair, i) => (
              <PairLine
                key={`${pair.main}-${pair.supplement}`}
                main={view(pair.main)}
                supplement={view(pair.supplement)}
                designate={designate}
                price={prices[i]}
                rate={terms.get(view(pair.main)?.rarity ?? 'B')?.successRate}
                money={money}
              />
            ))}
          </ol>
          <dl className="facts">
            <dt>
              <Trans>Total cost</Trans>
            </dt>
            <dd data-testid="merge-cost">{costText ?? i18n._(ERROR_MESSAGES.COST_PENDING)}</dd>
            <dt>
              <Trans>Your balance</Trans>
            </dt>
            <dd data-testid="merge-balance">{balance.data === undefined ? '…' : money(balance.data)}</dd>
          </dl>
          <p className="muted small">
            <Trans>
              The fee is consumed whether the merge succeeds or fails. The network fee comes on top.
            </Trans>
          </p>
        </div>
      ) : null}
      <TxButton
        flow={flow}
        validate={() => {
          setTried(true)
          return check === null
        }}
      >
        {pairCount > 1 ? <Trans>Merge {pairCount} pairs</Trans> : <Trans>Merge</Trans>}
      </TxButton>
      <TxStatus
        flow={flow}
        chain="bsc"
        summary={
          <p>
            {designate ? (
              <Trans>
                Designate merge of <Plural value={pairCount} one="# pair" other="# pairs" /> for {costText}.
                Each main hero goes up one rarity on success; its supplement is burned.
              </Trans>
            ) : (
              <Trans>
                Random merge of <Plural value={pairCount} one="# pair" other="# pairs" /> for {costText}. On
                success one hero of each pair goes up one rarity; the other is burned.
              </Trans>
            )}
          </p>
        }
        success={
          <Trans>Merge requested. The randomness decides it within a few blocks; follow it below.</Trans>
        }
      />
    </section>
  )
}

function PairLine({
  main,
  supplement,
  designate,
  price,
  rate,
  money,
}: {
  main: HeroCardView | undefined
  supplement: HeroCardView | undefined
  designate: boolean
  price: bigint | undefined
  rate: bigint | undefined
  money: (value: bigint) => string
}) {
  const { i18n } = useLingui()
  const mainName = main ? `${cardLabel(main.name, main.tokenId)} (${main.rarity ?? '?'})` : '…'
  const supplementName = supplement
    ? `${cardLabel(supplement.name, supplement.tokenId)} (${supplement.rarity ?? '?'})`
    : '…'
  const next =
    main?.rarity && main.rarity === supplement?.rarity
      ? (RARITIES[Number(rarityNumber(main.rarity))] ?? null)
      : null
  const priceText = price === undefined ? '…' : money(price)
  const rateText = rate === undefined ? '…' : `${formatDecimal(ratePercent(rate), i18n.locale, 2)}%`
  return (
    <li data-testid="merge-pair">
      <p>
        <Trans>
          Main {mainName} + supplement {supplementName}
        </Trans>
      </p>
      <p className="small">
        <Trans>Cost</Trans>: <strong data-testid="pair-price">{priceText}</strong> ·{' '}
        <Trans>Success rate</Trans>: <strong data-testid="pair-rate">{rateText}</strong>
      </p>
      {next ? (
        <p className="small muted">
          {designate ? (
            <Trans>
              Success: the main hero becomes {next} and the supplement is burned. Failure: both stay as they
              are.
            </Trans>
          ) : (
            <Trans>
              Success: one of the two, chosen by the randomness, becomes {next} and the other is burned.
              Failure: both stay as they are.
            </Trans>
          )}
        </p>
      ) : null}
    </li>
  )
}
