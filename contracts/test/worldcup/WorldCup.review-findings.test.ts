import { loadFixture } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import { ethers } from 'hardhat'
import { worldCupSchedule } from '../../scripts/worldcup-schedule'
import {
  AWAY,
  at,
  CREDIT_COST,
  DAY,
  DRAW,
  deployWorldCup,
  FINAL,
  HOME,
  heroes,
  KNOCKOUT,
  RARITY,
  TOP16_COUNTRIES,
} from './fixtures'

/** Regressions of the World Cup review findings (each fails on the contract before the fix). */
describe('WorldCup: review findings', () => {
  it('W-1: Sybil wallets that only buy credits share nothing; the free grant never counts', async () => {
    const { worldCup, heroCard, fina, alice, bob, kickoff } = await loadFixture(deployWorldCup)
    const signers = await ethers.getSigners()
    const sybils = signers.slice(8, 18)
    for (const sybil of sybils) {
      await fina.transfer(sybil.address, CREDIT_COST)
      await fina.connect(sybil).approve(await worldCup.getAddress(), CREDIT_COST)
      await worldCup.connect(sybil).buyCredits(1) // 500 free + 1 bought each
    }
    // Two honest players cheer with a hero; alice also buys 1000 credits.
    await worldCup.connect(alice).buyCredits(1000)
    await worldCup.connect(alice).betByMatchId(0, HOME, [(await heroes(heroCard, alice, RARITY.S))[0]!])
    await worldCup.connect(bob).betByMatchId(0, AWAY, [(await heroes(heroCard, bob, RARITY.S))[0]!])
    // alice: 1500 - 100 = 1400 credits, 400 of her grant left; bob: 400 credits, all of them grant.
    expect(await worldCup.totalShareCredits()).to.equal(1000n)
    const pool = ethers.parseEther('10')
    await worldCup.fundPrizePool({ value: pool })
    await at(kickoff(FINAL) + 7 * DAY)
    for (const sybil of sybils.slice(0, 3)) {
      await expect(worldCup.connect(sybil).claimMatchBetReward())
        .to.emit(worldCup, 'RewardClaimed')
        .withArgs(sybil.address, 0, 0)
    }
    await expect(worldCup.connect(bob).claimMatchBetReward())
      .to.emit(worldCup, 'RewardClaimed')
      .withArgs(bob.address, 0, 0)
    await expect(worldCup.connect(alice).claimMatchBetReward())
      .to.emit(worldCup, 'RewardClaimed')
      .withArgs(alice.address, 0, pool / 2n)
  })

  it('W-2: a third place claiming more points without passing second stays third', async () => {
    const { worldCup, heroCard, alice, bob, carol, kickoff } = await loadFixture(deployWorldCup)
    const dave = (await ethers.getSigners())[6]!
    await heroCard.mintCards(dave.address, 31, RARITY.S, 2)
    await heroCard.connect(dave).setApprovalForAll(await worldCup.getAddress(), true)
    const s = async (u: typeof alice) => heroes(heroCard, u, RARITY.S)
    // Match 0: alice 3 heroes, bob 2, carol 1 + dave 1 (all home); match 1: carol 1 more (home).
    await worldCup.connect(alice).betByMatchId(0, HOME, (await s(alice)).slice(0, 3))
    await worldCup.connect(bob).betByMatchId(0, HOME, (await s(bob)).slice(0, 2))
    await worldCup.connect(carol).betByMatchId(0, HOME, (await s(carol)).slice(0, 1))
    await worldCup.connect(carol).betByMatchId(1, HOME, (await s(carol)).slice(1, 2))
    await worldCup.connect(dave).betByMatchId(0, HOME, (await s(dave)).slice(0, 1))
    await at(kickoff(2))
    await worldCup.setMatchResults([0, 1], [HOME, HOME])
    await worldCup.connect(alice).claimBetCreditsByMatchId(0) // 600 points
    await worldCup.connect(bob).claimBetCreditsByMatchId(0) // 400
    await worldCup.connect(carol).claimBetCreditsByMatchId(0) // 200: third
    await worldCup.connect(dave).claimBetCreditsByMatchId(0) // 200: fourth (later)
    expect(await worldCup.getLeaderboard()).to.deep.equal([alice.address, bob.address, carol.address])
    // carol claims again (400 points, still behind bob's 400 that came first): she keeps third, dave stays out.
    await worldCup.connect(carol).claimBetCreditsByMatchId(1)
    expect(await worldCup.getLeaderboard()).to.deep.equal([alice.address, bob.address, carol.address])
  })

  it('W-3: a kick-off or the ranking end that has passed cannot move', async () => {
    const { worldCup, kickoff } = await loadFixture(deployWorldCup)
    const schedule = worldCupSchedule(kickoff)
    await at(kickoff(0))
    await expect(worldCup.setMatches(0, [{ ...schedule[0]!, betEndTime: kickoff(0) + 3 * DAY }]))
      .to.be.revertedWithCustomError(worldCup, 'CheeringClosed')
      .withArgs(0, kickoff(0))
    // A future kick-off may still move (a postponed match), and the passed one may be re-sent unchanged.
    await worldCup.setMatches(0, [schedule[0]!, { ...schedule[1]!, betEndTime: kickoff(1) + DAY }])
    expect((await worldCup.allMatches())[1]!.betEndTime).to.equal(BigInt(kickoff(1) + DAY))
    await at(kickoff(KNOCKOUT))
    await expect(worldCup.setBettingSettings(500, CREDIT_COST, 100, 20_000, 80_000, kickoff(KNOCKOUT) + DAY))
      .to.be.revertedWithCustomError(worldCup, 'CheeringClosed')
      .withArgs(64, kickoff(KNOCKOUT))
    await expect(
      worldCup.setBettingSettings(400, CREDIT_COST, 100, 20_000, 80_000, kickoff(KNOCKOUT)),
    ).to.emit(worldCup, 'BettingSettingsSet')
  })

  it('W-4: setFinalCountries cannot remove a country with heroes on it', async () => {
    const { worldCup, heroCard, alice } = await loadFixture(deployWorldCup)
    const [ss] = await heroes(heroCard, alice, RARITY.SS)
    const cheered = TOP16_COUNTRIES[0]!
    await worldCup.connect(alice).betFinalMatch([ss!], [cheered])
    const without = [...TOP16_COUNTRIES.slice(1), 63]
    await expect(worldCup.setFinalCountries(without))
      .to.be.revertedWithCustomError(worldCup, 'MatchCheered')
      .withArgs(64)
    // Replacing a country nobody cheered for still works.
    const swapped = [...TOP16_COUNTRIES.slice(0, 15), 63]
    await expect(worldCup.setFinalCountries(swapped)).to.emit(worldCup, 'FinalCountriesSet')
  })

  it('W-5: after the claim window and its grace period the admin sweeps the rest of the pool, once', async () => {
    const { worldCup, heroCard, alice, bob, kickoff } = await loadFixture(deployWorldCup)
    await worldCup.connect(alice).buyCredits(100)
    await worldCup.connect(alice).betByMatchId(0, HOME, [(await heroes(heroCard, alice, RARITY.S))[0]!])
    await worldCup.fundPrizePool({ value: 1000n })
    const end = kickoff(FINAL) + 7 * DAY
    await at(end)
    const grace = await worldCup.PRIZE_SWEEP_GRACE()
    await expect(worldCup.sweepPrizePool(bob.address))
      .to.be.revertedWithCustomError(worldCup, 'RewardNotOpen')
      .withArgs(BigInt(end) + grace)
    await worldCup.withdrawUnassignedPrize(bob.address) // 300
    await at(end + Number(grace))
    await expect(worldCup.connect(alice).sweepPrizePool(alice.address)).to.be.revertedWithCustomError(
      worldCup,
      'AccessControlUnauthorizedAccount',
    )
    const sweep = worldCup.sweepPrizePool(bob.address)
    await expect(sweep).to.emit(worldCup, 'PrizePoolSwept').withArgs(bob.address, 700n)
    await expect(sweep).to.changeEtherBalance(bob, 700n)
    await expect(worldCup.sweepPrizePool(bob.address))
      .to.be.revertedWithCustomError(worldCup, 'AlreadyClaimed')
      .withArgs(65)
    // A late collection still returns the heroes and pays nothing.
    await expect(worldCup.connect(alice).claimMatchBetReward())
      .to.emit(worldCup, 'RewardClaimed')
      .withArgs(alice.address, 0, 0)
    expect(await ethers.provider.getBalance(await worldCup.getAddress())).to.equal(0n)
  })

  it('I-3: a player cheers one option per match', async () => {
    const { worldCup, heroCard, alice } = await loadFixture(deployWorldCup)
    const [a, b, c] = await heroes(heroCard, alice, RARITY.S)
    await worldCup.connect(alice).betByMatchId(0, HOME, [a!])
    await worldCup.connect(alice).betByMatchId(0, HOME, [b!]) // more on the same option is fine
    for (const option of [DRAW, AWAY]) {
      await expect(worldCup.connect(alice).betByMatchId(0, option, [c!]))
        .to.be.revertedWithCustomError(worldCup, 'InvalidOption')
        .withArgs(0, option)
    }
  })
})
