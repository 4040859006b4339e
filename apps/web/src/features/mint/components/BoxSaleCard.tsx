import { CHAINS } from '@finaverse/domain'
import type { BoxName } from '@finaverse/sdk/actions'
import { mintMulti } from '@finaverse/sdk/actions'
import {
  cardInfoesQueryOptions,
  containsInWhiteListQueryOptions,
  getBoxContentsQueryOptions,
  getBoxInfoQueryOptions,
  getTokenInfoQueryOptions,
  publicBuyingHistoryQueryOptions,
  whitelistBuyingHistoryQueryOptions,
} from '@finaverse/sdk/query'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueries, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { zeroAddress } from 'viem'
import { formatNumber } from '../../../lib/intl'
import { formatUnits } from '../../../ui/format'
import { RARITY_COLORS, rarityName } from '../../cards/rarity'
import { ERROR_MESSAGES } from '../../errors/messages'
import { ApproveStep } from '../../tx/ApproveStep'
import { TxButton } from '../../tx/TxButton'
import { TxStatus } from '../../tx/TxStatus'
import { useFinaverseClient } from '../../tx/useFinaverseClient'
import { useWriteFlow } from '../../tx/useWriteFlow'
import { type BuyRefusal, buyLimit, oddsByRarity, saleStatus, validateQuantity } from '../sale'
import { BoxArt } from './BoxArt'

const BUY = msg`Buy boxes`
const NOBODY = '0x0000000000000000000000000000000000000000'

/** The display name of a box version. */
export function useBoxName(version: string | undefined, box: BoxName): string {
  const { t } = useLingui()
  if (box === 'MysteryBox' || version === 'MysteryBox') return t`Mystery box`
  return t`Box ${version ?? box.replace('BlindBox', '')}`
}

function Refusal({ refusal }: { refusal: BuyRefusal }) {
  const { i18n } = useLingui()
  return (
    <p className="notice notice--warn" role="alert" data-testid="buy-refusal" data-refusal={refusal}>
      {refusal === 'paused' ? (
        <>
          <Trans>This sale is paused.</Trans> {i18n._(ERROR_MESSAGES.PAUSED)}
        </>
      ) : refusal === 'soldOut' ? (
        <Trans>Sold out: every box of this sale has been sold.</Trans>
      ) : refusal === 'notForSale' ? (
        <Trans>This box is not sold here: it comes from mystery box claims and the market.</Trans>
      ) : refusal === 'notWhitelisted' ? (
        <Trans>This sale is open to whitelisted wallets only, and this wallet is not on the list.</Trans>
      ) : (
        <Trans>This wallet has bought all the boxes it may buy in this sale.</Trans>
      )}
    </p>
  )
}

/** The sale's figures (price, quota, sold, remaining, per wallet); every value "…" while the sale is read. */
function SaleFacts({
  sale,
  price,
}: {
  sale?: {
    totalQuota: bigint
    sold: bigint
    remaining: bigint
    whiteListOnly: boolean
    whiteListBuyableQuota: bigint
    publicBuyableQuota: bigint
  }
  price?: string
}) {
  const known = (value: bigint | undefined) => (value === undefined ? '…' : String(value))
  return (
    <dl className="box-sale__facts">
      <dt>
        <Trans>Price</Trans>
      </dt>
      <dd data-testid="box-price">{price ?? '…'}</dd>
      <dt>
        <Trans>Total quota</Trans>
      </dt>
      <dd>{known(sale?.totalQuota)}</dd>
      <dt>
        <Trans>Sold</Trans>
      </dt>
      <dd data-testid="box-sold">{known(sale?.sold)}</dd>
      <dt>
        <Trans>Remaining</Trans>
      </dt>
      <dd data-testid="box-remaining">{known(sale?.remaining)}</dd>
      <dt>
        <Trans>Per wallet</Trans>
      </dt>
      <dd>
        {sale?.whiteListOnly ? (
          <Trans>{String(sale.whiteListBuyableQuota)} (whitelist)</Trans>
        ) : (
          known(sale?.publicBuyableQuota)
        )}
      </dd>
    </dl>
  )
}

/**
 * One box sale: art, price and payment token, total quota, sold, remaining (and per card in quota mode), the odds by
 * rarity and whether the sale is open, paused, sold out or whitelist-only. Public without a wallet. Connected: the
 * player's whitelist membership, buying history and the "Buy" form (quantity within what the contract allows, the
 * ERC-20 approval or the native value).
 */
export function BoxSaleCard({ box }: { box: BoxName }) {
  const { t, i18n } = useLingui()
  const { client, account, chainId, wrongChain } = useFinaverseClient('bsc')
  const owner = account ?? NOBODY
  const info = useQuery(getBoxInfoQueryOptions(client, { box }))
  const contents = useQuery(getBoxContentsQueryOptions(client, { box }))
  const paymentToken = info.data?.paymentToken ?? zeroAddress
  const erc20 = paymentToken !== zeroAddress
  const token = useQuery({ ...getTokenInfoQueryOptions(client, { token: paymentToken }), enabled: erc20 })
  const cardInfos = useQueries({
    queries: (contents.data?.cards ?? []).map((card) => ({
      ...cardInfoesQueryOptions(client, { cardId: card.cardId }),
      staleTime: Number.POSITIVE_INFINITY,
    })),
  })
  const member = useQuery({
    ...containsInWhiteListQueryOptions(client, { user: owner, contract: box }),
    enabled: account !== undefined,
  })
  const publicBought = useQuery({
    ...publicBuyingHistoryQueryOptions(client, { box, buyer: owner }),
    enabled: account !== undefined,
  })
  const whitelistBought = useQuery({
    ...whitelistBuyingHistoryQueryOptions(client, { box, buyer: owner }),
    enabled: account !== undefined,
  })
  const [quantity, setQuantity] = useState('1')
  const [touched, setTouched] = useState(false)
  const fieldId = useId()
  const name = useBoxName(info.data?.version, box)
  const flow = useWriteFlow({
    role: 'bsc',
    label: BUY,
    prepare: (c, from) => mintMulti(c, { account: from, box, amount: BigInt(quantity.trim()) }),
    onSuccess: () => {
      setQuantity('1')
      setTouched(false)
    },
  })
  if (!info.data)
    return info.isError || box === 'MysteryBox' ? (
      <article className="panel box-sale" aria-busy={!info.isError}>
        <p className="muted">{info.isError ? <Trans>This box could not be read.</Trans> : '…'}</p>
      </article>
    ) : (
      // While the sale is read: the card's frame at about its final size (art, name, the facts' labels), so the
      // cards below do not move when the figures arrive.
      <article className="panel box-sale" aria-busy="true">
        <div className="box-sale__head">
          <BoxArt version={box.replace('BlindBox', '')} />
          <div>
            <h3>{name}</h3>
            <p className="badge">…</p>
          </div>
        </div>
        <SaleFacts />
        <div className="box-sale__odds">
          <h4>
            <Trans>Odds by rarity</Trans>
          </h4>
          <p className="muted">…</p>
        </div>
      </article>
    )
  const sale = info.data
  const status = saleStatus(sale, contents.data)
  // No sale at all (the mystery box): no price or quota to show, only where these boxes come from.
  if (status === 'notForSale')
    return (
      <article className="panel box-sale" data-testid={`box-sale-${box}`} data-status={status}>
        <div className="box-sale__head">
          <BoxArt version={sale.version} />
          <div>
            <h3>{name}</h3>
            <p className="badge badge--notForSale" data-testid="sale-status">
              <Trans>Not sold here</Trans>
            </p>
          </div>
        </div>
        <p data-testid="box-origin">
          <Trans>
            Mystery boxes are not sold on this site: wallets in the airdrop claim them, and players trade them
            on the market. Each opens into an A hero (60%) or an S hero (40%).
          </Trans>
        </p>
        <p className="row">
          <Link className="button button--ghost button--small" to="/{-$locale}/claim">
            <Trans>Claim mystery boxes</Trans>
          </Link>
          <Link className="button button--ghost button--small" to="/{-$locale}/magic-eden-Mbox">
            <Trans>Mystery boxes on the market</Trans>
          </Link>
        </p>
      </article>
    )
  const decimals = erc20 ? (token.data?.decimals ?? 18) : 18
  const symbol = erc20 ? (token.data?.symbol ?? '…') : (CHAINS[chainId]?.nativeCurrency.symbol ?? '')
  const price = `${formatUnits(sale.price, decimals, i18n.locale)} ${symbol}`
  const rarityOf = (cardId: bigint) => {
    const index = contents.data?.cards.findIndex((c) => c.cardId === cardId) ?? -1
    const data = cardInfos[index]?.data
    return data ? rarityName(Number(data.rarity)) : undefined
  }
  const odds = contents.data ? oddsByRarity(contents.data, rarityOf, rarityName) : []
  const playerKnown =
    account !== undefined &&
    member.data !== undefined &&
    publicBought.data !== undefined &&
    whitelistBought.data !== undefined
  const limit = playerKnown
    ? buyLimit(sale, contents.data, {
        member: member.data === true,
        publicBought: publicBought.data ?? 0n,
        whitelistBought: whitelistBought.data ?? 0n,
      })
    : undefined
  const max = limit?.max ?? 0n
  const error = limit && limit.refusal === null ? validateQuantity(quantity, max) : null
  const amount = error === null && /^\s*\d+\s*$/.test(quantity) ? BigInt(quantity.trim()) : 0n
  const total = sale.price * amount
  const totalText = `${formatUnits(total, decimals, i18n.locale)} ${symbol}`
  const statusText =
    status === 'open'
      ? t`On sale`
      : status === 'paused'
        ? t`Paused`
        : status === 'soldOut'
          ? t`Sold out`
          : t`Whitelist only`
  const maxText = String(max)
  const buyButton = (
    <TxButton
      flow={flow}
      validate={() => {
        setTouched(true)
        return validateQuantity(quantity, max) === null
      }}
    >
      <Trans>Buy</Trans>
    </TxButton>
  )
  return (
    <article className="panel box-sale" data-testid={`box-sale-${box}`} data-status={status}>
      <div className="box-sale__head">
        <BoxArt version={sale.version} />
        <div>
          <h3>{name}</h3>
          <p className={`badge badge--${status}`} data-testid="sale-status">
            {statusText}
          </p>
        </div>
      </div>
      <SaleFacts sale={sale} price={price} />
      <div className="box-sale__odds">
        <h4>
          <Trans>Odds by rarity</Trans>
        </h4>
        {odds.length === 0 ? (
          <p className="muted">…</p>
        ) : (
          <ul className="odds" aria-label={t`Odds by rarity of ${name}`}>
            {odds.map(({ rarity, bps }) => (
              <li key={rarity} style={{ borderColor: RARITY_COLORS[rarity] }}>
                <strong style={{ color: RARITY_COLORS[rarity] }}>{rarity}</strong>{' '}
                {formatNumber(bps / 10_000, i18n.locale, { style: 'percent', maximumFractionDigits: 1 })}
              </li>
            ))}
          </ul>
        )}
        {contents.data && contents.data.odds.length === 0 && contents.data.cards.length > 0 ? (
          <details className="box-sale__cards">
            <summary>
              <Trans>Cards left per hero</Trans>
            </summary>
            <ul>
              {contents.data.cards.map((card, i) => (
                <li key={String(card.cardId)}>
                  {cardInfos[i]?.data?.name || `#${String(card.cardId)}`}: {String(card.quota)}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
      {account ? (
        <div className="box-sale__player">
          <p className="small" data-testid="whitelist-status">
            {member.data === undefined ? (
              '…'
            ) : member.data ? (
              <Trans>
                Whitelisted: up to {String(sale.whiteListBuyableQuota)} boxes at {price} while the sale is
                whitelist-only.
              </Trans>
            ) : (
              <Trans>This wallet is not on this box's whitelist.</Trans>
            )}
          </p>
          <p className="small" data-testid="buying-history">
            <Trans>
              You bought {String(publicBought.data ?? 0n)} in the public sale and{' '}
              {String(whitelistBought.data ?? 0n)} as a whitelist member.
            </Trans>
          </p>
          {wrongChain ? null : limit?.refusal ? (
            <Refusal refusal={limit.refusal} />
          ) : limit ? (
            <div className="box-sale__buy">
              <label htmlFor={fieldId}>
                <Trans>Quantity (1 to {maxText})</Trans>
              </label>
              <input
                id={fieldId}
                className="input"
                inputMode="numeric"
                value={quantity}
                aria-invalid={touched && error !== null}
                aria-describedby={`${fieldId}-error`}
                onChange={(event) => {
                  setQuantity(event.target.value)
                  setTouched(true)
                }}
              />
              <p id={`${fieldId}-error`} className="field__error" role="alert">
                {touched && error ? i18n._(ERROR_MESSAGES[error]) : null}
              </p>
              <p>
                <Trans>Total</Trans>: <strong data-testid="buy-total">{totalText}</strong>
              </p>
              {erc20 && amount > 0n ? (
                <ApproveStep
                  chain="bsc"
                  need={{ kind: 'erc20', spender: sale.address, amount: total, token: paymentToken, symbol }}
                >
                  {buyButton}
                </ApproveStep>
              ) : (
                buyButton
              )}
            </div>
          ) : (
            <p className="muted">…</p>
          )}
        </div>
      ) : status === 'open' || status === 'whitelistOnly' ? (
        <TxButton flow={flow}>
          <Trans>Buy</Trans>
        </TxButton>
      ) : null}
      <TxStatus
        flow={flow}
        chain="bsc"
        summary={
          <p>
            <Trans>
              Buy {String(amount)} × {name} for {totalText}.
            </Trans>
          </p>
        }
        success={<Trans>Boxes bought. Open them below.</Trans>}
      />
    </article>
  )
}
