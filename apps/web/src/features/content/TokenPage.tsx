import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { DateText } from '../../components/DateText'
import { PageHeader } from '../../components/PageHeader'
import { QueryState } from '../../components/QueryState'
import { ApproveFinaPanel } from '../tx/ApproveFinaPanel'
import { priceQuery } from './queries'

export default function TokenPage() {
  const price = useQuery(priceQuery())
  return (
    <section className="page">
      <PageHeader />
      <QueryState query={price}>
        {(data) => (
          <div className="stat-grid" aria-live="polite">
            <div className="stat">
              <span className="stat__label">FINA</span>
              <strong className="stat__value" data-testid="fina-price">
                ${data.FINA.toFixed(4)}
              </strong>
            </div>
            <div className="stat">
              <span className="stat__label">BNB</span>
              <strong className="stat__value">${data.BNB.toFixed(2)}</strong>
            </div>
            <div className="stat">
              <span className="stat__label">MATIC</span>
              <strong className="stat__value">${data.MATIC.toFixed(4)}</strong>
            </div>
            <p className="muted small">
              <Trans>
                Updated <DateText iso={data.updatedAt} />
              </Trans>
            </p>
          </div>
        )}
      </QueryState>
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
