import { loadFixture, time } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import { ethers } from 'hardhat'
import { fulfil, roll } from '../cards/helpers'
import { DAY, deployWorldCup, HOME, heroes, RARITY } from './fixtures'

/** The World Cup fixture where alice cheered with 1 hero and bob with 3 (4 tickets of round 0). */
async function withTickets() {
  const f = await loadFixture(deployWorldCup)
  await f.worldCup
    .connect(f.alice)
    .betByMatchId(0, HOME, (await heroes(f.heroCard, f.alice, RARITY.S)).slice(0, 1))
  await f.worldCup
    .connect(f.bob)
    .betByMatchId(0, HOME, (await heroes(f.heroCard, f.bob, RARITY.S)).slice(0, 3))
  return f
}

describe('WorldCupRaffle', () => {
  it('starts weekly at round 0; the constructor rejects zero addresses', async () => {
    const { raffle, heroCard, coordinator, admin } = await loadFixture(deployWorldCup)
    expect(await raffle.rafflePeriod()).to.equal(BigInt(7 * DAY))
    expect(await raffle.raffleRound()).to.equal(0n)
    expect(await raffle.RAFFLE_WINNERS()).to.equal(10n)
    for (const args of [
      [admin.address, ethers.ZeroAddress, await coordinator.getAddress()],
      [admin.address, await heroCard.getAddress(), ethers.ZeroAddress],
    ]) {
      await expect(ethers.deployContract('WorldCupRaffle', args)).to.be.revertedWithCustomError(
        raffle,
        'AddressIsNull',
      )
    }
  })

  it('addTickets: TICKETS_ROLE only, not zero; cumulative entries map tickets to holders', async () => {
    const { raffle, alice, bob, carol } = await loadFixture(withTickets)
    await expect(raffle.connect(alice).addTickets(alice.address, 1))
      .to.be.revertedWithCustomError(raffle, 'AccessControlUnauthorizedAccount')
      .withArgs(alice.address, await raffle.TICKETS_ROLE())
    await raffle.grantRole(await raffle.TICKETS_ROLE(), alice.address)
    await expect(raffle.connect(alice).addTickets(carol.address, 0)).to.be.revertedWithCustomError(
      raffle,
      'WrongAmount',
    )
    await expect(raffle.connect(alice).addTickets(carol.address, 2))
      .to.emit(raffle, 'RaffleTicketsAwarded')
      .withArgs(carol.address, 0, 2)
    expect(await raffle.raffleRoundTickets(0)).to.equal(6n)
    expect(await raffle.raffleRoundTickets(1)).to.equal(0n)
    const holders = await Promise.all([0, 1, 2, 3, 4, 5].map((t) => raffle.winnerOf(0, t)))
    expect(holders).to.deep.equal([alice, bob, bob, bob, carol, carol].map((u) => u.address))
    await expect(raffle.winnerOf(0, 6)).to.be.revertedWithCustomError(raffle, 'NothingToDraw').withArgs(0)
    await expect(raffle.winnerOf(1, 0)).to.be.revertedWithCustomError(raffle, 'NothingToDraw').withArgs(1)
  })

  it('drawRaffle: after the period, mints 10 SS heroes to drawn tickets by the documented formula', async () => {
    const f = await loadFixture(withTickets)
    const { raffle, heroCard, coordinator, operator, alice } = f
    await expect(raffle.connect(operator).drawRaffle()).to.be.revertedWithCustomError(
      raffle,
      'RaffleNotReady',
    )
    await time.increase(7 * DAY)
    await expect(raffle.connect(alice).drawRaffle())
      .to.be.revertedWithCustomError(raffle, 'AccessControlUnauthorizedAccount')
      .withArgs(alice.address, await raffle.OPERATOR_ROLE())
    await expect(raffle.connect(operator).drawRaffle())
      .to.emit(raffle, 'RaffleDrawRequested')
      .withArgs(0, 1, 4)
    expect(await raffle.raffleRound()).to.equal(1n)
    // The new round starts empty and waits a period.
    await expect(raffle.connect(operator).drawRaffle()).to.be.revertedWithCustomError(
      raffle,
      'RaffleNotReady',
    )
    const tx = await fulfil(coordinator, f.vrf, 1)
    const receipt = await (tx as { wait(): Promise<{ logs: unknown[] }> }).wait()
    const randomness = (await coordinator.queryFilter(coordinator.filters.RandomnessFulfilled(1)))[0]!.args
      .randomness
    const ssHeroes = await heroCard.getCardIdsByRarity(RARITY.SS)
    const winners = (await raffle.queryFilter(raffle.filters.RaffleWinner(0))).map((e) => e.args)
    expect(winners).to.have.length(10)
    for (let i = 0; i < 10; i++) {
      const r = roll(randomness, i)
      const expected = await raffle.winnerOf(0, (r & ((1n << 128n) - 1n)) % 4n)
      expect(winners[i]!.winner).to.equal(expected)
      expect(winners[i]!.heroId).to.equal(ssHeroes[Number((r >> 128n) % BigInt(ssHeroes.length))])
      expect(await heroCard.ownerOf(winners[i]!.tokenId)).to.equal(expected)
      expect(await heroCard.rarityMap(winners[i]!.tokenId)).to.equal(BigInt(RARITY.SS))
    }
    expect(receipt.logs.length).to.be.greaterThan(10)
  })

  it('drawRaffle: stops while the raffle is paused (PAUSER_ROLE); tickets still arrive', async () => {
    const f = await loadFixture(withTickets)
    const { raffle, operator, alice } = f
    await expect(raffle.connect(alice).pause())
      .to.be.revertedWithCustomError(raffle, 'AccessControlUnauthorizedAccount')
      .withArgs(alice.address, await raffle.PAUSER_ROLE())
    await raffle.pause()
    const [token] = await heroes(f.heroCard, alice, RARITY.S)
    await expect(f.worldCup.connect(alice).betByMatchId(1, HOME, [token!])).to.emit(
      raffle,
      'RaffleTicketsAwarded',
    )
    await time.increase(7 * DAY)
    await expect(raffle.connect(operator).drawRaffle()).to.be.revertedWithCustomError(raffle, 'EnforcedPause')
    await raffle.unpause()
    await expect(raffle.connect(operator).drawRaffle())
      .to.emit(raffle, 'RaffleDrawRequested')
      .withArgs(0, 1, 5)
  })

  it('drawRaffle: nothing to draw without tickets', async () => {
    const { raffle, operator } = await loadFixture(deployWorldCup)
    await time.increase(7 * DAY)
    await expect(raffle.connect(operator).drawRaffle())
      .to.be.revertedWithCustomError(raffle, 'NothingToDraw')
      .withArgs(0)
  })

  it('drawRaffle: nothing to draw when the card contract has no SS hero', async () => {
    const { coordinator, admin, operator, raffle } = await loadFixture(deployWorldCup)
    const registry = await ethers.deployContract('HeroCardRegistry')
    const renderer = await ethers.deployContract('HeroCardRenderer')
    const bare = await ethers.deployContract(
      'HeroCard',
      [admin.address, await coordinator.getAddress(), await renderer.getAddress(), 1000],
      { libraries: { HeroCardRegistry: await registry.getAddress() } },
    )
    const lonely = await ethers.deployContract('WorldCupRaffle', [
      admin.address,
      await bare.getAddress(),
      await coordinator.getAddress(),
    ])
    await lonely.grantRole(await lonely.TICKETS_ROLE(), admin.address)
    await lonely.grantRole(await lonely.OPERATOR_ROLE(), operator.address)
    await lonely.addTickets(admin.address, 1)
    await time.increase(7 * DAY)
    await expect(lonely.connect(operator).drawRaffle())
      .to.be.revertedWithCustomError(raffle, 'NothingToDraw')
      .withArgs(0)
  })

  it('a draw VRF never answers is re-sent as a fresh draw of the same round after the timeout', async () => {
    const f = await loadFixture(withTickets)
    const { raffle, coordinator, operator, alice } = f
    await time.increase(7 * DAY)
    await raffle.connect(operator).drawRaffle()
    await time.increase(DAY)
    await coordinator.connect(alice).cancel(1)
    const tx = coordinator.connect(alice).completeCancel(1)
    await expect(tx).to.emit(raffle, 'RaffleDrawRequested').withArgs(0, 2, 4)
    await expect(tx).not.to.emit(raffle, 'RaffleWinner')
    await expect(fulfil(coordinator, f.vrf, 1)).to.emit(coordinator, 'FulfilmentIgnored')
    await expect(fulfil(coordinator, f.vrf, 2)).to.emit(raffle, 'RaffleWinner')
    expect((await raffle.queryFilter(raffle.filters.RaffleWinner(0))).length).to.equal(10)
    await expect(raffle.connect(alice).rawCancelRandomness(2)).to.be.revertedWithCustomError(
      raffle,
      'OnlyCoordinator',
    )
  })

  it('rawFulfillRandomness: the coordinator only', async () => {
    const { raffle, alice } = await loadFixture(deployWorldCup)
    await expect(raffle.connect(alice).rawFulfillRandomness(1, 1)).to.be.revertedWithCustomError(
      raffle,
      'OnlyCoordinator',
    )
  })

  it('setRafflePeriod: admin only', async () => {
    const { raffle, alice } = await loadFixture(deployWorldCup)
    await expect(raffle.setRafflePeriod(60)).to.emit(raffle, 'RafflePeriodSet').withArgs(60)
    expect(await raffle.rafflePeriod()).to.equal(60n)
    await expect(raffle.connect(alice).setRafflePeriod(1))
      .to.be.revertedWithCustomError(raffle, 'AccessControlUnauthorizedAccount')
      .withArgs(alice.address, await raffle.ADMIN_ROLE())
  })
})
