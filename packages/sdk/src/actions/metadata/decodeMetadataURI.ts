import { z } from 'zod'
import { FinaverseError } from '../../errors.js'
import { FALLBACK_CODE } from '../../internal/codes.js'

/** One trait of an ERC-721 token (OpenSea metadata schema). */
export const traitSchema = z.object({
  trait_type: z.string(),
  value: z.union([z.string(), z.number()]),
  display_type: z.string().optional(),
})

/** A token's `tokenURI` document: what the collections render on chain (hero cards, boxes, vouchers). */
export const tokenMetadataSchema = z.looseObject({
  name: z.string(),
  description: z.string().optional(),
  image: z.string(),
  attributes: z.array(traitSchema).readonly(),
})
export type TokenMetadata = z.infer<typeof tokenMetadataSchema>

/** A collection's `contractURI` document (ERC-7572, the fields marketplaces read). */
export const collectionMetadataSchema = z.looseObject({
  name: z.string(),
  description: z.string(),
  image: z.string(),
  external_link: z.string(),
  /** Royalty rate in basis points (the contract's ERC-2981 rate). */
  seller_fee_basis_points: z.number().int().min(0).max(10_000),
  fee_recipient: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
})
export type CollectionMetadata = z.infer<typeof collectionMetadataSchema>

/** The JSON text of a `data:application/json` URI, base64 or percent-encoded; undefined for any other URI. */
function jsonText(uri: string): string | undefined {
  const match = /^data:application\/json(;[^,]*)?,(.*)$/s.exec(uri)
  if (!match) return undefined
  const [, parameters = '', body = ''] = match
  if (!parameters.split(';').includes('base64')) return decodeURIComponent(body)
  return new TextDecoder().decode(Uint8Array.from(atob(body), (char) => char.charCodeAt(0)))
}

/**
 * Decodes a `data:application/json` URI (what `tokenURI` and `contractURI` of the Finaverse collections answer)
 * and checks it against `schema`. Anything else (another URI scheme, invalid JSON, a missing field) is an
 * `UNKNOWN_ERROR` FinaverseError whose `details` say what was wrong.
 *
 * @example
 * const metadata = decodeMetadataURI(await tokenURI(clients.bsc, { tokenId: 1n }), tokenMetadataSchema)
 */
export function decodeMetadataURI<schema extends z.ZodType>(uri: string, schema: schema): z.infer<schema> {
  let details: string
  try {
    const text = jsonText(uri)
    if (text === undefined) details = `not a JSON data URI: ${uri.slice(0, 40)}`
    else {
      const parsed = schema.safeParse(JSON.parse(text))
      if (parsed.success) return parsed.data
      details = `metadata does not match its schema: ${parsed.error.message}`
    }
  } catch (cause) {
    details = `metadata is not valid JSON: ${String(cause)}`
  }
  throw new FinaverseError('Something went wrong. Please try again later.', { code: FALLBACK_CODE, details })
}
