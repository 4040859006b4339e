import { loadFixture, time } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import fc from 'fast-check'
import { ethers } from 'hardhat'
import { deployMergeReady, directionalPrice, type HeroCardFixture, mergePrice } from './fixtures'
import { cardViews, fulfil, RARITY, roll } from './helpers'

/** Stops merges, sets the success rate of `rarity`, restarts. */
async function setRate(f: HeroCardFixture, rarity: number, rate: number) {
  await f.heroCard.stopMerge()
  await f.heroCard.setMergePrices([rarity], [mergePrice(rarity)], [directionalPrice(rarity)], [rate])
  await f.heroCard.startMerge()
}

/** The randomness a fulfilment delivered. */
async function randomnessOf(f: HeroCardFixture, requestId: bigint): Promise<bigint> {
  const logs = await f.coordinator.queryFilter(f.coordinator.filters.RandomnessFulfilled(requestId))
  return logs[0]!.args.randomness
}

describe('cards/HeroCard merges', () => {
  /** Alice holds tokens 1..10 = S cards of hero 31, 11..12 = A cards, 13 = B, 14..15 = X, 16 = SS. */
  async function withCards() {
    const f = await loadFixture(deployMergeReady)
    await f.heroCard.mintCards(f.alice.address, 31, RARITY.S, 10)
    await f.heroCard.mintCards(f.alice.address, 21, RARITY.A, 2)
    await f.heroCard.mintCards(f.alice.address, 11, RARITY.B, 1)
    await f.heroCard.mintCards(f.alice.address, 91, RARITY.X, 2)
    await f.heroCard.mintCards(f.alice.address, 51, RARITY.SS, 1)
    return f
  }

  describe('merge settings', () => {
    it('setMergePrices stores maps and refuses bad input', async () => {
      const f = await loadFixture(deployMergeReady)
      const { heroCard, alice } = f
      expect(await cardViews(heroCard).rarityMergePriceMap(3)).to.equal(mergePrice(3))
      expect(await cardViews(heroCard).rarityDirectionalPriceMap(3)).to.equal(directionalPrice(3))
      expect(await cardViews(heroCard).mergeSuccessRateMap(3)).to.equal(5000n)
      await expect(heroCard.setMergePrices([3], [1], [2], [1])).to.be.revertedWithCustomError(
        heroCard,
        'MergeHasAlreadyBegun',
      )
      await heroCard.stopMerge()
      await expect(heroCard.setMergePrices([], [], [], [])).to.be.revertedWithCustomError(
        heroCard,
        'ArrayIsNull',
      )
      await expect(heroCard.setMergePrices([3], [1], [2], [])).to.be.revertedWithCustomError(
        heroCard,
        'ArrayLengthError',
      )
      await expect(heroCard.setMergePrices([3], [], [2], [1])).to.be.revertedWithCustomError(
        heroCard,
        'ArrayLengthError',
      )
      await expect(heroCard.setMergePrices([3], [1], [], [1])).to.be.revertedWithCustomError(
        heroCard,
        'ArrayLengthError',
      )
      await expect(heroCard.setMergePrices([1], [1], [2], [1])).to.be.revertedWithCustomError(
        heroCard,
        'NotMeetMergeRules',
      )
      await expect(heroCard.setMergePrices([9], [1], [2], [1])).to.be.revertedWithCustomError(
        heroCard,
        'NotMeetMergeRules',
      )
      await expect(heroCard.setMergePrices([3], [0], [2], [1])).to.be.revertedWithCustomError(
        heroCard,
        'PriceIsZero',
      )
      await expect(heroCard.setMergePrices([3], [1], [0], [1])).to.be.revertedWithCustomError(
        heroCard,
        'PriceIsZero',
      )
      await expect(heroCard.setMergePrices([3], [2], [2], [1])).to.be.revertedWithCustomError(
        heroCard,
        'MergeInfoError',
      )
      await expect(heroCard.setMergePrices([3], [1], [2], [10_001])).to.be.revertedWithCustomError(
        heroCard,
        'MergeInfoError',
      )
      await expect(heroCard.setMergePrices([3], [1], [2], [10_000]))
        .to.emit(heroCard, 'MergePricesSet')
        .withArgs(3, 1, 2, 10_000)
      await expect(heroCard.connect(alice).setMergePrices([3], [1], [2], [1])).to.be.revertedWithCustomError(
        heroCard,
        'AccessControlUnauthorizedAccount',
      )
    })

    it('startMerge / stopMerge with their errors', async () => {
      const { heroCard, alice } = await loadFixture(deployMergeReady)
      expect(await heroCard.mergeActive()).to.equal(true)
      await expect(heroCard.startMerge()).to.be.revertedWithCustomError(heroCard, 'MergeHasAlreadyBegun')
      await expect(heroCard.connect(alice).stopMerge()).to.be.revertedWithCustomError(
        heroCard,
        'AccessControlUnauthorizedAccount',
      )
      await expect(heroCard.stopMerge()).to.emit(heroCard, 'MergeActiveSet').withArgs(false)
      await expect(heroCard.stopMerge()).to.be.revertedWithCustomError(heroCard, 'MergeNotActive')
      await expect(heroCard.connect(alice).startMerge()).to.be.revertedWithCustomError(
        heroCard,
        'AccessControlUnauthorizedAccount',
      )
    })
  })

  describe('addMerge', () => {
    it('records a designate merge, locks both cards and holds the fee', async () => {
      const f = await withCards()
      const { heroCard, alice, bob } = f
      const price = directionalPrice(3)
      await expect(heroCard.connect(alice).addMerge(1, 2, price, { value: price }))
        .to.emit(heroCard, 'MergeAdded')
        .withArgs(1, alice.address, 1, 2, price, true, 1)
      const [info] = await cardViews(heroCard).getMergeInfos(alice.address)
      expect([info!.tokenIdA, info!.tokenIdB, info!.user, info!.price, info!.designate]).to.deep.equal([
        1n,
        2n,
        alice.address,
        price,
        true,
      ])
      expect(info!.blockNumber).to.equal(BigInt(await ethers.provider.getBlockNumber()))
      expect(await cardViews(heroCard).getMergeIds(alice.address)).to.deep.equal([1n])
      expect(await cardViews(heroCard).mergeOf(2)).to.equal(1n)
      expect(await heroCard.pendingBalance()).to.equal(price)
      await expect(heroCard.connect(alice).transferFrom(alice.address, bob.address, 2))
        .to.be.revertedWithCustomError(heroCard, 'AlreadyMerging')
        .withArgs(2)
      await expect(heroCard.connect(alice).burn(1)).to.be.revertedWithCustomError(heroCard, 'AlreadyMerging')
      await expect(heroCard.connect(alice).addMerge(2, 3, price, { value: price }))
        .to.be.revertedWithCustomError(heroCard, 'AlreadyMerging')
        .withArgs(2)
      await expect(heroCard.connect(alice).addMerge(3, 1, price, { value: price }))
        .to.be.revertedWithCustomError(heroCard, 'AlreadyMerging')
        .withArgs(1)
    })

    it('a random-merge price records a random merge; any other price is refused', async () => {
      const f = await withCards()
      const { heroCard, alice } = f
      await expect(heroCard.connect(alice).addMerge(1, 2, mergePrice(3), { value: mergePrice(3) }))
        .to.emit(heroCard, 'MergeAdded')
        .withArgs(1, alice.address, 1, 2, mergePrice(3), false, 1)
      const wrong = mergePrice(3) + 1n
      await expect(
        heroCard.connect(alice).addMerge(3, 4, wrong, { value: wrong }),
      ).to.be.revertedWithCustomError(heroCard, 'WrongAmount')
      // The price of another rarity is refused too.
      await expect(
        heroCard.connect(alice).addMerge(3, 4, mergePrice(4), { value: mergePrice(4) }),
      ).to.be.revertedWithCustomError(heroCard, 'WrongAmount')
    })

    it('enforces the merge rules of docs/product.md#merge-rules', async () => {
      const f = await withCards()
      const { heroCard, alice, bob } = f
      const p = mergePrice(3)
      const rules = 'NotMeetMergeRules'
      await expect(heroCard.connect(alice).addMerge(1, 1, p, { value: p })).to.be.revertedWithCustomError(
        heroCard,
        rules,
      )
      await expect(heroCard.connect(alice).addMerge(1, 11, p, { value: p })).to.be.revertedWithCustomError(
        heroCard,
        rules,
      )
      await expect(heroCard.connect(alice).addMerge(14, 15, p, { value: p })).to.be.revertedWithCustomError(
        heroCard,
        rules,
      )
      await heroCard.mintCards(alice.address, 12, RARITY.B, 1) // 17
      await expect(heroCard.connect(alice).addMerge(13, 17, p, { value: p })).to.be.revertedWithCustomError(
        heroCard,
        rules,
      )
      await expect(heroCard.connect(bob).addMerge(1, 2, p, { value: p })).to.be.revertedWithCustomError(
        heroCard,
        'NotTheOwner',
      )
      await heroCard.connect(alice).transferFrom(alice.address, bob.address, 3)
      await expect(heroCard.connect(alice).addMerge(1, 3, p, { value: p })).to.be.revertedWithCustomError(
        heroCard,
        'NotTheOwner',
      )
      await expect(heroCard.connect(alice).addMerge(1, 2, p, { value: p - 1n }))
        .to.be.revertedWithCustomError(heroCard, 'NotEnoughMessageFee')
        .withArgs(p, p - 1n)
    })

    it('refuses PriceIsZero for a rarity without prices and MergeNotActive when merges are off', async () => {
      const f = await withCards()
      const { heroCard, alice } = f
      const fresh = await ethers.deployContract(
        'HeroCard',
        [alice.address, await f.coordinator.getAddress(), await f.renderer.getAddress(), 10],
        { libraries: { HeroCardRegistry: await f.registry.getAddress() } },
      )
      // On a card contract without merge prices, price 0 would match both empty maps.
      await fresh.connect(alice).startMerge()
      await fresh.connect(alice).grantRole(await fresh.MINTER_ROLE(), alice.address)
      await fresh
        .connect(alice)
        .setCardInfos(
          [{ cardId: 31, camp: 1, rarity: 3, name: '', currentAmount: 0, maxAmount: 5, cardURI: '' }],
          [{ weapon: '', background: '' }],
        )
      await fresh.connect(alice).mintCards(alice.address, 31, 3, 2)
      await f.coordinator.grantRole(await f.coordinator.CONSUMER_ROLE(), await fresh.getAddress())
      await expect(fresh.connect(alice).addMerge(1, 2, 0)).to.be.revertedWithCustomError(fresh, 'PriceIsZero')
      await heroCard.stopMerge()
      const p = mergePrice(3)
      await expect(heroCard.connect(alice).addMerge(1, 2, p, { value: p })).to.be.revertedWithCustomError(
        heroCard,
        'MergeNotActive',
      )
    })
  })

  describe('resolution', () => {
    it('designate success: card A goes up one rarity, card B is burned, the fee is split 70/15/15', async () => {
      const f = await withCards()
      const { heroCard, alice } = f
      await setRate(f, 3, 10_000)
      const price = directionalPrice(3)
      await heroCard.connect(alice).addMerge(5, 2, price, { value: price })
      const buyback = (price * 15n) / 100n
      const pool = price - 2n * buyback
      await expect(fulfil(f.coordinator, f.vrf, 1))
        .to.emit(heroCard, 'MergeResolved')
        .withArgs(1, true, 5, 2)
        .and.to.emit(heroCard, 'MergeFeeSplit')
        .withArgs(1, pool, buyback, buyback)
      expect(await heroCard.rarityMap(5)).to.equal(4n)
      expect(await heroCard.heroIdMap(5)).to.equal(31n)
      await expect(heroCard.ownerOf(2)).to.be.revertedWithCustomError(
        heroCard,
        'OwnerQueryForNonexistentToken',
      )
      // Neighbours in the same minted run keep their rarity.
      for (const id of [1, 3, 4, 6, 10]) expect(await heroCard.rarityMap(id)).to.equal(3n)
      expect(await heroCard.prizePoolBalance()).to.equal(pool)
      expect(await heroCard.buybackBalance()).to.equal(buyback)
      expect(await heroCard.marketingBalance()).to.equal(buyback)
      expect(await heroCard.pendingBalance()).to.equal(0n)
      expect(await cardViews(heroCard).mergeOf(5)).to.equal(0n)
      const [info] = await cardViews(heroCard).getMergeInfos(alice.address)
      expect([info!.status, info!.success, info!.upgradedTokenId]).to.deep.equal([2n, true, 5n])
    })

    it('failure: both cards stay as they were, the fee is still consumed', async () => {
      const f = await withCards()
      const { heroCard, alice, bob } = f
      await setRate(f, 3, 0)
      const price = mergePrice(3)
      await heroCard.connect(alice).addMerge(1, 2, price, { value: price })
      await expect(fulfil(f.coordinator, f.vrf, 1))
        .to.emit(heroCard, 'MergeResolved')
        .withArgs(1, false, 0, 0)
      expect(await heroCard.rarityMap(1)).to.equal(3n)
      expect(await heroCard.rarityMap(2)).to.equal(3n)
      expect(await heroCard.balanceOf(alice.address)).to.equal(16n)
      expect(await heroCard.prizePoolBalance()).to.equal(price - 2n * ((price * 15n) / 100n))
      await heroCard.connect(alice).transferFrom(alice.address, bob.address, 2)
    })

    it('random merge: bit 128 of the roll picks which card is upgraded', async () => {
      const f = await withCards()
      const { heroCard, alice } = f
      await setRate(f, 3, 10_000)
      const price = mergePrice(3)
      await heroCard.connect(alice).addMergeBatch([1, 3, 5, 7], [2, 4, 6, 8], [price, price, price, price], {
        value: price * 4n,
      })
      await fulfil(f.coordinator, f.vrf, 1)
      const randomness = await randomnessOf(f, 1n)
      for (let i = 0; i < 4; i++) {
        const a = 1 + 2 * i
        const b = a + 1
        const upgraded = ((roll(randomness, i) >> 128n) & 1n) === 0n ? a : b
        const burned = upgraded === a ? b : a
        expect(await heroCard.rarityMap(upgraded)).to.equal(4n)
        expect(await heroCard.rarityMap(burned)).to.equal(0n)
      }
    })

    it('success follows roll % 10000 < rate for every pair of a batch', async () => {
      const f = await withCards()
      const { heroCard, alice } = f
      const price = directionalPrice(3)
      await heroCard.connect(alice).addMergeBatch([1, 3, 5, 7, 9], [2, 4, 6, 8, 10], Array(5).fill(price), {
        value: price * 5n,
      })
      await fulfil(f.coordinator, f.vrf, 1)
      const randomness = await randomnessOf(f, 1n)
      for (let i = 0; i < 5; i++) {
        const success = roll(randomness, i) % 10_000n < 5000n
        expect(await heroCard.rarityMap(1 + 2 * i)).to.equal(success ? 4n : 3n)
        expect(await heroCard.rarityMap(2 + 2 * i)).to.equal(success ? 0n : 3n)
      }
    })

    it('a card upgraded twice stays consistent with its neighbours', async () => {
      const f = await withCards()
      const { heroCard, alice } = f
      await setRate(f, 3, 10_000)
      await setRate(f, 4, 10_000)
      const p3 = directionalPrice(3)
      const p4 = directionalPrice(4)
      await heroCard.connect(alice).addMergeBatch([1, 3], [2, 4], [p3, p3], { value: p3 * 2n })
      await fulfil(f.coordinator, f.vrf, 1)
      await heroCard.connect(alice).addMerge(1, 3, p4, { value: p4 })
      await fulfil(f.coordinator, f.vrf, 2)
      expect(await heroCard.rarityMap(1)).to.equal(5n)
      expect(
        await heroCard.getTokenInfosByAddress(alice.address).then((t) => t.map((x) => Number(x.tokenId))),
      ).to.deep.equal([1, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16])
      for (const id of [5, 6, 7, 8, 9, 10]) expect(await heroCard.rarityMap(id)).to.equal(3n)
    })
  })

  describe('addMergeBatch', () => {
    it('merges 50 pairs (100 cards) in one transaction; 51 pairs are refused @plain', async () => {
      const f = await loadFixture(deployMergeReady)
      const { heroCard, alice } = f
      await heroCard.mintCards(alice.address, 31, RARITY.S, 50)
      await heroCard.mintCards(alice.address, 32, RARITY.S, 50)
      const a = Array.from({ length: 50 }, (_, i) => i + 1)
      const b = Array.from({ length: 50 }, (_, i) => i + 51)
      const p = mergePrice(3)
      await expect(
        heroCard.connect(alice).addMergeBatch([...a, 1], [...b, 2], Array(51).fill(p), { value: p * 51n }),
      ).to.be.revertedWithCustomError(heroCard, 'ArrayLengthError')
      await expect(heroCard.connect(alice).addMergeBatch(a, b, Array(50).fill(p), { value: p * 50n }))
        .to.emit(heroCard, 'MergeAdded')
        .withArgs(50, alice.address, 50, 100, p, false, 1)
      // 50 pairs need more gas than VRF's callback may use (2.5M): the word is recorded in the callback and the
      // merges resolve with it through deliver(), by anyone (a merge's outcome depends on its word and terms only).
      await expect(fulfil(f.coordinator, f.vrf, 1)).to.emit(f.coordinator, 'DeliveryFailed')
      await expect(f.coordinator.deliver(1)).to.emit(heroCard, 'MergeResolved')
      const infos = await cardViews(heroCard).getMergeInfos(alice.address)
      const successes = infos.filter((i) => i.success).length
      expect(await heroCard.totalSupply()).to.equal(BigInt(100 - successes))
      expect((await heroCard.prizePoolBalance()) + (await heroCard.buybackBalance()) * 2n).to.equal(p * 50n)
    })

    it('refuses empty or mismatched arrays and a wrong total', async () => {
      const f = await withCards()
      const { heroCard, alice } = f
      const p = mergePrice(3)
      await expect(heroCard.connect(alice).addMergeBatch([], [], [])).to.be.revertedWithCustomError(
        heroCard,
        'ArrayIsNull',
      )
      await expect(
        heroCard.connect(alice).addMergeBatch([1], [], [p], { value: p }),
      ).to.be.revertedWithCustomError(heroCard, 'ArrayLengthError')
      await expect(
        heroCard.connect(alice).addMergeBatch([1], [2], [], { value: p }),
      ).to.be.revertedWithCustomError(heroCard, 'ArrayLengthError')
      await expect(heroCard.connect(alice).addMergeBatch([1, 3], [2, 4], [p, p], { value: p }))
        .to.be.revertedWithCustomError(heroCard, 'NotEnoughMessageFee')
        .withArgs(p * 2n, p)
      // A card cannot be in two pairs of one batch.
      await expect(
        heroCard.connect(alice).addMergeBatch([1, 1], [2, 3], [p, p], { value: p * 2n }),
      ).to.be.revertedWithCustomError(heroCard, 'AlreadyMerging')
    })
  })

  describe('timeouts', () => {
    it('merges VRF never answers are cancelled after the timeout: the cards are free, the fees refunded', async () => {
      const f = await withCards()
      const { heroCard, alice, bob, other, coordinator } = f
      const p = mergePrice(3)
      await heroCard.connect(alice).addMergeBatch([1, 3], [2, 4], [p, p], { value: p * 2n })
      await expect(heroCard.connect(alice).transferFrom(alice.address, bob.address, 1)).to.be.reverted
      await time.increase(24 * 3600)
      await coordinator.connect(other).cancel(1)
      const tx = coordinator.connect(other).completeCancel(1)
      await expect(tx).to.emit(heroCard, 'MergeCancelled').withArgs(1, alice.address, p)
      await expect(tx).to.emit(heroCard, 'MergeCancelled').withArgs(2, alice.address, p)
      await expect(tx).not.to.emit(heroCard, 'MergeResolved')
      await expect(tx).to.changeEtherBalance(alice, p * 2n)
      expect(await heroCard.pendingBalance()).to.equal(0n)
      expect(await cardViews(heroCard).mergeOf(1)).to.equal(0n)
      const infos = await cardViews(heroCard).getMergeInfos(alice.address)
      expect(infos.map((i) => i.status)).to.deep.equal([4n, 4n])
      // The cards are whole and free again; a late fulfilment is ignored.
      expect(await Promise.all([1, 2, 3, 4].map((id) => heroCard.rarityMap(id)))).to.deep.equal([
        3n,
        3n,
        3n,
        3n,
      ])
      await expect(fulfil(coordinator, f.vrf, 1)).to.emit(coordinator, 'FulfilmentIgnored')
      await heroCard.connect(alice).transferFrom(alice.address, bob.address, 1)
    })

    it('a refund the merger refuses leaves the request Cancelled; deliver() retries it once it accepts', async () => {
      const f = await withCards()
      const { heroCard, alice, coordinator } = f
      const attacker = await ethers.deployContract('CardsAttacker')
      const at = await attacker.getAddress()
      await heroCard.connect(alice).transferFrom(alice.address, at, 1)
      await heroCard.connect(alice).transferFrom(alice.address, at, 2)
      const p = mergePrice(3)
      await attacker.call(
        await heroCard.getAddress(),
        heroCard.interface.encodeFunctionData('addMerge', [1, 2, p]),
        {
          value: p,
        },
      )
      await attacker.setRefuseEther(true)
      await time.increase(24 * 3600)
      await coordinator.cancel(1)
      await expect(coordinator.completeCancel(1))
        .to.emit(coordinator, 'RandomnessCancelled')
        .withArgs(1, await heroCard.getAddress(), false)
      expect(await cardViews(heroCard).mergeOf(1)).to.equal(1n) // nothing moved
      await attacker.setRefuseEther(false)
      await expect(coordinator.deliver(1)).to.changeEtherBalance(attacker, p)
      expect(await cardViews(heroCard).mergeOf(1)).to.equal(0n)
    })
  })

  describe('attacks', () => {
    it('an attacker contract cannot reroll a merge: the resolution never calls it', async () => {
      const f = await withCards()
      const { heroCard, alice } = f
      const attacker = await ethers.deployContract('CardsAttacker')
      const at = await attacker.getAddress()
      await heroCard.connect(alice).transferFrom(alice.address, at, 1)
      await heroCard.connect(alice).transferFrom(alice.address, at, 2)
      await attacker.setRefuseAll(true)
      const p = mergePrice(3)
      await attacker.call(
        await heroCard.getAddress(),
        heroCard.interface.encodeFunctionData('addMerge', [1, 2, p]),
        {
          value: p,
        },
      )
      await expect(fulfil(f.coordinator, f.vrf, 1)).to.emit(heroCard, 'MergeResolved')
      await time.increase(24 * 3600)
      await expect(f.coordinator.cancel(1)).to.be.revertedWithCustomError(f.coordinator, 'WrongStatus')
    })

    it('re-entering addMerge from a receiver hook during a claim is blocked', async () => {
      const f = await withCards()
      const { heroCard } = f
      await heroCard.startPublicSale(1n)
      const attacker = await ethers.deployContract('CardsAttacker')
      const at = await attacker.getAddress()
      await heroCard.mintCards(at, 31, RARITY.S, 2) // 17, 18
      const card = await heroCard.getAddress()
      await attacker.call(card, heroCard.interface.encodeFunctionData('addMint', [1, false]), { value: 1n })
      await fulfil(f.coordinator, f.vrf, 1)
      await attacker.setReenter(card, heroCard.interface.encodeFunctionData('addMerge', [17, 18, 0]))
      await attacker.call(card, heroCard.interface.encodeFunctionData('nftOwnerClaimCards', [[1]]))
      expect(await attacker.lastReentryError()).to.equal(
        heroCard.interface.getError('ReentrancyGuardReentrantCall')!.selector,
      )
      expect(await cardViews(heroCard).mergeOf(17)).to.equal(0n)
    })
  })

  describe('properties', () => {
    it('merges never create or destroy cards except the burned supplement, and touch no other card @plain', async () => {
      const f = await loadFixture(deployMergeReady)
      const { heroCard, alice } = f
      await heroCard.mintCards(alice.address, 31, RARITY.S, 12)
      await heroCard.mintCards(alice.address, 41, RARITY['S+'], 6)
      await heroCard.mintCards(alice.address, 22, RARITY.A, 6)
      let snapshot: string = await ethers.provider.send('evm_snapshot', [])
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(fc.nat(23), fc.nat(23), fc.boolean()), { minLength: 1, maxLength: 6 }),
          async (ops) => {
            await ethers.provider.send('evm_revert', [snapshot])
            snapshot = await ethers.provider.send('evm_snapshot', [])
            // Reference model: token id -> rarity (0 = burned).
            const model = new Map<number, number>()
            for (const info of await heroCard.getTokenInfosByAddress(alice.address)) {
              model.set(Number(info.tokenId), Number(info.rarity))
            }
            for (const [x, y, designate] of ops) {
              const a = x + 1
              const b = y + 1
              const r = model.get(a) ?? 0
              const valid = a !== b && r !== 0 && r === model.get(b) && r !== 1 && r !== 9
              const price = designate ? directionalPrice(r || 3) : mergePrice(r || 3)
              const tx = heroCard.connect(alice).addMerge(a, b, price, { value: price })
              if (!valid) {
                await expect(tx).to.be.reverted
                continue
              }
              await tx
              const requestId = await f.coordinator.requestCount()
              await fulfil(f.coordinator, f.vrf, requestId)
              const mergeId = await cardViews(heroCard)
                .getMergeIds(alice.address)
                .then((ids) => ids[ids.length - 1]!)
              const [log] = await heroCard.queryFilter(heroCard.filters.MergeResolved(mergeId))
              const { success, upgradedTokenId, burnedTokenId } = log!.args
              if (success) {
                expect([a, b]).to.include(Number(upgradedTokenId))
                if (designate) expect(Number(upgradedTokenId)).to.equal(a)
                model.set(Number(upgradedTokenId), r + 1)
                model.delete(Number(burnedTokenId))
              }
            }
            const infos = await heroCard.getTokenInfosByAddress(alice.address)
            expect(infos.length).to.equal(model.size)
            expect(await heroCard.totalSupply()).to.equal(BigInt(model.size))
            for (const info of infos) expect(Number(info.rarity)).to.equal(model.get(Number(info.tokenId)))
          },
        ),
        { numRuns: 12 },
      )
      await ethers.provider.send('evm_revert', [snapshot])
    })
  })
})
