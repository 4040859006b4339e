import { FeaturePlaceholder } from '../../components/FeaturePlaceholder'

/** The /nft-bridge screen (placeholder until its issue lands). */
export function NftBridgeScreen() {
  return <FeaturePlaceholder />
}
