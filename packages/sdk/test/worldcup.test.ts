import { heroCardAbi } from '@finaverse/contracts'
import { parseEther, zeroAddress } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { allMatches } from '../src/actions/worldcup/allMatches.js'
import { betByMatchId } from '../src/actions/worldcup/betByMatchId.js'
import { betFinalMatch } from '../src/actions/worldcup/betFinalMatch.js'
import { bettingRecords } from '../src/actions/worldcup/bettingRecords.js'
import { buyCredits } from '../src/actions/worldcup/buyCredits.js'
import { claimableActive } from '../src/actions/worldcup/claimableActive.js'
import { claimBetCreditsByMatchId } from '../src/actions/worldcup/claimBetCreditsByMatchId.js'
import { claimFinalMatchBetCredits } from '../src/actions/worldcup/claimFinalMatchBetCredits.js'
import { claimMatchBetCreditsAll } from '../src/actions/worldcup/claimMatchBetCreditsAll.js'
import { claimMatchBetReward } from '../src/actions/worldcup/claimMatchBetReward.js'
import { getAllMatchResults } from '../src/actions/worldcup/getAllMatchResults.js'
import { getCountryHeroes } from '../src/actions/worldcup/getCountryHeroes.js'
import { getLeaderboard } from '../src/actions/worldcup/getLeaderboard.js'
import { getUserBetsAll } from '../src/actions/worldcup/getUserBetsAll.js'
import { getUserBetsByMatchId } from '../src/actions/worldcup/getUserBetsByMatchId.js'
import { getUserBetTokenList } from '../src/actions/worldcup/getUserBetTokenList.js'
import { getUserUnclaimedCredits } from '../src/actions/worldcup/getUserUnclaimedCredits.js'
import { getWorldCupState } from '../src/actions/worldcup/getWorldCupState.js'
import { approveToken, waitForTransaction } from '../src/exports/actions.js'
import {
  addressOf,
  alice,
  bob,
  carol,
  createTestClients,
  deployer,
  execute,
  fund,
  rejection,
  useSnapshot,
} from './fixtures.js'

useSnapshot()
const { clients, wallet } = createTestClients()
const bsc = clients.bsc
const worldCup = addressOf(bsc, 'WorldCup')
const heroCard = addressOf(bsc, 'HeroCard')

/** Mints carol a card of `cardId` (the devnet's card ids are rarity * 10 + faction) and returns its token id. */
async function mintToCarol(cardId: number, rarity: number): Promise<bigint> {
  const { result, request } = await bsc.simulateContract({
    account: deployer,
    address: heroCard,
    abi: heroCardAbi,
    functionName: 'mintCards',
    args: [carol.address, BigInt(cardId), BigInt(rarity), 1n],
  })
  await waitForTransaction(bsc, { hash: await wallet(deployer).writeContract(request) })
  return result
}

beforeAll(async () => {
  await fund(bsc, carol.address, parseEther('100'))
  await execute(
    bsc,
    carol,
    approveToken(bsc, { account: carol.address, spender: worldCup, amount: parseEther('100') }),
  )
  const hash = await wallet(carol).writeContract({
    address: heroCard,
    abi: heroCardAbi,
    functionName: 'setApprovalForAll',
    args: [worldCup, true],
  })
  await waitForTransaction(bsc, { hash })
})

describe('world cup reads (devnet seed)', () => {
  it('allMatches and getAllMatchResults: 64 matches, completed, ongoing and upcoming', async () => {
    const matches = await allMatches(bsc)
    expect(matches).toHaveLength(64)
    const statuses = matches.map((m) => m.status)
    expect(statuses.filter((s) => s === 2)).toHaveLength(32)
    expect(statuses.filter((s) => s === 1)).toHaveLength(4)
    expect(statuses.filter((s) => s === 0)).toHaveLength(28)
    expect(matches[0]).toMatchObject({ matchId: 0n, homeId: 1n, awayId: 2n, drawOption: true, result: 1n })
    expect((await getAllMatchResults(bsc)).slice(0, 4)).toEqual([1n, 2n, 3n, 1n])
  })

  it('the 4 numbers, records, unclaimed credits, staked heroes, ranking heroes, leaderboard', async () => {
    // Account #1 cheered home on match 0 with two S heroes (2 x 200 won, claimed by the seed).
    expect(await getUserBetsByMatchId(bsc, { user: alice.address, matchId: 0n })).toEqual([
      200n,
      0n,
      0n,
      400n,
    ])
    const all = await getUserBetsAll(bsc, { user: alice.address })
    expect(all).toHaveLength(64)
    expect(all[1]).toEqual([0n, 100n, 0n, 240n])
    const record = await bettingRecords(bsc, { user: alice.address })
    expect(record).toMatchObject({ activated: true, winCredits: 640 })
    expect(await getUserUnclaimedCredits(bsc, { user: bob.address })).toBe(680n)
    expect(await getUserBetTokenList(bsc, { user: alice.address })).toHaveLength(7)
    expect(await getCountryHeroes(bsc, { countryId: 1n })).toHaveLength(1)
    expect(await claimableActive(bsc)).toBe(true)
    expect((await getLeaderboard(bsc))[0]).toBe(alice.address)
  })

  it('getWorldCupState: the seeded pool of 1 BNB, the settings, the credit totals and the raffle round', async () => {
    const state = await getWorldCupState(bsc)
    expect(state).toMatchObject({
      prizePool: 10n ** 18n,
      creditCost: 10n ** 18n,
      initCredit: 500n,
      consumeCreditEachBet: 100n,
      claimsEnabled: true,
      raffleRound: 0n,
      rafflePeriod: 3600n,
    })
    const matches = await allMatches(bsc)
    expect(state.claimEndTime).toBe(matches[63]!.betEndTime + 7n * 24n * 3600n)
    expect(state.finalRankingBetEndTime).toBeLessThanOrEqual(matches[48]!.betEndTime)
    // Every seeded player is activated and cheered with a hero: shares are what is left beyond the free grant.
    expect(state.totalShareCredits).toBeGreaterThan(0n)
    expect(state.totalShareCredits).toBeLessThanOrEqual(state.totalCredits)
    expect(state.pendingPool).toBeGreaterThanOrEqual(0n)
  })

  it('getUserBetsByMatchId: an unknown match gives the decoded UnknownMatch', async () => {
    const error = await rejection(getUserBetsByMatchId(bsc, { user: alice.address, matchId: 64n }))
    expect(error.contractError).toEqual({ name: 'UnknownMatch', args: [64n] })
  })
})

describe('world cup writes', () => {
  it('buyCredits: simulates with gas and fee, then activates carol with 500 + the credits', async () => {
    const prepared = await buyCredits(bsc, { account: carol.address, credits: 10n })
    expect(prepared.gas).toBeGreaterThan(0n)
    expect(prepared.fee).toBe(prepared.gas * prepared.feePerGas)
    await execute(bsc, carol, Promise.resolve(prepared))
    expect((await bettingRecords(bsc, { user: carol.address })).credits).toBe(510)
  })

  it('betByMatchId: cheers on an upcoming match; a started match and a foreign hero are refused', async () => {
    const token = await mintToCarol(31, 3)
    await execute(
      bsc,
      carol,
      betByMatchId(bsc, { account: carol.address, matchId: 40n, option: 1n, tokenIds: [token] }),
    )
    expect(await getUserBetsByMatchId(bsc, { user: carol.address, matchId: 40n })).toEqual([100n, 0n, 0n, 0n])
    const late = await mintToCarol(32, 3)
    const closed = await rejection(
      betByMatchId(bsc, { account: carol.address, matchId: 0n, option: 1n, tokenIds: [late] }),
    )
    expect(closed.contractError?.name).toBe('CheeringClosed')
    const [aliceToken] = await getUserBetTokenList(bsc, { user: alice.address })
    const foreign = await rejection(
      betByMatchId(bsc, { account: carol.address, matchId: 40n, option: 1n, tokenIds: [aliceToken!] }),
    )
    expect(foreign.contractError).toEqual({ name: 'HeroNotOwned', args: [aliceToken] })
  })

  it('betFinalMatch: an SS hero on a top-16 country; no champion yet, so nothing to claim', async () => {
    const token = await mintToCarol(51, 5)
    await execute(
      bsc,
      carol,
      betFinalMatch(bsc, { account: carol.address, tokenIds: [token], countryIds: [1n] }),
    )
    expect(await getCountryHeroes(bsc, { countryId: 1n })).toContain(token)
    const error = await rejection(claimFinalMatchBetCredits(bsc, { account: carol.address }))
    expect(error.contractError).toEqual({ name: 'NothingToClaim', args: [64n] })
  })

  it('claims: one match, then all; a second claim is AlreadyClaimed', async () => {
    await execute(bsc, bob, claimBetCreditsByMatchId(bsc, { account: bob.address, matchId: 3n }))
    expect((await getUserBetsByMatchId(bsc, { user: bob.address, matchId: 3n }))[3]).toBe(480n)
    const again = await rejection(claimBetCreditsByMatchId(bsc, { account: bob.address, matchId: 3n }))
    expect(again.contractError).toEqual({ name: 'AlreadyClaimed', args: [3n] })
    await execute(bsc, bob, claimMatchBetCreditsAll(bsc, { account: bob.address }))
    expect(await getUserUnclaimedCredits(bsc, { user: bob.address })).toBe(0n)
    expect((await getLeaderboard(bsc)).slice(0, 2)).toEqual([bob.address, alice.address])
  })

  it('claimMatchBetReward: opens only after the claim window', async () => {
    const error = await rejection(claimMatchBetReward(bsc, { account: alice.address }))
    expect(error.contractError?.name).toBe('RewardNotOpen')
    expect(zeroAddress).not.toBe(worldCup)
  })
})
