import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { PageHeader } from '../../components/PageHeader'
import { Tabs, useSearchTab } from '../../components/Tabs'
import { useNetworkMode } from '../../wallet/network-mode'
import { FarmTab } from './components/FarmTab'
import { PoolPicker } from './components/PoolPicker'
import { selectedPool, stakingPools } from './pools'
import { STAKING_TABS } from './search'

// The hero-staking tab (not the first shown) is a lazy chunk, fetched when the player opens it.
const HeroStakingTab = lazy(() =>
  import('./components/HeroStakingTab').then((m) => ({ default: m.HeroStakingTab })),
)

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
  const [tab, selectTab] = useSearchTab(STAKING_TABS)
  const go = (next: { pool?: typeof search.pool }) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true, resetScroll: false })
  return (
    <section className="page staking">
      <PageHeader />
      <Tabs
        label={t`Staking`}
        tabs={[
          { id: 'farm', label: t`Farm` },
          { id: 'heroes', label: t`Hero staking` },
        ]}
        selected={tab}
        onSelect={selectTab}
      >
        {tab === 'heroes' ? (
          <Suspense fallback={null}>
            <HeroStakingTab />
          </Suspense>
        ) : pool ? (
          <>
            <PoolPicker pools={pools} selected={pool} onSelect={(p) => go({ pool: p.pool })} />
            <FarmTab key={pool.pool} pool={pool} />
          </>
        ) : (
          <p className="muted">
            <Trans>No farm pools on this network.</Trans>
          </p>
        )}
      </Tabs>
    </section>
  )
}
