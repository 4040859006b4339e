import { rewardAtTier } from '@finaverse/domain'
import { Trans, useLingui } from '@lingui/react/macro'
import { DateText } from '../../../components/DateText'
import { formatUnits } from '../../../ui/format'
import { ChainGuard } from '../../tx/ChainGuard'
import { useFarmPool } from '../hooks/useFarmPool'
import { type StakingPool, stakedSymbol, tierPayout } from '../pools'
import { FarmActions } from './FarmActions'
import { PoolStats } from './PoolStats'
import { TierPlanner } from './TierPlanner'

const iso = (seconds: bigint) => new Date(Number(seconds) * 1000).toISOString()

function Position({ pool, farm }: { pool: StakingPool; farm: ReturnType<typeof useFarmPool> }) {
  const { i18n } = useLingui()
  const symbol = stakedSymbol(pool.pool)
  const position = farm.position.data
  const pending = farm.pending.data ?? 0n
  const tiers = farm.tiers ?? []
  const tierIndex = farm.tier.data ?? -1
  const fmt = (units: bigint | undefined) => (units === undefined ? '—' : formatUnits(units, 18, i18n.locale))
  const tierNumber = tierIndex + 1
  const payout = tierPayout(pending, tiers, tierIndex)
  const share = payout.share
  return (
    <>
      <dl className="facts" data-testid="farm-position">
        <dt>
          <Trans>Wallet balance</Trans>
        </dt>
        <dd data-testid="wallet-token-balance">
          {fmt(farm.balance.data)} {symbol}
        </dd>
        <dt>
          <Trans>Deposited</Trans>
        </dt>
        <dd data-testid="deposited">
          {fmt(position?.amount)} {symbol}
        </dd>
        <dt>
          <Trans>Current tier</Trans>
        </dt>
        <dd data-testid="current-tier">{tierIndex < 0 ? '—' : tierNumber}</dd>
        <dt>
          <Trans>Pending reward (all of it at the highest tier)</Trans>
        </dt>
        <dd data-testid="pending-reward">{fmt(pending)} FINA</dd>
        <dt>
          <Trans>Paid if settled now</Trans>
        </dt>
        <dd data-testid="payout-now">
          {fmt(payout.paid)} FINA{' '}
          {payout.top ? null : (
            <span className="muted">
              <Trans>({share}%, your current tier)</Trans>
            </span>
          )}
        </dd>
        <dt>
          <Trans>Forfeited if settled now</Trans>
        </dt>
        <dd data-testid="forfeit-now">{fmt(payout.forfeited)} FINA</dd>
        <dt>
          <Trans>Pending reward per tier</Trans>
        </dt>
        <dd>
          <ul className="tier-list">
            {tiers.map((tier, index) => {
              const number = index + 1
              const amount = fmt(rewardAtTier(pending, tiers, index))
              return (
                <li key={tier.minSeconds}>
                  <Trans>
                    Tier {number}: {amount} FINA
                  </Trans>
                </li>
              )
            })}
          </ul>
        </dd>
        <dt>
          <Trans>First deposit</Trans>
        </dt>
        <dd>
          {position && position.firstDepositedTime > 0n ? (
            <DateText iso={iso(position.firstDepositedTime)} />
          ) : (
            '—'
          )}
        </dd>
        <dt>
          <Trans>Average deposit time</Trans>
        </dt>
        <dd>
          {position && position.averageDepositedTime > 0n ? (
            <DateText iso={iso(position.averageDepositedTime)} />
          ) : (
            '—'
          )}
        </dd>
      </dl>
      {position && position.amount > 0n && farm.tiers && farm.clock.data ? (
        <TierPlanner
          tiers={farm.tiers}
          averageDepositedTime={Number(position.averageDepositedTime)}
          pending={pending}
          chainNow={farm.clock.data.timestamp}
          clockOffset={farm.clock.data.offset}
        />
      ) : null}
    </>
  )
}

/** The farm: the selected pool's public facts, then (with a wallet on its chain) the position and the actions. */
export function FarmTab({ pool }: { pool: StakingPool }) {
  const farm = useFarmPool(pool)
  return (
    <div className="farm" data-testid={`farm-${pool.pool}`}>
      <PoolStats pool={pool} farm={farm} />
      <ChainGuard chain={pool.role}>
        <Position pool={pool} farm={farm} />
        <FarmActions pool={pool} farm={farm} />
      </ChainGuard>
    </div>
  )
}
