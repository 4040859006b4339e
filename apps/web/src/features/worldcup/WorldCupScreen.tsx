import { FeaturePlaceholder } from '../../components/FeaturePlaceholder'

/** The /worldcup screen (placeholder until its issue lands). */
export function WorldCupScreen() {
  return <FeaturePlaceholder />
}
