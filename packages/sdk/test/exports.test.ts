// Snapshots the public API of every entry point, so a change to it shows up in review.
import { describe, expect, it } from 'vitest'
import * as actions from '../src/actions.js'
import * as root from '../src/index.js'
import * as query from '../src/query.js'
import * as rest from '../src/rest.js'

describe('entry points', () => {
  it('@finaverse/sdk', () => {
    expect(Object.keys(root).sort()).toMatchInlineSnapshot(`
      [
        "FinaverseError",
        "bscLocal",
        "createFinaverseClients",
        "decodeContractError",
        "decodeFinaverseError",
        "finaverseChains",
        "getContractAddresses",
        "polygonLocal",
        "reported",
        "toFinaverseError",
      ]
    `)
  })
  it('@finaverse/sdk/actions', () => {
    expect(Object.keys(actions).sort()).toMatchInlineSnapshot(`
      [
        "EMAIL_HASH_TAG",
        "FinaverseError",
        "TRANSACTION_TIMEOUT_MS",
        "allowance",
        "approve",
        "balanceOf",
        "bindAccount",
        "burnLiquidity",
        "calcEmailHash",
        "checkAccount",
        "claim",
        "claimAll",
        "currentUserTier",
        "delegate",
        "delegateAccount",
        "deposit",
        "depositLP",
        "depositNFTs",
        "getAmountOut",
        "getReserves",
        "getTiers",
        "getTokenInfo",
        "getVaultDeposits",
        "getVotes",
        "mintLiquidity",
        "multiSend",
        "pendingLPReward",
        "pendingLPRewardByTier",
        "permit",
        "poolInfo",
        "poolLength",
        "removeAccount",
        "requestAccount",
        "rewardOwed",
        "sendPreparedWrite",
        "signPermit",
        "swap",
        "transfer",
        "undelegateAccount",
        "userLPInfo",
        "waitForContractEvent",
        "waitForTransaction",
        "withdrawEmergency",
        "withdrawLP",
      ]
    `)
  })
  it('@finaverse/sdk/query', () => {
    expect(Object.keys(query).sort()).toMatchInlineSnapshot(`
      [
        "FinaverseError",
        "allowanceQueryOptions",
        "balanceOfQueryOptions",
        "checkAccountQueryOptions",
        "createQueryOptionsFactory",
        "currentUserTierQueryOptions",
        "finaverseQueryKey",
        "getAmountOutQueryOptions",
        "getReservesQueryOptions",
        "getTiersQueryOptions",
        "getTokenInfoQueryOptions",
        "getVotesQueryOptions",
        "pendingLPRewardByTierQueryOptions",
        "pendingLPRewardQueryOptions",
        "poolInfoQueryOptions",
        "poolLengthQueryOptions",
        "rewardOwedQueryOptions",
        "userLPInfoQueryOptions",
      ]
    `)
  })
  it('@finaverse/sdk/rest exports the FinaverseError root too', () => {
    expect(Object.keys(rest)).toContain('FinaverseError')
    expect(rest.FinaverseError).toBe(root.FinaverseError)
  })
})
