import { chainRoleOf } from '@finaverse/domain'
import { type Address, createPublicClient, type Hex, http, isAddress, verifyMessage } from 'viem'
import { generateSiweNonce, parseSiweMessage } from 'viem/siwe'
import { type Config, siteOrigins } from '../config.js'
import { ApiError } from '../errors.js'

/** How long an issued nonce and a signed message stay usable. */
export const SIWE_MAX_AGE_MS = 10 * 60_000

export { generateSiweNonce }

/** A parsed and checked Sign-In with Ethereum message. */
export type VerifiedSiwe = { address: `0x${string}`; nonce: string; chainId: number }

/**
 * Checks an EIP-4361 message and its signature, without using its nonce (the caller spends it in its transaction):
 * the domain must be one of SIWE_DOMAINS and the `uri` on one of the site's origins (a message signed for another
 * site's page is not for this one), the chain one of SIWE_CHAIN_IDS, the message neither expired nor older
 * than 10 minutes, the signature valid for the address: locally for an EOA, else through the chain's RPC
 * (EIP-1271 smart-contract wallets, EIP-6492).
 */
export async function verifySiwe(
  config: Config,
  message: string,
  signature: Hex,
  now: Date,
): Promise<VerifiedSiwe> {
  let parsed: ReturnType<typeof parseSiweMessage>
  try {
    parsed = parseSiweMessage(message)
  } catch {
    throw new ApiError('SIGN_VERIFICATION_FAILED', 400)
  }
  const { address, domain, nonce, chainId, expirationTime, issuedAt, notBefore, version, uri } = parsed
  if (!address || !isAddress(address, { strict: false }) || !nonce || !domain || version !== '1' || !chainId)
    throw new ApiError('SIGN_VERIFICATION_FAILED', 400)
  if (!config.siweDomains.includes(domain)) throw new ApiError('SIGN_VERIFICATION_FAILED', 400)
  if (!uri || !siteOrigins(config).has(originOf(uri))) throw new ApiError('SIGN_VERIFICATION_FAILED', 400)
  if (!config.siweChainIds.includes(chainId)) throw new ApiError('INVALID_NETWORK_ID', 400)
  const time = now.getTime()
  if (expirationTime && expirationTime.getTime() <= time) throw new ApiError('REQUEST_TIMEOUT', 400)
  if (notBefore && notBefore.getTime() > time) throw new ApiError('SIGN_VERIFICATION_FAILED', 400)
  if (issuedAt && (time - issuedAt.getTime() > SIWE_MAX_AGE_MS || issuedAt.getTime() - time > 60_000))
    throw new ApiError('REQUEST_TIMEOUT', 400)
  let valid = false
  try {
    valid = await verifyMessage({ address: address as Address, message, signature })
  } catch {
    valid = false
  }
  if (!valid) valid = await verifyWithChain(config, chainId, address as Address, message, signature)
  if (!valid) throw new ApiError('SIGN_VERIFICATION_FAILED', 400)
  return { address: address.toLowerCase() as `0x${string}`, nonce, chainId }
}

/** Smart-contract wallets: asks the chain (EIP-1271 / EIP-6492). No RPC or no answer: not valid. */
async function verifyWithChain(
  config: Config,
  chainId: number,
  address: Address,
  message: string,
  signature: Hex,
) {
  const rpc = config.rpc[chainRoleOf(chainId) ?? 'polygon']
  if (!rpc) return false
  try {
    const client = createPublicClient({ transport: http(rpc, { timeout: 5_000, retryCount: 0 }) })
    return await client.verifyMessage({ address, message, signature })
  } catch {
    return false
  }
}

/** The origin of a URI (`https://host:port`), or '' when it is not a URL. */
function originOf(uri: string): string {
  try {
    return new URL(uri).origin
  } catch {
    return ''
  }
}
