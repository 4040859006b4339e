import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { apyQueryOptions, tvlsQueryOptions } from '../../features/staking/queries'
import { StakingScreen } from '../../features/staking/StakingScreen'
import { stakingSearchSchema } from '../../features/staking/search'
import { loadPage } from '../../lib/route-data'

export const Route = createFileRoute('/{-$locale}/staking')({
  validateSearch: stakingSearchSchema,
  // The pools' public figures from the API; the chain reads start in the screen (they need the network mode).
  loader: ({ context }) =>
    loadPage(
      context,
      () => context.queryClient.ensureQueryData(apyQueryOptions()),
      () => context.queryClient.ensureQueryData(tvlsQueryOptions()),
    ),
  staticData: {
    page: {
      title: msg`Staking`,
      description: msg`Stake FINA or liquidity-pool tokens and earn rewards.`,
    },
  },
  component: StakingScreen,
})
