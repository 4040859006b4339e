import { loadFixture } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import { ethers } from 'hardhat'
import { at, DAY, deployWorldCup, FINAL, HOME, HOUR, heroes, RARITY } from './fixtures'

/** The claim window: when it ends, what moves it (a pause) and what does not (closing claims), and what it closes. */
describe('WorldCup: the claim window', () => {
  it('closing claims (setClaimsEnabled) leaves the window where it is; the admin extends it before the end', async () => {
    const { worldCup, heroCard, alice, kickoff } = await loadFixture(deployWorldCup)
    await worldCup.connect(alice).betByMatchId(0, HOME, [(await heroes(heroCard, alice, RARITY.S))[0]!])
    await at(kickoff(0))
    await worldCup.setMatchResults([0], [HOME])
    const end = kickoff(FINAL) + 7 * DAY
    expect(await worldCup.claimableActive()).to.equal(true)
    await at(end - 2 * DAY)
    await worldCup.setClaimsEnabled(false)
    await at(end - DAY)
    // Unlike a pause, reopening does not move the end: the admin's switch is plain, and it owes players the time.
    await worldCup.setClaimsEnabled(true)
    expect(await worldCup.claimEndTime()).to.equal(BigInt(end))
    await worldCup.setClaimEndTime(end + 2 * DAY)
    await at(end + DAY)
    expect(await worldCup.claimableActive()).to.equal(true)
    await worldCup.connect(alice).claimMatchBetCreditsAll()
    // After the end nobody can move it any more.
    await at(end + 3 * DAY)
    await expect(worldCup.setClaimEndTime(end + 9 * DAY)).to.be.revertedWithCustomError(
      worldCup,
      'EventEnded',
    )
  })

  it('a pause across claimEndTime moves the claim window by the time paused; payouts wait', async () => {
    const { worldCup, heroCard, alice, bob, kickoff } = await loadFixture(deployWorldCup)
    await worldCup.connect(alice).betByMatchId(0, HOME, [(await heroes(heroCard, alice, RARITY.S))[0]!])
    await at(kickoff(0))
    await worldCup.setMatchResults([0], [HOME])
    const end = kickoff(FINAL) + 7 * DAY
    expect(await worldCup.claimEndTime()).to.equal(BigInt(end))
    // Paused one day before the end, for three days.
    await at(end - DAY)
    await worldCup.pause()
    const pausedAt = await ethers.provider.getBlock('latest').then((b) => b!.timestamp)
    await at(end + 2 * DAY)
    // Nothing is paid while paused, even after the old end.
    await expect(worldCup.withdrawUnassignedPrize(bob.address)).to.be.revertedWithCustomError(
      worldCup,
      'EnforcedPause',
    )
    await expect(worldCup.connect(alice).claimMatchBetCreditsAll()).to.be.revertedWithCustomError(
      worldCup,
      'EnforcedPause',
    )
    const tx = await worldCup.unpause()
    const unpausedAt = (await ethers.provider.getBlock(tx.blockNumber!))!.timestamp
    const moved = end + (unpausedAt - pausedAt)
    await expect(tx).to.emit(worldCup, 'ClaimEndTimeSet').withArgs(moved)
    expect(await worldCup.claimEndTime()).to.equal(BigInt(moved))
    // alice still has the day that was left when the pause began.
    expect(await worldCup.claimableActive()).to.equal(true)
    await worldCup.connect(alice).claimMatchBetCreditsAll()
    await expect(worldCup.connect(alice).claimMatchBetReward())
      .to.be.revertedWithCustomError(worldCup, 'RewardNotOpen')
      .withArgs(moved)
    await at(moved)
    await expect(worldCup.withdrawUnassignedPrize(bob.address)).to.emit(worldCup, 'UnassignedPrizeWithdrawn')
  })

  it('a pause after the claim window does not move it', async () => {
    const { worldCup, kickoff } = await loadFixture(deployWorldCup)
    const end = kickoff(FINAL) + 7 * DAY
    await at(end + HOUR)
    await worldCup.pause()
    await at(end + DAY)
    await expect(worldCup.unpause()).not.to.emit(worldCup, 'ClaimEndTimeSet')
    expect(await worldCup.claimEndTime()).to.equal(BigInt(end))
  })

  it('before the final is scheduled, purchases close with the claim window and a pause moves nothing', async () => {
    const { worldCup, heroCard, fina, raffle, admin, alice } = await loadFixture(deployWorldCup)
    const unscheduled = await ethers.deployContract('WorldCup', [
      admin.address,
      await heroCard.getAddress(),
      await fina.getAddress(),
      await raffle.getAddress(),
    ])
    await fina.connect(alice).approve(await unscheduled.getAddress(), ethers.MaxUint256)
    const never = 2n ** 40n - 1n
    await unscheduled.pause()
    await expect(unscheduled.unpause()).not.to.emit(unscheduled, 'ClaimEndTimeSet')
    expect(await unscheduled.claimEndTime()).to.equal(never)
    await unscheduled.connect(alice).buyCredits(1)
    const end = (await ethers.provider.getBlock('latest'))!.timestamp + HOUR
    await unscheduled.setClaimEndTime(end)
    await at(end)
    await expect(unscheduled.connect(alice).buyCredits(1))
      .to.be.revertedWithCustomError(worldCup, 'PurchasesClosed')
      .withArgs(end)
  })

  it("credit purchases close at the final's kick-off (after it credits could only buy prize share)", async () => {
    const { worldCup, alice, kickoff } = await loadFixture(deployWorldCup)
    await at(kickoff(FINAL) - 10)
    await expect(worldCup.connect(alice).buyCredits(5)).to.emit(worldCup, 'CreditsBought')
    await at(kickoff(FINAL))
    await expect(worldCup.connect(alice).buyCredits(5))
      .to.be.revertedWithCustomError(worldCup, 'PurchasesClosed')
      .withArgs(kickoff(FINAL))
    expect(await worldCup.claimEndTime()).to.equal(BigInt(kickoff(FINAL) + 7 * DAY))
  })

  it('after the claim window and its grace period the admin sweeps the rest of the pool, once', async () => {
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
})
