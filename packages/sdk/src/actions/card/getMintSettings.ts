import { heroCardAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { readGetters } from '../../internal/read.js'

export type GetMintSettingsParameters = {
  /** The card contract; default: the chain's HeroCard. */
  heroCard?: Address
}
/** The HeroCard getters of the mint screen, read in one multicall. */
export type GetMintSettingsReturnType = {
  /** `nftPrice()`: wei per card of the public sale. */
  nftPrice: bigint
  publicSaleActive: boolean
  /** `publicMintRarity()`: the rarity public mints draw (default 2, A). */
  publicMintRarity: bigint
  /** `MAX_MINT()`: cards per mint request (10). */
  maxMint: bigint
  maxFreeMintPerAddress: bigint
  maxSupply: bigint
  totalMinted: bigint
  mergeActive: boolean
}
/** The node's error (`NETWORK_ERROR`). */
export type GetMintSettingsErrorType = FinaverseError

const READS = [
  'nftPrice',
  'publicSaleActive',
  'publicMintRarity',
  'MAX_MINT',
  'maxFreeMintPerAddress',
  'maxSupply',
  'totalMinted',
  'mergeActive',
] as const

/**
 * Reads the mint and merge settings of HeroCard: `nftPrice`, `publicSaleActive`, `publicMintRarity`, `MAX_MINT`,
 * `maxFreeMintPerAddress`, `maxSupply`, `totalMinted`, `mergeActive` (batched into one multicall).
 *
 * @example
 * const { nftPrice, maxMint, publicSaleActive } = await getMintSettings(clients.bsc, {})
 */
export async function getMintSettings(
  client: AnyClient,
  parameters: GetMintSettingsParameters,
): Promise<GetMintSettingsReturnType> {
  const address = contractAddress(client, 'HeroCard', parameters.heroCard)
  const { MAX_MINT: maxMint, ...settings } = await readGetters(client, { abi: heroCardAbi, address }, READS)
  return { ...settings, maxMint }
}
