// The endpoints of the World Cup, bridge and merge read models and the mystery-box claim proofs (the table of
// ../endpoints.ts).

import {
  bridgeHistoryQuerySchema,
  bridgeHistoryResponseSchema,
  claimProofQuerySchema,
  claimProofResponseSchema,
  mergeHistoryQuerySchema,
  mergeHistoryResponseSchema,
  worldCupLeaderboardQuerySchema,
  worldCupLeaderboardResponseSchema,
  worldCupProfileQuerySchema,
  worldCupProfileResponseSchema,
} from '../schemas/events.js'
import { define } from './define.js'

export const eventsEndpoints = define({
  mysteryBoxClaimProof: {
    method: 'GET',
    path: '/claim/proof',
    input: claimProofQuerySchema,
    data: claimProofResponseSchema,
    summary: 'The Merkle proof of the mystery boxes an address may claim (MysteryBoxClaim.claim)',
  },
  worldCupLeaderboard: {
    method: 'GET',
    path: '/worldcup/leaderboard',
    input: worldCupLeaderboardQuerySchema,
    data: worldCupLeaderboardResponseSchema,
    summary: 'World Cup leaderboard',
  },
  worldCupProfile: {
    method: 'GET',
    path: '/worldcup/profile',
    input: worldCupProfileQuerySchema,
    data: worldCupProfileResponseSchema,
    summary: 'World Cup profile of an address',
  },
  bridgeHistory: {
    method: 'GET',
    path: '/bridge/history',
    input: bridgeHistoryQuerySchema,
    data: bridgeHistoryResponseSchema,
    summary: 'Bridge requests of an address',
  },
  mergeHistory: {
    method: 'GET',
    path: '/merge/history',
    input: mergeHistoryQuerySchema,
    data: mergeHistoryResponseSchema,
    summary: 'Merges of an address, newest first (pending, succeeded, failed, cancelled)',
  },
})
