import { FeaturePlaceholder } from '../../components/FeaturePlaceholder'

/** The /worldcup-cheer screen (placeholder until its issue lands). */
export function WorldCupCheerScreen() {
  return <FeaturePlaceholder />
}
