import { FeaturePlaceholder } from '../../components/FeaturePlaceholder'

/** The /worldcup-profile screen (placeholder until its issue lands). */
export function WorldCupProfileScreen() {
  return <FeaturePlaceholder />
}
