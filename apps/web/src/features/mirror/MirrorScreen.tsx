import { FeaturePlaceholder } from '../../components/FeaturePlaceholder'

/** The /mirror screen (placeholder until its issue lands). */
export function MirrorScreen() {
  return <FeaturePlaceholder />
}
