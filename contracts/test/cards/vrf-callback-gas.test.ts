import { loadFixture, time } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import { ethers } from 'hardhat'
import { DEFAULT_CALLBACK_GAS } from '../../scripts/vrf'
import { deployWorldCup } from '../worldcup/fixtures'
import { deployBlindBox, deployMergeReady, type HeroCardFixture, mergePrice } from './fixtures'
import { fulfil, RARITY } from './helpers'

/**
 * The callback gas limit must cover the largest batch a player (or the operator) can put in one request, with a
 * margin: the callback of each is measured against Chainlink's mock by delivering it on its own (`deliver`, after a
 * fulfilment whose callback gas was too small to run it), which costs at least what the callback needs.
 */
const MARGIN = 1.2
/** The gas limit the SDK's completeCancelRandomness sends at least (packages/sdk: COMPLETE_CANCEL_GAS). */
const COMPLETE_CANCEL_GAS = 3_000_000

async function tooLittleGas(f: Pick<HeroCardFixture, 'coordinator'>) {
  const c = await f.coordinator.vrfConfig()
  await f.coordinator.setVrfConfig({
    keyHash: c.keyHash,
    subscriptionId: c.subscriptionId,
    requestConfirmations: c.requestConfirmations,
    callbackGasLimit: 100_000,
    nativePayment: c.nativePayment,
  })
}

/** Fulfils `requestId` with too little callback gas, then measures the delivery of its word. */
async function callbackGas(f: Pick<HeroCardFixture, 'coordinator' | 'vrf'>, requestId: bigint | number) {
  await expect(fulfil(f.coordinator, f.vrf, requestId, [0xfeedn])).to.emit(f.coordinator, 'DeliveryFailed')
  const receipt = await (await f.coordinator.deliver(requestId)).wait()
  return Number(receipt!.gasUsed)
}

describe('VRF callback gas: the largest batches fit the callback gas limit with a margin', () => {
  const figures: Record<string, number> = {}
  after(() =>
    console.log('    callback gas (delivery, upper bound):', figures, 'limit', DEFAULT_CALLBACK_GAS),
  )

  it('opening 10 boxes at once', async () => {
    const f = await loadFixture(deployBlindBox)
    await tooLittleGas(f)
    await f.box.connect(f.alice).mintMulti(10, { value: ethers.parseEther('0.05') * 10n })
    await f.box.connect(f.alice).openMulti([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    figures.open10 = await callbackGas(f, 1)
    expect(await f.heroCard.balanceOf(f.alice.address)).to.equal(10n)
    expect(figures.open10 * MARGIN).to.be.lessThan(DEFAULT_CALLBACK_GAS)
  })

  it('a merge batch of 25 pairs, every merge a success (the costlier outcome)', async () => {
    const f = await loadFixture(deployMergeReady)
    const { heroCard, alice } = f
    await heroCard.stopMerge()
    await heroCard.setMergePrices([RARITY.S], [mergePrice(RARITY.S)], [mergePrice(RARITY.S) * 2n], [10_000])
    await heroCard.startMerge()
    await tooLittleGas(f)
    await heroCard.mintCards(alice.address, 31, RARITY.S, 50)
    const p = mergePrice(RARITY.S)
    const a = Array.from({ length: 25 }, (_, i) => i + 1)
    const b = Array.from({ length: 25 }, (_, i) => i + 26)
    await heroCard.connect(alice).addMergeBatch(a, b, Array(25).fill(p), { value: p * 25n })
    figures.merge25 = await callbackGas(f, 1)
    expect(await heroCard.totalSupply()).to.equal(25n)
    expect(figures.merge25 * MARGIN).to.be.lessThan(DEFAULT_CALLBACK_GAS)
  })

  it('a merge batch of 50 pairs (the most a transaction takes) needs more than the limit: deliver() runs it', async () => {
    const f = await loadFixture(deployMergeReady)
    const { heroCard, alice } = f
    await heroCard.stopMerge()
    await heroCard.setMergePrices([RARITY.S], [mergePrice(RARITY.S)], [mergePrice(RARITY.S) * 2n], [10_000])
    await heroCard.startMerge()
    await heroCard.mintCards(alice.address, 31, RARITY.S, 100)
    const p = mergePrice(RARITY.S)
    const a = Array.from({ length: 50 }, (_, i) => i + 1)
    const b = Array.from({ length: 50 }, (_, i) => i + 51)
    await heroCard.connect(alice).addMergeBatch(a, b, Array(50).fill(p), { value: p * 50n })
    // Fulfilled at the real limit: the word is recorded, the consumer's work does not fit, nothing reverts.
    await expect(fulfil(f.coordinator, f.vrf, 1, [0xfeedn])).to.emit(f.coordinator, 'DeliveryFailed')
    expect((await f.coordinator.getRequest(1)).status).to.equal(2n) // Fulfilled, not delivered
    const receipt = await (await f.coordinator.deliver(1)).wait()
    figures.merge50 = Number(receipt!.gasUsed)
    expect(await heroCard.totalSupply()).to.equal(50n)
    expect(figures.merge50).to.be.greaterThan(DEFAULT_CALLBACK_GAS)
    // deliver() must fit a block with room to spare (BSC and Polygon blocks take 30M gas and more).
    expect(figures.merge50).to.be.lessThan(10_000_000)
  })

  it('completeCancel of the largest batches: the refund needs less than the gas limit the SDK sends', async () => {
    const f = await loadFixture(deployMergeReady)
    const { heroCard, alice, coordinator } = f
    await heroCard.mintCards(alice.address, 31, RARITY.S, 100)
    const p = mergePrice(RARITY.S)
    const a = Array.from({ length: 50 }, (_, i) => i + 1)
    const b = Array.from({ length: 50 }, (_, i) => i + 51)
    await heroCard.connect(alice).addMergeBatch(a, b, Array(50).fill(p), { value: p * 50n })
    await time.increase(24 * 3600)
    await coordinator.cancel(1)
    // A generous limit: the refund must run in full (Refunded), so gasUsed is what a whole refund costs.
    const receipt = await (await coordinator.completeCancel(1, { gasLimit: 10_000_000 })).wait()
    expect((await coordinator.getRequest(1)).status).to.equal(5n) // Refunded
    figures.cancelMerge50 = Number(receipt!.gasUsed)
    expect(await heroCard.ownerOf(1)).to.equal(alice.address)
    // The SDK's completeCancelRandomness sends at least COMPLETE_CANCEL_GAS (packages/sdk): keep it above this.
    expect(figures.cancelMerge50 * MARGIN).to.be.lessThan(COMPLETE_CANCEL_GAS)
  })

  it('a raffle of 10 winners', async () => {
    const f = await loadFixture(deployWorldCup)
    await f.raffle.grantRole(await f.raffle.TICKETS_ROLE(), f.admin.address)
    for (const [i, s] of [f.alice, f.bob, f.admin].entries()) await f.raffle.addTickets(s.address, i + 1)
    await time.increase(7 * 24 * 3600)
    await tooLittleGas(f)
    await f.raffle.connect(f.operator).drawRaffle()
    figures.raffle10 = await callbackGas(f, await f.coordinator.requestCount())
    expect(figures.raffle10 * MARGIN).to.be.lessThan(DEFAULT_CALLBACK_GAS)
  })
})
