import { loadFixture, time } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import { ethers } from 'hardhat'
import { DEFAULT_CALLBACK_GAS } from '../../scripts/deploy/vrf'
import { deployWorldCup } from '../worldcup/fixtures'
import { BOX_PRICE, deployBlindBox, deployHeroCard, deployMergeReady, mergePrice } from './fixtures'
import { fulfil, RARITY } from './helpers'

/**
 * Every callback that draws from state (box opens, mint requests) must run inside the VRF callback, so the largest
 * batch a contract accepts, with the most card types it allows, must fit the 2,500,000 callback gas with a 20%
 * margin. Measured as the whole fulfilment transaction on Chainlink's mock (the callback plus the mock's own work
 * and the transaction's base cost): an upper bound of the callback. Figures: docs/benchmarks/contracts.md.
 */
const BUDGET = (DEFAULT_CALLBACK_GAS * 8) / 10
const Status = { Fulfilled: 2n, Delivered: 3n, Refunded: 5n }

const attr = { weapon: 'w', background: 'b' }
const card = (cardId: number, rarity: number) => ({
  cardId,
  camp: 1,
  rarity,
  name: `Hero ${cardId}`,
  currentAmount: 0,
  maxAmount: 1000,
  cardURI: 'ipfs://hero',
})

/** Adds card types of `rarity` until it has `count` (ids from `firstId`). */
async function fillRarity(
  heroCard: Awaited<ReturnType<typeof deployHeroCard>>['heroCard'],
  rarity: number,
  count: number,
  firstId: number,
) {
  const have = (await heroCard.getCardIdsByRarity(rarity)).length
  const more = Array.from({ length: count - have }, (_, i) => card(firstId + i, rarity))
  if (more.length)
    await heroCard.setCardInfos(
      more,
      more.map(() => attr),
    )
}

async function fulfilmentGas(
  f: Awaited<ReturnType<typeof deployHeroCard>>,
  requestId: bigint,
  word = 0xfeedn,
) {
  const receipt = await (await fulfil(f.coordinator, f.vrf, requestId, [word])).wait()
  expect((await f.coordinator.getRequest(requestId)).status).to.equal(Status.Delivered)
  return Number(receipt!.gasUsed)
}

describe('VRF callback gas: the largest batches fit 80% of the callback gas limit', () => {
  const figures: Record<string, number> = {}
  after(() => console.log('    fulfilment gas (upper bound of the callback):', figures, 'budget', BUDGET))

  it('opening the most boxes an open takes, in quota mode with the most card types a sale takes', async () => {
    const f = await loadFixture(deployBlindBox)
    const { box, heroCard, alice } = f
    const maxOpen = Number(await box.MAX_PER_OPEN())
    const maxTypes = Number(await box.MAX_CARD_TYPES())
    // MAX_CARD_TYPES card types across rarities A..SS+, each draw walking as far as it can: every type but the last
    // has one card left, the last holds the rest.
    const ids: number[] = []
    for (let rarity = 2; ids.length < maxTypes; rarity++) {
      await fillRarity(heroCard, rarity, 10, rarity * 100)
      ids.push(...(await heroCard.getCardIdsByRarity(rarity)).map(Number).slice(0, maxTypes - ids.length))
    }
    const known = (await box.getCardIds()).map(Number)
    const order = [...known, ...ids.filter((id) => !known.includes(id))]
    expect(order).to.have.length(maxTypes)
    await box.setCardsQuota(
      order,
      order.map((_, i) => (i === order.length - 1 ? 1000 : 1)),
    )
    await box.setQuotas(1000, 100, 5)
    await box.connect(alice).mintMulti(maxOpen, { value: BOX_PRICE * BigInt(maxOpen) })
    await box.connect(alice).openMulti(Array.from({ length: maxOpen }, (_, i) => i + 1))
    figures[`open${maxOpen} quota, ${maxTypes} types`] = await fulfilmentGas(f, 1n)
    expect(await heroCard.balanceOf(alice.address)).to.equal(BigInt(maxOpen))
    expect(figures[`open${maxOpen} quota, ${maxTypes} types`]).to.be.at.most(BUDGET)
  })

  it('opening the most boxes an open takes, in odds mode with the most heroes a sale takes', async () => {
    const f = await loadFixture(deployBlindBox)
    const { heroCard, alice } = f
    const box = await ethers.deployContract('BlindBox', [
      f.admin.address,
      'Mystery Box',
      'FMBOX',
      'Mystery Box',
      await heroCard.getAddress(),
      await f.coordinator.getAddress(),
    ])
    await heroCard.grantRole(await heroCard.MINTER_ROLE(), await box.getAddress())
    await f.coordinator.grantRole(await f.coordinator.CONSUMER_ROLE(), await box.getAddress())
    const maxOpen = Number(await box.MAX_PER_OPEN())
    await fillRarity(heroCard, RARITY.A, 20, 2000)
    await fillRarity(heroCard, RARITY.S, 20, 3000)
    await box.setRarityOdds([RARITY.A, RARITY.S], [6000, 4000])
    await box.grantRole(await box.MINTER_ROLE(), f.admin.address)
    await box.mintTo(alice.address, maxOpen)
    await box.connect(alice).openMulti(Array.from({ length: maxOpen }, (_, i) => i + 1))
    figures[`open${maxOpen} odds, 40 heroes`] = await fulfilmentGas(f, 1n)
    expect(figures[`open${maxOpen} odds, 40 heroes`]).to.be.at.most(BUDGET)
  })

  it('a mint request of the most cards, at a rarity with the most card types', async () => {
    const f = await loadFixture(deployHeroCard)
    const { heroCard, alice } = f
    await fillRarity(heroCard, RARITY.A, 32, 2000)
    await heroCard.startPublicSale(1n)
    const max = await heroCard.MAX_MINT()
    await heroCard.connect(alice).addMint(max, false, { value: max })
    figures[`mint${max}, 32 types`] = await fulfilmentGas(f, 1n)
    expect(figures[`mint${max}, 32 types`]).to.be.at.most(BUDGET)
  })

  it('a raffle of 10 winners among the most SS heroes', async () => {
    const f = await loadFixture(deployWorldCup)
    await fillRarity(f.heroCard, RARITY.SS, 32, 5000)
    await f.raffle.grantRole(await f.raffle.TICKETS_ROLE(), f.admin.address)
    for (const [i, s] of [f.alice, f.bob, f.admin].entries()) await f.raffle.addTickets(s.address, i + 1)
    await time.increase(7 * 24 * 3600)
    await f.raffle.connect(f.operator).drawRaffle()
    const requestId = await f.coordinator.requestCount()
    const receipt = await (await fulfil(f.coordinator, f.vrf, requestId, [0xfeedn])).wait()
    expect((await f.coordinator.getRequest(requestId)).status).to.equal(Status.Delivered)
    figures['raffle10, 32 SS heroes'] = Number(receipt!.gasUsed)
    expect(figures['raffle10, 32 SS heroes']).to.be.at.most(BUDGET)
  })

  it('a merge batch of 25 pairs fits the callback; 50 pairs (the spec’s 100 cards) are delivered later, same outcome', async () => {
    const f = await loadFixture(deployMergeReady)
    const { heroCard, alice } = f
    await heroCard.stopMerge()
    await heroCard.setMergePrices([RARITY.S], [mergePrice(RARITY.S)], [mergePrice(RARITY.S) * 2n], [10_000])
    await heroCard.startMerge()
    await heroCard.mintCards(alice.address, 31, RARITY.S, 150)
    const p = mergePrice(RARITY.S)
    const a25 = Array.from({ length: 25 }, (_, i) => i + 1)
    const b25 = Array.from({ length: 25 }, (_, i) => i + 26)
    await heroCard.connect(alice).addMergeBatch(a25, b25, Array(25).fill(p), { value: p * 25n })
    figures.merge25 = await fulfilmentGas(f, 1n)
    expect(figures.merge25).to.be.at.most(DEFAULT_CALLBACK_GAS)
    const a50 = Array.from({ length: 50 }, (_, i) => i + 51)
    const b50 = Array.from({ length: 50 }, (_, i) => i + 101)
    await heroCard.connect(alice).addMergeBatch(a50, b50, Array(50).fill(p), { value: p * 50n })
    // Fulfilled at the real limit: the word is recorded, the merges do not fit, nothing reverts; deliver() runs them.
    await expect(fulfil(f.coordinator, f.vrf, 2n, [0xfeedn])).to.emit(f.coordinator, 'DeliveryFailed')
    expect((await f.coordinator.getRequest(2n)).status).to.equal(Status.Fulfilled)
    const receipt = await (await f.coordinator.deliver(2n)).wait()
    figures.merge50deliver = Number(receipt!.gasUsed)
    expect(await heroCard.totalSupply()).to.equal(75n) // 150 minted, 75 burnt by successful merges
    // deliver() must fit a block with room to spare (BSC and Polygon blocks take 30M gas and more).
    expect(figures.merge50deliver).to.be.lessThan(10_000_000)
  })

  it('completeCancel of the largest batch: the refund fits the gas completeCancel insists on, with a margin', async () => {
    const f = await loadFixture(deployMergeReady)
    const { heroCard, alice, coordinator } = f
    await heroCard.mintCards(alice.address, 31, RARITY.S, 100)
    const p = mergePrice(RARITY.S)
    const a = Array.from({ length: 50 }, (_, i) => i + 1)
    const b = Array.from({ length: 50 }, (_, i) => i + 51)
    await heroCard.connect(alice).addMergeBatch(a, b, Array(50).fill(p), { value: p * 50n })
    await time.increase(24 * 3600)
    await coordinator.cancel(1)
    const floor = await coordinator.COMPLETE_CANCEL_GAS()
    const receipt = await (await coordinator.completeCancel(1, { gasLimit: floor + 100_000n })).wait()
    expect((await coordinator.getRequest(1)).status).to.equal(Status.Refunded)
    figures.cancelMerge50 = Number(receipt!.gasUsed)
    expect(await heroCard.ownerOf(1)).to.equal(alice.address)
    expect(BigInt(figures.cancelMerge50) * 12n).to.be.lessThan(floor * 10n)
  })
})
