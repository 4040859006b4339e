import type { z } from 'zod'
import * as s from './schemas.js'

/** How an endpoint is called: its method, path, input schema (query for GET, form body otherwise) and data. */
export type EndpointDefinition = {
  readonly method: 'GET' | 'POST'
  readonly path: string
  readonly input: z.ZodType
  readonly data: z.ZodType
  /** `session`: needs the session cookie; `admin` and `ingest`: need a bearer token. */
  readonly auth?: 'session' | 'admin' | 'ingest'
  readonly summary: string
}

const define = <const T extends Record<string, EndpointDefinition>>(table: T): T => table

/**
 * The REST contract of the Finaverse API: one entry per endpoint, used by the server to register and validate its
 * routes and by {@link createRestClient} to type its calls. Content endpoints take the content kind in the path.
 */
export const endpoints = define({
  siweNonce: {
    method: 'GET',
    path: '/account/nonce',
    input: s.emptySchema,
    data: s.siweNonceResponseSchema,
    summary: 'A single-use nonce for the Sign-In with Ethereum message (10 minutes)',
  },
  powChallenge: {
    method: 'GET',
    path: '/account/powChallenge',
    input: s.powChallengeQuerySchema,
    data: s.powChallengeSchema,
    summary:
      "A proof-of-work challenge (ALTCHA) for sending a code, creating an account or a guarded sign-in (`email`: at the cost that account's sign-in needs now)",
  },
  createAccount: {
    method: 'POST',
    path: '/account/create',
    input: s.createAccountRequestSchema,
    data: s.accountSchema,
    summary: 'Creates a game account bound to the signing wallet and signs in',
  },
  login: {
    method: 'POST',
    path: '/account/login',
    input: s.loginRequestSchema,
    data: s.accountSchema,
    summary: 'Signs in with e-mail and password (session cookie)',
  },
  sendSignInLink: {
    method: 'POST',
    path: '/account/sendSignInLink',
    input: s.sendSignInLinkRequestSchema,
    data: s.sendSignInLinkResponseSchema,
    summary:
      'E-mails a single-use sign-in link (15 minutes), whatever the failed sign-ins; guarded by a proof of work',
  },
  linkSignIn: {
    method: 'POST',
    path: '/account/linkSignIn',
    input: s.linkSignInRequestSchema,
    data: s.accountSchema,
    summary: 'Signs in with the token of a mailed sign-in link (once)',
  },
  sessions: {
    method: 'GET',
    path: '/account/sessions',
    input: s.emptySchema,
    data: s.sessionsResponseSchema,
    auth: 'session',
    summary: "The signed-in account's sessions (created, last seen, client, this device)",
  },
  endSession: {
    method: 'POST',
    path: '/account/endSession',
    input: s.endSessionRequestSchema,
    data: s.nullSchema,
    auth: 'session',
    summary: 'Ends one session of the signed-in account (NOT_FOUND for any other id)',
  },
  endOtherSessions: {
    method: 'POST',
    path: '/account/endOtherSessions',
    input: s.emptySchema,
    data: s.endOtherSessionsResponseSchema,
    auth: 'session',
    summary: 'Ends every session of the signed-in account but this one',
  },
  logout: {
    method: 'POST',
    path: '/account/logout',
    input: s.emptySchema,
    data: s.nullSchema,
    summary: 'Signs out',
  },
  session: {
    method: 'GET',
    path: '/account/session',
    input: s.emptySchema,
    data: s.accountSchema,
    auth: 'session',
    summary: 'The signed-in account',
  },
  getUserEmail: {
    method: 'GET',
    path: '/account/getUserEmail',
    input: s.getUserEmailQuerySchema,
    data: s.getUserEmailResponseSchema,
    auth: 'session',
    summary:
      "The e-mail bound to the signed-in account's wallet (any other address: WALLET_ACCOUNT_NOT_FOUND)",
  },
  changeEmail: {
    method: 'POST',
    path: '/account/changeEmail',
    input: s.changeEmailRequestSchema,
    data: s.accountSchema,
    auth: 'session',
    summary: 'Changes the e-mail (code sent to the new address, password re-verified)',
  },
  changePassword: {
    method: 'POST',
    path: '/account/changePassword',
    input: s.changePasswordRequestSchema,
    data: s.nullSchema,
    auth: 'session',
    summary: 'Changes the password (code sent to the current address, old password re-verified)',
  },
  sendMailCaptcha: {
    method: 'POST',
    path: '/account/sendMailCaptcha',
    input: s.sendMailCaptchaRequestSchema,
    data: s.sendMailCaptchaResponseSchema,
    summary: 'Sends a six-digit code by e-mail, guarded by a proof of work',
  },
  checkMailCaptcha: {
    method: 'POST',
    path: '/account/checkMailCaptcha',
    input: s.checkMailCaptchaRequestSchema,
    data: s.checkMailCaptchaResponseSchema,
    summary: 'Checks an e-mail code without using it',
  },
  verify: {
    method: 'POST',
    path: '/account/verify',
    input: s.verifyRequestSchema,
    data: s.verifyResponseSchema,
    auth: 'session',
    summary: "Verifies the signed-in account's e-mail with a code of purpose `verify`",
  },
  getGameInfo: {
    method: 'GET',
    path: '/account/getGameInfo',
    input: s.emptySchema,
    data: s.gameInfoSchema,
    auth: 'session',
    summary: 'Game account summary',
  },
  contractRecord: {
    method: 'GET',
    path: '/account/contractRecord',
    input: s.contractRecordQuerySchema,
    data: s.contractRecordResponseSchema,
    auth: 'session',
    summary: 'On-chain deposits and payouts of the account (range within the last 3 months)',
  },
  getTeam: {
    method: 'GET',
    path: '/account/team',
    input: s.emptySchema,
    data: s.teamResponseSchema,
    auth: 'session',
    summary: "The player's team",
  },
  setTeam: {
    method: 'POST',
    path: '/account/team',
    input: s.teamRequestSchema,
    data: s.teamResponseSchema,
    auth: 'session',
    summary: "Sets the player's team (at least 4 different heroes)",
  },
  arenaMyRank: {
    method: 'GET',
    path: '/account/arena/myrank',
    input: s.arenaMyRankQuerySchema,
    data: s.arenaMyRankResponseSchema,
    auth: 'session',
    summary: "The signed-in player's arena entry",
  },
  mysteryBoxClaimProof: {
    method: 'GET',
    path: '/claim/proof',
    input: s.claimProofQuerySchema,
    data: s.claimProofResponseSchema,
    summary: 'The Merkle proof of the mystery boxes an address may claim (MysteryBoxClaim.claim)',
  },
  downloadCount: {
    method: 'GET',
    path: '/downloadCount',
    input: s.emptySchema,
    data: s.downloadCountResponseSchema,
    summary: 'How many times the Android app was downloaded',
  },
  getList: {
    method: 'POST',
    path: '/content/:kind/getList',
    input: s.getListRequestSchema,
    data: s.getListResponseSchema,
    summary: 'A page of news, updates, fan art or heroes',
  },
  getById: {
    method: 'GET',
    path: '/content/:kind/getById',
    input: s.getByIdQuerySchema,
    data: s.contentItemSchema,
    summary: 'One content item',
  },
  blog: {
    method: 'GET',
    path: '/blog',
    input: s.emptySchema,
    data: s.blogResponseSchema,
    summary: 'The blog feed',
  },
  price: {
    method: 'GET',
    path: '/price',
    input: s.emptySchema,
    data: s.priceResponseSchema,
    summary: 'FINA, BNB and MATIC in USD from on-chain pool reserves',
  },
  lps: {
    method: 'GET',
    path: '/lps',
    input: s.emptySchema,
    data: s.lpsResponseSchema,
    summary: 'Pool reserves',
  },
  apy: {
    method: 'GET',
    path: '/apy',
    input: s.emptySchema,
    data: s.apyResponseSchema,
    summary: 'Farm APY per tier',
  },
  tvls: {
    method: 'GET',
    path: '/tvls',
    input: s.emptySchema,
    data: s.tvlsResponseSchema,
    summary: 'TVL per pool',
  },
  arenaRank: {
    method: 'GET',
    path: '/hero/arena/rank',
    input: s.arenaRankQuerySchema,
    data: s.arenaRankResponseSchema,
    summary: 'Arena leaderboard of a season (default: the latest)',
  },
  kingList: {
    method: 'GET',
    path: '/hero/kingList',
    input: s.emptySchema,
    data: s.kingListResponseSchema,
    summary: 'The first of every season',
  },
  boxRecord: {
    method: 'GET',
    path: '/hero/boxRecord',
    input: s.boxRecordQuerySchema,
    data: s.boxRecordResponseSchema,
    summary: 'Mystery boxes opened by an address',
  },
  arenaIngest: {
    method: 'POST',
    path: '/hero/arena/results',
    input: s.arenaResultRequestSchema,
    data: s.arenaResultResponseSchema,
    auth: 'ingest',
    summary: 'The game server submits an arena result (idempotent by matchId)',
  },
  worldCupLeaderboard: {
    method: 'GET',
    path: '/worldcup/leaderboard',
    input: s.worldCupLeaderboardQuerySchema,
    data: s.worldCupLeaderboardResponseSchema,
    summary: 'World Cup leaderboard',
  },
  worldCupProfile: {
    method: 'GET',
    path: '/worldcup/profile',
    input: s.worldCupProfileQuerySchema,
    data: s.worldCupProfileResponseSchema,
    summary: 'World Cup profile of an address',
  },
  bridgeHistory: {
    method: 'GET',
    path: '/bridge/history',
    input: s.bridgeHistoryQuerySchema,
    data: s.bridgeHistoryResponseSchema,
    summary: 'Bridge requests of an address',
  },
  gameBalances: {
    method: 'GET',
    path: '/account/balances',
    input: s.emptySchema,
    data: s.balancesResponseSchema,
    auth: 'session',
    summary: 'Deposited, Earned and Staked balances of the game account and the running cooldown',
  },
  withdrawFina: {
    method: 'POST',
    path: '/account/withdrawFina',
    input: s.withdrawalRequestSchema,
    data: s.gameTransactionSchema,
    auth: 'session',
    summary: 'Withdraws FINA from the game account (fee 1; instant: 30% penalty on earned, 70% cap)',
  },
  withdrawalCancel: {
    method: 'POST',
    path: '/account/withdrawalCancel',
    input: s.withdrawalCancelRequestSchema,
    data: s.gameTransactionSchema,
    auth: 'session',
    summary: 'Cancels a withdrawal until 1 hour before processing (fee not refunded, cooldown kept)',
  },
  transactionHistory: {
    method: 'GET',
    path: '/account/transactions',
    input: s.transactionHistoryQuerySchema,
    data: s.transactionHistoryResponseSchema,
    auth: 'session',
    summary: 'Withdrawals and deposits of the game account (default 30 days; range within 3 months)',
  },
  voucherHistory: {
    method: 'GET',
    path: '/account/voucherHistory',
    input: s.emptySchema,
    data: s.voucherHistoryResponseSchema,
    auth: 'session',
    summary: 'Cards redeemed for vouchers in the last month',
  },
  nftsInGame: {
    method: 'GET',
    path: '/account/nfts',
    input: s.emptySchema,
    data: s.nftsInGameResponseSchema,
    auth: 'session',
    summary: 'NFTs in the game account with their 24 h lock',
  },
  nftTransfers: {
    method: 'GET',
    path: '/account/nftTransfers',
    input: s.nftTransferHistoryQuerySchema,
    data: s.nftTransfersResponseSchema,
    auth: 'session',
    summary: 'NFT moves between wallet and game account',
  },
  nftWithdraw: {
    method: 'POST',
    path: '/account/nftWithdraw',
    input: s.nftTransferRequestSchema,
    data: s.nftTransfersResponseSchema,
    auth: 'session',
    summary: 'Requests NFTs back to the wallet (after their 24 h lock); the keeper releases them',
  },
  gameEarning: {
    method: 'POST',
    path: '/game/earnings',
    input: s.gameMovementRequestSchema,
    data: s.balancesResponseSchema,
    auth: 'ingest',
    summary: 'The game server credits earned FINA (idempotent by key)',
  },
  gameStake: {
    method: 'POST',
    path: '/game/stake',
    input: s.gameMovementRequestSchema,
    data: s.balancesResponseSchema,
    auth: 'ingest',
    summary: 'The game server locks earned FINA as Staked (idempotent by key)',
  },
  gameUnstake: {
    method: 'POST',
    path: '/game/unstake',
    input: s.gameMovementRequestSchema,
    data: s.balancesResponseSchema,
    auth: 'ingest',
    summary: 'The game server unlocks Staked FINA back to Earned (idempotent by key)',
  },
  mergeHistory: {
    method: 'GET',
    path: '/merge/history',
    input: s.mergeHistoryQuerySchema,
    data: s.mergeHistoryResponseSchema,
    summary: 'Merges of an address, newest first (pending, succeeded, failed, cancelled)',
  },
  pageView: {
    method: 'POST',
    path: '/analytics/pageview',
    input: s.pageViewRequestSchema,
    data: s.nullSchema,
    summary: 'Counts one page view of a route (no cookies, no personal data)',
  },
})

/** Names of the endpoints of {@link endpoints}. */
export type EndpointName = keyof typeof endpoints
/** What an endpoint takes (before defaults and coercion). */
export type EndpointInput<N extends EndpointName> = z.input<(typeof endpoints)[N]['input']>
/** What an endpoint answers in `data`. */
export type EndpointData<N extends EndpointName> = z.output<(typeof endpoints)[N]['data']>
