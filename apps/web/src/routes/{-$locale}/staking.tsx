import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { StakingScreen } from '../../features/staking/StakingScreen'
import { stakingSearchSchema } from '../../features/staking/search'

export const Route = createFileRoute('/{-$locale}/staking')({
  validateSearch: stakingSearchSchema,
  staticData: {
    page: {
      title: msg`Staking`,
      description: msg`Stake FINA or liquidity-pool tokens and earn rewards.`,
    },
  },
  component: StakingScreen,
})
