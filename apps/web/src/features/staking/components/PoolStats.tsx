import { poolRewardPerBlock } from '@finaverse/domain'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { formatPercent, formatUnits, formatUsd } from '../../../ui/format'
import { priceQueryOptions } from '../../tx/price'
import type { FarmPoolState } from '../hooks/useFarmPool'
import type { StakingPool } from '../pools'
import { apyQueryOptions, lpsQueryOptions, tvlsQueryOptions } from '../queries'

const DAY = 86_400

/** The public facts of a pool: APY per tier, TVL, the staked token's price, its reward per block, the tiers. */
export function PoolStats({ pool, farm }: { pool: StakingPool; farm: FarmPoolState }) {
  const { i18n } = useLingui()
  const apy = useQuery(apyQueryOptions())
  const tvls = useQuery(tvlsQueryOptions())
  const lps = useQuery(lpsQueryOptions())
  const price = useQuery(priceQueryOptions())
  const usd = (value: number | undefined, digits = 2) =>
    value === undefined ? '—' : formatUsd(value, i18n.locale, digits)
  const tokenPrice =
    pool.pool === 'FINA' ? price.data?.FINA : lps.data?.pools.find((p) => p.pool === pool.pool)?.lpPrice
  const apys = apy.data?.pools[pool.pool]
  const topApy = apys?.at(-1)?.apy
  const emission = farm.emission.data
  const allocPoint = farm.info.data?.allocPoint
  const perBlock =
    emission && allocPoint !== undefined
      ? poolRewardPerBlock(emission.rewardPerBlock, allocPoint, emission.totalAllocPoint)
      : undefined
  return (
    <div className="stat-grid" data-testid="pool-stats">
      <div className="stat">
        <span className="stat__label">
          <Trans>APY (top tier)</Trans>
        </span>
        <strong className="stat__value" data-testid="pool-apy">
          {topApy === undefined ? '—' : formatPercent(Number(topApy), i18n.locale)}
        </strong>
      </div>
      <div className="stat">
        <span className="stat__label">
          <Trans>TVL</Trans>
        </span>
        <strong className="stat__value" data-testid="pool-tvl">
          {usd(tvls.data?.pools[pool.pool], 0)}
        </strong>
      </div>
      <div className="stat">
        <span className="stat__label">
          {pool.pool === 'FINA' ? <Trans>FINA price</Trans> : <Trans>LP token price</Trans>}
        </span>
        <strong className="stat__value">{usd(tokenPrice, 4)}</strong>
      </div>
      <div className="stat">
        <span className="stat__label">
          <Trans>Reward per block</Trans>
        </span>
        <strong className="stat__value" data-testid="pool-reward-per-block">
          {perBlock === undefined ? '—' : `${formatUnits(perBlock, 18, i18n.locale)} FINA`}
        </strong>
      </div>
      <div className="stat stat--wide">
        <span className="stat__label">
          <Trans>Tiers (days held: share of the reward, APY)</Trans>
        </span>
        <ul className="tier-list" data-testid="pool-tiers">
          {(farm.tiers ?? []).map((tier, index) => {
            const days = Math.floor(tier.minSeconds / DAY)
            const share = tier.rewardBps / 100
            const tierApy = apys?.find((a) => a.tier === index)?.apy
            return (
              <li key={tier.minSeconds}>
                <Trans>
                  {days} d: {share}%
                </Trans>
                {tierApy === undefined ? null : ` · ${formatPercent(Number(tierApy), i18n.locale)}`}
              </li>
            )
          })}
        </ul>
      </div>
    </div>
  )
}
