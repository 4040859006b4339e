// The RPC transports of the site (wagmi's reads and the SDK clients): each chain has a list of endpoints, tried in
// order with viem's `fallback` (an endpoint that is down or rate-limited hands the request to the next one). The
// lists come from the build (`VITE_RPC_URLS_<chainId>`, README), else the chain's public endpoints; the devnets are
// reached through the site's own origin (`/rpc/<chainId>`, proxied by Vite). When every endpoint of a chain fails,
// `rpcStatus` records it and the shell shows a notice with a retry (`RpcNotice`).
import { CHAINS } from '@finaverse/domain'
import {
  BaseError,
  fallback,
  HttpRequestError,
  http,
  LimitExceededRpcError,
  ResourceUnavailableRpcError,
  TimeoutError,
  type Transport,
} from 'viem'
import { config } from '../config'
import { rpcStatus } from '../lib/rpc-status'
import { chainEndpoints } from './rpc-endpoints'

/**
 * The endpoints of a chain, in the order they are tried (`chainEndpoints`), a path (`/rpc/31337`) taken on `origin`.
 */
export function rpcUrls(chainId: number, origin: string): string[] {
  return [
    ...new Set(
      chainEndpoints(chainId, config.rpcUrls).map((url) => (url.startsWith('/') ? `${origin}${url}` : url)),
    ),
  ]
}

/** True when the error says the endpoint could not answer (down, timed out, rate-limited), not that the call failed. */
export function isUnreachable(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false
  return Boolean(
    error.walk(
      (e) =>
        e instanceof HttpRequestError ||
        e instanceof TimeoutError ||
        e instanceof LimitExceededRpcError ||
        e instanceof ResourceUnavailableRpcError,
    ),
  )
}

/** Wraps a transport so that its outcome tells `rpcStatus` whether the chain answers. */
function tracked(chainId: number, transport: Transport): Transport {
  return (parameters) => {
    const inner = transport(parameters)
    const request = (async (
      args: Parameters<typeof inner.request>[0],
      options?: Parameters<typeof inner.request>[1],
    ) => {
      try {
        const result = await inner.request(args, options)
        rpcStatus.answered(chainId)
        return result
      } catch (error) {
        if (isUnreachable(error)) rpcStatus.failed(chainId)
        else rpcStatus.answered(chainId)
        throw error
      }
    }) as typeof inner.request
    return { ...inner, request }
  }
}

/**
 * At most this many calls go in one JSON-RPC batch to a devnet node. A screen's first reads can be a hundred calls,
 * and a Hardhat node answers a batch's calls one after another, every other client waiting: a batch of 350 calls
 * (when screens still read each card's `tokenURI`) held the node for over 10 s, past viem's timeout, and each retry
 * asked it all again. Smaller batches let the other requests in between, and a timeout repeats only its own share.
 */
export const DEVNET_BATCH_SIZE = 20

/**
 * How long a devnet read may take. The node runs on the same machine: a slow answer is a busy node, not a dead one
 * (a stopped node refuses the connection at once), and a retry after viem's default 10 s would only add the same
 * work to its queue again.
 */
export const DEVNET_TIMEOUT_MS = 60_000

/**
 * The transport of a chain as the browser reaches it: its endpoints (`rpcUrls`) behind viem's `fallback`. The
 * devnets have no Multicall3 to batch reads into, so their requests made together go as JSON-RPC batches of at most
 * `DEVNET_BATCH_SIZE` calls, with `DEVNET_TIMEOUT_MS`.
 */
export function rpcTransport(chainId: number, origin: string = window.location.origin): Transport {
  const local = Boolean(CHAINS[chainId]?.local)
  const options = local
    ? { batch: { batchSize: DEVNET_BATCH_SIZE }, timeout: DEVNET_TIMEOUT_MS }
    : { batch: false }
  const endpoints = rpcUrls(chainId, origin).map((url) => http(url, options))
  return tracked(chainId, endpoints.length === 1 ? (endpoints[0] as Transport) : fallback(endpoints))
}
