import { CHAINS } from '@finaverse/domain'
import { useLingui } from '@lingui/react/macro'
import type { StakingPool } from '../pools'

/** The pools, one selected at a time (its name goes to the URL); each says which chain it is on. */
export function PoolPicker({
  pools,
  selected,
  onSelect,
}: {
  pools: readonly StakingPool[]
  selected: StakingPool
  onSelect: (pool: StakingPool) => void
}) {
  const { t } = useLingui()
  return (
    <fieldset className="pool-picker">
      <legend className="sr-only">{t`Pools`}</legend>
      {pools.map((pool) => (
        <button
          key={pool.pool}
          type="button"
          className={`pool-chip${pool.pool === selected.pool ? ' is-active' : ''}`}
          aria-pressed={pool.pool === selected.pool}
          onClick={() => onSelect(pool)}
        >
          <strong>{pool.pool}</strong>
          <span className="muted small">{CHAINS[pool.chainId]?.chainName ?? pool.chainId}</span>
        </button>
      ))}
    </fieldset>
  )
}
