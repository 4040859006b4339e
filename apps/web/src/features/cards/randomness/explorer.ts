import { CHAINS } from '@finaverse/domain'

/** The explorer page of a block, or null on a chain without an explorer (the devnets). */
export function explorerBlockUrl(chainId: number, block: bigint): string | null {
  const base = CHAINS[chainId]?.blockExplorerUrls[0]
  return base ? `${base.replace(/\/+$/, '')}/block/${String(block)}` : null
}
