import {
  type AllMatchesParameters,
  type AllMatchesReturnType,
  allMatches,
} from '../actions/worldcup/allMatches.js'
import {
  type BettingRecordsParameters,
  type BettingRecordsReturnType,
  bettingRecords,
} from '../actions/worldcup/bettingRecords.js'
import {
  type ClaimableActiveParameters,
  type ClaimableActiveReturnType,
  claimableActive,
} from '../actions/worldcup/claimableActive.js'
import {
  type GetAllMatchResultsParameters,
  type GetAllMatchResultsReturnType,
  getAllMatchResults,
} from '../actions/worldcup/getAllMatchResults.js'
import {
  type GetCountryHeroesParameters,
  type GetCountryHeroesReturnType,
  getCountryHeroes,
} from '../actions/worldcup/getCountryHeroes.js'
import {
  type GetLeaderboardParameters,
  type GetLeaderboardReturnType,
  getLeaderboard,
} from '../actions/worldcup/getLeaderboard.js'
import {
  type GetUserBetsAllParameters,
  type GetUserBetsAllReturnType,
  getUserBetsAll,
} from '../actions/worldcup/getUserBetsAll.js'
import {
  type GetUserBetsByMatchIdParameters,
  type GetUserBetsByMatchIdReturnType,
  getUserBetsByMatchId,
} from '../actions/worldcup/getUserBetsByMatchId.js'
import {
  type GetUserBetTokenListParameters,
  type GetUserBetTokenListReturnType,
  getUserBetTokenList,
} from '../actions/worldcup/getUserBetTokenList.js'
import {
  type GetUserUnclaimedCreditsParameters,
  type GetUserUnclaimedCreditsReturnType,
  getUserUnclaimedCredits,
} from '../actions/worldcup/getUserUnclaimedCredits.js'
import {
  type GetWorldCupStateParameters,
  type GetWorldCupStateReturnType,
  getWorldCupState,
} from '../actions/worldcup/getWorldCupState.js'
import { createQueryOptionsFactory } from './queryOptions.js'

/** `queryOptions` of the {@link allMatches} read. */
export const allMatchesQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  AllMatchesParameters,
  AllMatchesReturnType
>('allMatches', allMatches)

/** `queryOptions` of the {@link bettingRecords} read. */
export const bettingRecordsQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  BettingRecordsParameters,
  BettingRecordsReturnType
>('bettingRecords', bettingRecords)

/** `queryOptions` of the {@link claimableActive} read. */
export const claimableActiveQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  ClaimableActiveParameters,
  ClaimableActiveReturnType
>('claimableActive', claimableActive)

/** `queryOptions` of the {@link getAllMatchResults} read. */
export const getAllMatchResultsQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetAllMatchResultsParameters,
  GetAllMatchResultsReturnType
>('getAllMatchResults', getAllMatchResults)

/** `queryOptions` of the {@link getCountryHeroes} read. */
export const getCountryHeroesQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetCountryHeroesParameters,
  GetCountryHeroesReturnType
>('getCountryHeroes', getCountryHeroes)

/** `queryOptions` of the {@link getLeaderboard} read. */
export const getLeaderboardQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetLeaderboardParameters,
  GetLeaderboardReturnType
>('getLeaderboard', getLeaderboard)

/** `queryOptions` of the {@link getUserBetTokenList} read. */
export const getUserBetTokenListQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetUserBetTokenListParameters,
  GetUserBetTokenListReturnType
>('getUserBetTokenList', getUserBetTokenList)

/** `queryOptions` of the {@link getUserBetsAll} read. */
export const getUserBetsAllQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetUserBetsAllParameters,
  GetUserBetsAllReturnType
>('getUserBetsAll', getUserBetsAll)

/** `queryOptions` of the {@link getUserBetsByMatchId} read. */
export const getUserBetsByMatchIdQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetUserBetsByMatchIdParameters,
  GetUserBetsByMatchIdReturnType
>('getUserBetsByMatchId', getUserBetsByMatchId)

/** `queryOptions` of the {@link getUserUnclaimedCredits} read. */
export const getUserUnclaimedCreditsQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetUserUnclaimedCreditsParameters,
  GetUserUnclaimedCreditsReturnType
>('getUserUnclaimedCredits', getUserUnclaimedCredits)

/** `queryOptions` of the {@link getWorldCupState} read. */
export const getWorldCupStateQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetWorldCupStateParameters,
  GetWorldCupStateReturnType
>('getWorldCupState', getWorldCupState)
