import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import { FinaverseError } from '../../errors.js'
import { FALLBACK_CODE } from '../../internal/codes.js'
import { tokenURI } from '../nft/tokenURI.js'

export type GetCardMetadataParameters = {
  tokenId: bigint
  /** The card contract; default: the chain's HeroCard. */
  heroCard?: Address
}
/** The card's ERC-721 metadata as HeroCard renders it on chain (it follows merges: the rarity is the current one). */
export type GetCardMetadataReturnType = {
  readonly name: string
  readonly description?: string
  /** The card type's `cardURI` (the web maps it to its own assets). */
  readonly image: string
  readonly attributes: readonly { readonly trait_type: string; readonly value: string | number }[]
  readonly [key: string]: unknown
}
/** E.g. `URIQueryForNonexistentToken()`; `UNKNOWN_ERROR` when the URI is not a JSON data URI. */
export type GetCardMetadataErrorType = FinaverseError

const PREFIX = 'data:application/json;base64,'

function decodeBase64(text: string): string {
  const binary = atob(text)
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
}

/**
 * Reads `tokenURI(tokenId)` and decodes its on-chain `data:application/json;base64` document: name, image,
 * attributes (rarity, faction, weapon, background, hero id). No server involved.
 *
 * @example
 * const { name, image, attributes } = await getCardMetadata(clients.bsc, { tokenId: 1n })
 */
export async function getCardMetadata(
  client: AnyClient,
  parameters: GetCardMetadataParameters,
): Promise<GetCardMetadataReturnType> {
  const uri = await tokenURI(client, {
    tokenId: parameters.tokenId,
    ...(parameters.heroCard ? { collection: parameters.heroCard } : {}),
  })
  try {
    const json = uri.startsWith(PREFIX)
      ? decodeBase64(uri.slice(PREFIX.length))
      : decodeURIComponent(uri.replace(/^data:application\/json[^,]*,/, ''))
    return JSON.parse(json) as GetCardMetadataReturnType
  } catch (cause) {
    throw new FinaverseError('Something went wrong. Please try again later.', {
      code: FALLBACK_CODE,
      cause,
      details: `tokenURI(${parameters.tokenId}) is not a JSON data URI`,
    })
  }
}
