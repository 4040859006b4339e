import { CHAINS } from '@finaverse/domain'

/** The explorer page of a transaction, or null on a chain without an explorer (the devnets). */
export function explorerTxUrl(chainId: number, hash: string): string | null {
  const base = CHAINS[chainId]?.blockExplorerUrls[0]
  return base ? `${base.replace(/\/+$/, '')}/tx/${hash}` : null
}
