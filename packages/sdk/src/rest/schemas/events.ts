// The REST contract of the World Cup, bridge and merge read models and the mystery-box claim proofs.
import { z } from 'zod'
import { addressSchema, bytes32Schema, isoTime, page, pageSize, uintString } from './common.js'

// ---------- World Cup and bridge read models ----------

export const worldCupEntrySchema = z.object({
  rank: z.number().int(),
  address: z.string(),
  winningPoints: z.number().int(),
  unclaimedCredits: z.number().int(),
  generalCredits: z.number().int(),
  stakeActivities: z.number().int(),
  raffleTickets: z.number().int(),
})
export const worldCupLeaderboardQuerySchema = z.object({ page, pageSize })
export const worldCupLeaderboardResponseSchema = z.object({
  items: z.array(worldCupEntrySchema),
  total: z.number().int(),
})
export const worldCupProfileQuerySchema = z.object({ address: addressSchema })
export const worldCupProfileResponseSchema = z.object({ profile: worldCupEntrySchema.nullable() })

export const bridgeStatusSchema = z.enum(['pending', 'processing', 'completed'])
export const bridgeRecordSchema = z.object({
  time: isoTime,
  nftIds: z.array(z.string()),
  bscTransaction: z.string(),
  polygonTransaction: z.string().nullable(),
  status: bridgeStatusSchema,
  /** Fee paid on BSC in wei. */
  fee: uintString,
  /** 0 to 100. */
  progress: z.number().int(),
})
export const bridgeHistoryQuerySchema = z.object({ address: addressSchema, page, pageSize })
export const bridgeHistoryResponseSchema = z.object({
  items: z.array(bridgeRecordSchema),
  total: z.number().int(),
})

/** A merge of two hero cards as the keeper indexed it (spec: the merge screen's merge-history tab). */
export const mergeRecordSchema = z.object({
  chainId: z.number().int(),
  mergeId: uintString,
  /** The main card and the supplement card. */
  tokenIdA: z.string(),
  tokenIdB: z.string(),
  /** Price paid in wei. */
  price: uintString,
  /** Designate merge (a chosen hero) or random merge. */
  designate: z.boolean(),
  status: z.enum(['pending', 'succeeded', 'failed', 'cancelled']),
  /** On success: the upgraded card and the card burned. */
  upgradedTokenId: z.string().nullable(),
  burnedTokenId: z.string().nullable(),
  time: isoTime,
  transaction: z.string(),
  resolvedTime: isoTime.nullable(),
  resolveTransaction: z.string().nullable(),
})
export const mergeHistoryQuerySchema = z.object({ address: addressSchema, page, pageSize })
export const mergeHistoryResponseSchema = z.object({
  items: z.array(mergeRecordSchema),
  total: z.number().int(),
})

/** The query of a mystery-box claim proof: the claiming address. */
export const claimProofQuerySchema = z.object({ address: addressSchema })

/**
 * What `MysteryBoxClaim.claim(amount, proof)` needs for one address: the airdrop's Merkle root, the number of boxes
 * owed (a decimal string) and the proof (leaves are `(address, uint256)`, OpenZeppelin StandardMerkleTree).
 */
export const claimProofResponseSchema = z.object({
  address: z.string(),
  amount: z.string().regex(/^\d+$/),
  proof: z.array(bytes32Schema),
  root: bytes32Schema,
})
