import { shortAddress as shortHash } from '../../lib/format'
import { explorerTxUrl } from './explorer'

/** A transaction hash, linked to the chain's explorer when it has one. */
export function TxHash({ chainId, hash }: { chainId: number; hash: string }) {
  const url = explorerTxUrl(chainId, hash)
  return url ? (
    <a className="mono" href={url} target="_blank" rel="noreferrer" title={hash}>
      {shortHash(hash)}
    </a>
  ) : (
    <span className="mono" title={hash} data-testid="tx-hash">
      {shortHash(hash)}
    </span>
  )
}
