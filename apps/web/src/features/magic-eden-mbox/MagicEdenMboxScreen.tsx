import { FeaturePlaceholder } from '../../components/FeaturePlaceholder'

/** The /magic-eden-Mbox screen (placeholder until its issue lands). */
export function MagicEdenMboxScreen() {
  return <FeaturePlaceholder />
}
