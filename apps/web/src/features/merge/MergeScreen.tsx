import { FeaturePlaceholder } from '../../components/FeaturePlaceholder'

/** The /merge screen (placeholder until its issue lands). */
export function MergeScreen() {
  return <FeaturePlaceholder />
}
