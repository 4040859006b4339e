import { ccipExplorerUrl as domainCcipExplorerUrl } from '@finaverse/domain'
import type { Hex } from 'viem'

/**
 * The Chainlink CCIP explorer page of a message sent on `chainId` (BSC 56 or 97, or Polygon 137 or 80002), where a
 * player follows it across the networks; `undefined` on the devnets (no explorer sees them).
 *
 * @example
 * ccipExplorerUrl(56, messageId) // 'https://ccip.chain.link/msg/0x…'
 */
export function ccipExplorerUrl(chainId: number, messageId: Hex): string | undefined {
  return domainCcipExplorerUrl(chainId, messageId)
}
