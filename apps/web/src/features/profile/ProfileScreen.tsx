import { FeaturePlaceholder } from '../../components/FeaturePlaceholder'

/** The /profile screen (placeholder until its issue lands). */
export function ProfileScreen() {
  return <FeaturePlaceholder />
}
