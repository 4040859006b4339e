import type { BoxName } from '@finaverse/sdk/actions'

/** The box sales of /mint, in the order the spec names them: V1 to V4, then the mystery box voucher. */
export const MINT_BOXES: readonly BoxName[] = [
  'BlindBoxV1',
  'BlindBoxV2',
  'BlindBoxV3',
  'BlindBoxV4',
  'MysteryBox',
]
