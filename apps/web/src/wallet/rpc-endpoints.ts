// The RPC endpoints of a chain, in the order the site tries them: what the browser reaches (src/wallet/rpc.ts) and
// what the build's content security policy lets it reach (vite.config.ts, `securityPolicy`). No browser global:
// the build imports it too.
import { CHAINS } from '@finaverse/domain'
import { finaverseChains } from '@finaverse/sdk'

/** viem's own endpoints of the chains the SDK knows (the live chains), by chain id. */
const VIEM_ENDPOINTS: Record<number, readonly string[]> = Object.fromEntries(
  Object.values(finaverseChains).flatMap((pair) =>
    Object.values(pair).map((chain) => [chain.id, chain.rpcUrls.default.http]),
  ),
)

/**
 * The endpoints of a chain, in the order they are tried: the configured list (`VITE_RPC_URLS_<chainId>`), else (live
 * chains) the domain's public endpoints then viem's, or (devnets) the site's own proxy, `/rpc/<chainId>`. Paths stay
 * paths (on the site's origin).
 */
export function chainEndpoints(chainId: number, configured: Record<number, string[]> | undefined): string[] {
  const listed = configured?.[chainId]
  const urls = listed?.length
    ? listed
    : CHAINS[chainId]?.local
      ? [`/rpc/${chainId}`]
      : [...(CHAINS[chainId]?.rpcUrls ?? []), ...(VIEM_ENDPOINTS[chainId] ?? [])]
  return [...new Set(urls)]
}
