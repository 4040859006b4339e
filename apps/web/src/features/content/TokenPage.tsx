import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { DateText } from '../../components/DateText'
import { PageHeader } from '../../components/PageHeader'
import { QueryState } from '../../components/QueryState'
import { ApproveFinaPanel } from '../tx/ApproveFinaPanel'
import { priceQuery } from './queries'

/** A price in dollars with its decimals, or "…" while it loads. */
const dollars = (value: number | undefined, decimals: number) =>
  value === undefined ? '…' : `$${value.toFixed(decimals)}`

export default function TokenPage() {
  const price = useQuery(priceQuery())
  const prices = price.data
  return (
    <section className="page">
      <PageHeader />
      {price.isError ? (
        <QueryState query={price}>{() => null}</QueryState>
      ) : (
        // The figures' cards are drawn while the prices load (with "…"), so nothing after them moves when they come.
        <div className="stat-grid" aria-live="polite" aria-busy={prices === undefined}>
          <div className="stat">
            <span className="stat__label">FINA</span>
            <strong className="stat__value" data-testid="fina-price">
              {dollars(prices?.FINA, 4)}
            </strong>
          </div>
          <div className="stat">
            <span className="stat__label">BNB</span>
            <strong className="stat__value">{dollars(prices?.BNB, 2)}</strong>
          </div>
          <div className="stat">
            <span className="stat__label">MATIC</span>
            <strong className="stat__value">{dollars(prices?.MATIC, 4)}</strong>
          </div>
          <p className="muted small">
            {prices ? (
              <Trans>
                Updated <DateText iso={prices.updatedAt} />
              </Trans>
            ) : (
              '\u00a0'
            )}
          </p>
        </div>
      )}
      <div className="panel">
        <h2>
          <Trans>What FINA is for</Trans>
        </h2>
        <ul className="list">
          <li>
            <Trans>Stake FINA or FINA liquidity-pool tokens to earn rewards.</Trans>{' '}
            <Link to="/{-$locale}/staking">
              <Trans>Staking</Trans>
            </Link>
          </li>
          <li>
            <Trans>Pay merge fees and buy mystery boxes.</Trans>{' '}
            <Link to="/{-$locale}/mint">
              <Trans>Mint</Trans>
            </Link>
          </li>
          <li>
            <Trans>Deposit to your game account and earn FINA in the arena.</Trans>{' '}
            <Link to="/{-$locale}/profile">
              <Trans>Profile</Trans>
            </Link>
          </li>
        </ul>
      </div>
      <ApproveFinaPanel />
    </section>
  )
}
