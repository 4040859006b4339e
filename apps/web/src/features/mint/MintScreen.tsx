import { FeaturePlaceholder } from '../../components/FeaturePlaceholder'

/** The /mint screen (placeholder until its issue lands). */
export function MintScreen() {
  return <FeaturePlaceholder />
}
