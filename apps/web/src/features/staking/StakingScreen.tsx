import { FeaturePlaceholder } from '../../components/FeaturePlaceholder'

/** The /staking screen (placeholder until its issue lands). */
export function StakingScreen() {
  return <FeaturePlaceholder />
}
