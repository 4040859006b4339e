import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { PageHeader } from '../../components/PageHeader'
import { useNetworkMode } from '../../wallet/network-mode'
import { FarmTab } from './components/FarmTab'
import { HeroStakingTab } from './components/HeroStakingTab'
import { PoolPicker } from './components/PoolPicker'
import { selectedPool, stakingPools } from './pools'
import type { StakingTab } from './search'

/**
 * /staking: the farm (token and LP pools, one selected at a time, default FINA-MATIC, in the URL) and hero-card
 * staking, as two tabs. Public data shows without a wallet; the player's data and actions need one on the pool's
 * chain.
 */
export function StakingScreen() {
  const { t } = useLingui()
  const search = useSearch({ from: '/{-$locale}/staking' })
  const navigate = useNavigate({ from: '/{-$locale}/staking' })
  const mode = useNetworkMode()
  const pools = stakingPools(mode)
  const pool = selectedPool(pools, search.pool)
  const tab: StakingTab = search.tab ?? 'farm'
  const go = (next: { pool?: typeof search.pool; tab?: StakingTab }) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true, resetScroll: false })
  return (
    <section className="page staking">
      <PageHeader />
      <div className="tabs" role="tablist" aria-label={t`Staking`}>
        <button
          type="button"
          role="tab"
          id="tab-farm"
          aria-controls="panel-farm"
          aria-selected={tab === 'farm'}
          tabIndex={tab === 'farm' ? 0 : -1}
          className="tab"
          onClick={() => go({ tab: 'farm' })}
        >
          <Trans>Farm</Trans>
        </button>
        <button
          type="button"
          role="tab"
          id="tab-heroes"
          aria-controls="panel-heroes"
          aria-selected={tab === 'heroes'}
          tabIndex={tab === 'heroes' ? 0 : -1}
          className="tab"
          onClick={() => go({ tab: 'heroes' })}
        >
          <Trans>Hero staking</Trans>
        </button>
      </div>
      {tab === 'farm' ? (
        <div role="tabpanel" id="panel-farm" aria-labelledby="tab-farm">
          {pool ? (
            <>
              <PoolPicker pools={pools} selected={pool} onSelect={(p) => go({ pool: p.pool })} />
              <FarmTab key={pool.pool} pool={pool} />
            </>
          ) : (
            <p className="muted">
              <Trans>No farm pools on this network.</Trans>
            </p>
          )}
        </div>
      ) : (
        <div role="tabpanel" id="panel-heroes" aria-labelledby="tab-heroes">
          <HeroStakingTab />
        </div>
      )}
    </section>
  )
}
