import { FeaturePlaceholder } from '../../components/FeaturePlaceholder'

/** The /claim screen (placeholder until its issue lands). */
export function ClaimScreen() {
  return <FeaturePlaceholder />
}
