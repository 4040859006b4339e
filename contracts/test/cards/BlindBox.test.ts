import { loadFixture, time } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import fc from 'fast-check'
import { ethers } from 'hardhat'
import { BOX_PRICE, deployBlindBox } from './fixtures'
import { fulfil, roll } from './helpers'

describe('cards/BlindBox', () => {
  async function bought() {
    const f = await loadFixture(deployBlindBox)
    await f.box.connect(f.alice).mintMulti(5, { value: BOX_PRICE * 5n })
    return f
  }

  describe('admin', () => {
    it('setSaleConfig: refused while the sale runs, PriceIsZero, AddressIsNull, admin only', async () => {
      const { box, alice, bob } = await loadFixture(deployBlindBox)
      await expect(box.setSaleConfig(ethers.ZeroAddress, 1, bob.address)).to.be.revertedWithCustomError(
        box,
        'SaleHasAlreadyBegun',
      )
      await box.stopSale()
      await expect(box.setSaleConfig(ethers.ZeroAddress, 0, bob.address)).to.be.revertedWithCustomError(
        box,
        'PriceIsZero',
      )
      await expect(
        box.setSaleConfig(ethers.ZeroAddress, 1, ethers.ZeroAddress),
      ).to.be.revertedWithCustomError(box, 'AddressIsNull')
      await expect(box.setSaleConfig(alice.address, 7, bob.address))
        .to.emit(box, 'SaleConfigSet')
        .withArgs(alice.address, 7, bob.address)
      expect([await box.paymentToken(), await box.price(), await box.receivingAddress()]).to.deep.equal([
        alice.address,
        7n,
        bob.address,
      ])
      await expect(
        box.connect(alice).setSaleConfig(alice.address, 7, bob.address),
      ).to.be.revertedWithCustomError(box, 'AccessControlUnauthorizedAccount')
    })

    it('startSale / stopSale', async () => {
      const { box, alice, heroCard, coordinator, admin } = await loadFixture(deployBlindBox)
      expect(await box.saleActive()).to.equal(true)
      await expect(box.startSale()).to.be.revertedWithCustomError(box, 'SaleHasAlreadyBegun')
      await expect(box.connect(alice).stopSale()).to.be.revertedWithCustomError(
        box,
        'AccessControlUnauthorizedAccount',
      )
      await expect(box.stopSale()).to.emit(box, 'SaleSet').withArgs(false)
      await expect(box.stopSale()).to.be.revertedWithCustomError(box, 'SaleNotActive')
      await expect(box.connect(alice).startSale()).to.be.revertedWithCustomError(
        box,
        'AccessControlUnauthorizedAccount',
      )
      const fresh = await ethers.deployContract('BlindBox', [
        admin.address,
        'B',
        'B',
        'V2',
        await heroCard.getAddress(),
        await coordinator.getAddress(),
      ])
      await expect(fresh.startSale()).to.be.revertedWithCustomError(fresh, 'PriceIsZero')
      expect(await fresh.version()).to.equal('V2')
    })

    it('rawFulfillRandomness refuses an unknown open, even from the coordinator', async () => {
      const { heroCard, admin } = await loadFixture(deployBlindBox)
      const box = await ethers.deployContract('BlindBox', [
        admin.address,
        'B',
        'B',
        'V',
        await heroCard.getAddress(),
        admin.address,
      ])
      await expect(box.rawFulfillRandomness(5, 1))
        .to.be.revertedWithCustomError(box, 'UnknownOpen')
        .withArgs(5)
    })

    it('constructor refuses zero addresses', async () => {
      const { box, admin, heroCard, coordinator } = await loadFixture(deployBlindBox)
      const factory = await ethers.getContractFactory('BlindBox')
      const h = await heroCard.getAddress()
      const c = await coordinator.getAddress()
      await expect(factory.deploy(ethers.ZeroAddress, 'B', 'B', 'V', h, c)).to.be.revertedWithCustomError(
        box,
        'AddressIsNull',
      )
      await expect(
        factory.deploy(admin.address, 'B', 'B', 'V', ethers.ZeroAddress, c),
      ).to.be.revertedWithCustomError(box, 'AddressIsNull')
      await expect(
        factory.deploy(admin.address, 'B', 'B', 'V', h, ethers.ZeroAddress),
      ).to.be.revertedWithCustomError(box, 'AddressIsNull')
    })

    it('setQuotas: not below sold, admin only', async () => {
      const { box, alice } = await bought()
      await expect(box.setQuotas(4, 1, 1)).to.be.revertedWithCustomError(box, 'MintExceedsSupply')
      await expect(box.setQuotas(2n ** 64n, 1, 1)).to.be.revertedWithCustomError(box, 'MintExceedsSupply')
      await expect(box.setQuotas(5, 3, 2))
        .to.emit(box, 'QuotasSet')
        .withArgs(5, 3, 2)
      expect([await box.totalQuota(), await box.sold(), await box.remaining()]).to.deep.equal([5n, 5n, 0n])
      expect([await box.publicBuyableQuota(), await box.whiteListBuyableQuota()]).to.deep.equal([3n, 2n])
      await expect(box.connect(alice).setQuotas(5, 3, 2)).to.be.revertedWithCustomError(
        box,
        'AccessControlUnauthorizedAccount',
      )
    })

    it('setCardsQuota: known cards only, not below the outstanding boxes', async () => {
      const { box, alice } = await bought()
      expect(await box.getCardIds()).to.deep.equal([21n, 22n, 31n, 32n])
      expect(await box.cardsQuota(31)).to.equal(5n)
      expect(await box.cardsRemaining()).to.equal(30n)
      await expect(box.setCardsQuota([], [])).to.be.revertedWithCustomError(box, 'ArrayIsNull')
      await expect(box.setCardsQuota([21], [])).to.be.revertedWithCustomError(box, 'ArrayLengthError')
      await expect(box.setCardsQuota([99], [1]))
        .to.be.revertedWithCustomError(box, 'InvalidCard')
        .withArgs(99)
      await expect(box.setCardsQuota([21], [2n ** 64n])).to.be.revertedWithCustomError(
        box,
        'MintExceedsSupply',
      )
      await expect(box.setCardsQuota([21, 22, 31, 32], [1, 1, 1, 1])).to.be.revertedWithCustomError(
        box,
        'MintExceedsSupply',
      )
      await expect(box.setCardsQuota([21, 22, 31, 32, 51], [0, 0, 1, 1, 3]))
        .to.emit(box, 'CardQuotaSet')
        .withArgs(51, 3)
      expect(await box.cardsRemaining()).to.equal(5n)
      // A card set to zero and back is not listed twice.
      await box.setCardsQuota([21], [2])
      expect(await box.getCardIds()).to.deep.equal([21n, 22n, 31n, 32n, 51n])
      await expect(box.connect(alice).setCardsQuota([21], [1])).to.be.revertedWithCustomError(
        box,
        'AccessControlUnauthorizedAccount',
      )
    })

    it('whitelist: add, remove, containsInWhiteList, whiteListOnly', async () => {
      const { box, alice, bob } = await loadFixture(deployBlindBox)
      await expect(box.addWhiteList([alice.address, bob.address]))
        .to.emit(box, 'WhiteListSet')
        .withArgs(alice.address, true)
      expect(await box.containsInWhiteList(bob.address)).to.equal(true)
      await box.removeWhiteList([bob.address])
      expect(await box.containsInWhiteList(bob.address)).to.equal(false)
      await expect(box.addWhiteList([])).to.be.revertedWithCustomError(box, 'ArrayIsNull')
      await expect(box.addWhiteList([ethers.ZeroAddress])).to.be.revertedWithCustomError(box, 'AddressIsNull')
      await expect(box.setWhiteListOnly(true)).to.emit(box, 'WhiteListOnlySet').withArgs(true)
      expect(await box.whiteListOnly()).to.equal(true)
      for (const call of [
        () => box.connect(alice).addWhiteList([alice.address]),
        () => box.connect(alice).removeWhiteList([alice.address]),
        () => box.connect(alice).setWhiteListOnly(false),
      ]) {
        await expect(call()).to.be.revertedWithCustomError(box, 'AccessControlUnauthorizedAccount')
      }
    })
  })

  describe('buying', () => {
    it('mintMulti mints boxes, forwards the payment and records the public history', async () => {
      const { box, alice, receiver } = await loadFixture(deployBlindBox)
      const tx = box.connect(alice).mintMulti(3, { value: BOX_PRICE * 3n })
      await expect(tx)
        .to.emit(box, 'BoxesBought')
        .withArgs(alice.address, 1, 3, false, BOX_PRICE * 3n)
      await expect(tx).to.changeEtherBalances([alice, receiver, box], [-BOX_PRICE * 3n, BOX_PRICE * 3n, 0n])
      expect(await box.balanceOf(alice.address)).to.equal(3n)
      expect(await box.publicBuyingHistory(alice.address)).to.equal(3n)
      expect(await box.whitelistBuyingHistory(alice.address)).to.equal(0n)
      expect([await box.sold(), await box.remaining(), await box.outstanding()]).to.deep.equal([3n, 17n, 3n])
      await box.connect(alice).mintMultiTokenForCaller(1, { value: BOX_PRICE })
      expect(await box.publicBuyingHistory(alice.address)).to.equal(4n)
      expect(await box.totalMinted()).to.equal(4n)
    })

    it('refuses: SaleNotActive, WrongAmount, NotEnoughMessageFee, per-address and total quotas', async () => {
      const { box, alice, bob, other } = await loadFixture(deployBlindBox)
      await expect(box.connect(alice).mintMulti(0)).to.be.revertedWithCustomError(box, 'WrongAmount')
      await expect(box.connect(alice).mintMulti(51)).to.be.revertedWithCustomError(box, 'WrongAmount')
      await expect(
        box.connect(alice).mintMulti(11, { value: BOX_PRICE * 11n }),
      ).to.be.revertedWithCustomError(box, 'WrongAmount')
      await expect(box.connect(alice).mintMulti(2, { value: BOX_PRICE }))
        .to.be.revertedWithCustomError(box, 'NotEnoughMessageFee')
        .withArgs(BOX_PRICE * 2n, BOX_PRICE)
      await box.connect(alice).mintMulti(10, { value: BOX_PRICE * 10n })
      await expect(box.connect(alice).mintMulti(1, { value: BOX_PRICE })).to.be.revertedWithCustomError(
        box,
        'WrongAmount',
      )
      await box.connect(bob).mintMulti(10, { value: BOX_PRICE * 10n })
      await expect(box.connect(other).mintMulti(1, { value: BOX_PRICE })).to.be.revertedWithCustomError(
        box,
        'MintExceedsSupply',
      )
      await box.stopSale()
      await expect(box.connect(other).mintMulti(1, { value: BOX_PRICE })).to.be.revertedWithCustomError(
        box,
        'SaleNotActive',
      )
    })

    it('refuses more boxes than cards left in quota mode', async () => {
      const { box, alice, bob } = await loadFixture(deployBlindBox)
      await box.setQuotas(100, 50, 5)
      await box.setCardsQuota([21, 22, 31, 32], [1, 1, 1, 1])
      await expect(box.connect(alice).mintMulti(5, { value: BOX_PRICE * 5n })).to.be.revertedWithCustomError(
        box,
        'MintExceedsSupply',
      )
      await box.connect(bob).mintMulti(4, { value: BOX_PRICE * 4n })
    })

    it('whitelist-only mode: members only, within the whitelist quota, recorded apart', async () => {
      const { box, alice, bob } = await loadFixture(deployBlindBox)
      await box.setWhiteListOnly(true)
      await box.addWhiteList([alice.address])
      await expect(box.connect(bob).mintMulti(1, { value: BOX_PRICE })).to.be.revertedWithCustomError(
        box,
        'NotAllowedClaim',
      )
      await expect(box.connect(alice).mintMulti(2, { value: BOX_PRICE * 2n }))
        .to.emit(box, 'BoxesBought')
        .withArgs(alice.address, 1, 2, true, BOX_PRICE * 2n)
      await expect(box.connect(alice).mintMulti(4, { value: BOX_PRICE * 4n })).to.be.revertedWithCustomError(
        box,
        'WrongAmount',
      )
      expect(await box.whitelistBuyingHistory(alice.address)).to.equal(2n)
      expect(await box.publicBuyingHistory(alice.address)).to.equal(0n)
    })

    it('ERC20 payment: pulled to the receiving address; native value refused', async () => {
      const { box, alice, receiver } = await loadFixture(deployBlindBox)
      const token = await ethers.deployContract('CardsTestERC20')
      await box.stopSale()
      await box.setSaleConfig(await token.getAddress(), 100n, receiver.address)
      await box.startSale()
      await token.mint(alice.address, 1000n)
      await token.connect(alice).approve(await box.getAddress(), 1000n)
      await expect(box.connect(alice).mintMultiTokenForCaller(3, { value: 1n }))
        .to.be.revertedWithCustomError(box, 'NotEnoughMessageFee')
        .withArgs(0, 1)
      await expect(box.connect(alice).mintMultiTokenForCaller(3)).to.changeTokenBalances(
        token,
        [alice, receiver],
        [-300n, 300n],
      )
    })

    it('a receiver that refuses native currency fails the purchase', async () => {
      const { box, alice } = await loadFixture(deployBlindBox)
      const noReceive = await ethers.deployContract('CardsTestERC20')
      await box.stopSale()
      await box.setSaleConfig(ethers.ZeroAddress, BOX_PRICE, await noReceive.getAddress())
      await box.startSale()
      await expect(box.connect(alice).mintMulti(1, { value: BOX_PRICE })).to.be.revertedWithCustomError(
        box,
        'PaymentFailed',
      )
    })

    it('mintTo: minters only, no payment or sale quota', async () => {
      const { box, alice, admin } = await loadFixture(deployBlindBox)
      await expect(box.connect(alice).mintTo(alice.address, 1)).to.be.revertedWithCustomError(
        box,
        'AccessControlUnauthorizedAccount',
      )
      await box.grantRole(await box.MINTER_ROLE(), admin.address)
      await expect(box.mintTo(alice.address, 0)).to.be.revertedWithCustomError(box, 'WrongAmount')
      await expect(box.mintTo(alice.address, 51)).to.be.revertedWithCustomError(box, 'WrongAmount')
      await expect(box.mintTo(alice.address, 2)).to.emit(box, 'BoxesMinted').withArgs(alice.address, 1, 2)
      expect([await box.sold(), await box.outstanding()]).to.deep.equal([0n, 2n])
    })
  })

  describe('opening', () => {
    it('open burns the box, binds a request, and the resolution mints the drawn card', async () => {
      const f = await bought()
      const { box, heroCard, coordinator, alice } = f
      await expect(box.connect(alice).open(2)).to.emit(box, 'BoxesOpened').withArgs(alice.address, 1, [2])
      await expect(box.ownerOf(2)).to.be.revertedWithCustomError(box, 'OwnerQueryForNonexistentToken')
      const pending = await box.pendingOpen(1)
      expect(pending.opener).to.equal(alice.address)
      expect(pending.boxIds).to.deep.equal([2n])
      expect(await box.nftIdtoCardId(2)).to.equal(0n)
      await expect(fulfil(coordinator, f.vrf, 1)).to.emit(box, 'BoxRevealed')
      const cardId = await box.nftIdtoCardId(2)
      expect([21n, 22n, 31n, 32n]).to.include(cardId)
      const [token] = await heroCard.getTokenInfosByAddress(alice.address)
      expect(token!.heroId).to.equal(cardId)
      expect(token!.rarity).to.equal(cardId / 10n)
      expect(await box.cardsQuota(cardId)).to.equal(cardId < 30n ? 9n : 4n)
      expect([await box.outstanding(), await box.cardsRemaining()]).to.deep.equal([4n, 29n])
      expect((await box.pendingOpen(1)).opener).to.equal(ethers.ZeroAddress)
    })

    it('openMulti reveals each box from its own roll, weighted by the cards left', async () => {
      const f = await bought()
      const { box, coordinator, alice } = f
      await box.connect(alice).openMulti([1, 2, 3, 4, 5])
      await fulfil(coordinator, f.vrf, 1)
      const [log] = await coordinator.queryFilter(coordinator.filters.RandomnessFulfilled(1n))
      const randomness = log!.args.randomness
      // Reference model of the quota draw.
      const quota = new Map([
        [21, 10],
        [22, 10],
        [31, 5],
        [32, 5],
      ])
      for (let i = 0; i < 5; i++) {
        const total = [...quota.values()].reduce((a, b) => a + b, 0)
        let target = Number(roll(randomness, i) % BigInt(total))
        let pick = 0
        for (const [id, left] of quota) {
          if (target < left) {
            pick = id
            break
          }
          target -= left
        }
        quota.set(pick, quota.get(pick)! - 1)
        expect(await box.nftIdtoCardId(i + 1)).to.equal(BigInt(pick))
      }
    })

    it('refuses: ArrayIsNull, ArrayLengthError, NotTheOwner, OnlyCoordinator, UnknownOpen', async () => {
      const f = await bought()
      const { box, alice, bob } = f
      await expect(box.connect(alice).openMulti([])).to.be.revertedWithCustomError(box, 'ArrayIsNull')
      await expect(box.connect(alice).openMulti(Array(51).fill(1))).to.be.revertedWithCustomError(
        box,
        'ArrayLengthError',
      )
      await expect(box.connect(bob).open(1)).to.be.revertedWithCustomError(box, 'NotTheOwner')
      await expect(box.connect(alice).openMulti([1, 1])).to.be.revertedWithCustomError(
        box,
        'OwnerQueryForNonexistentToken',
      )
      await expect(box.rawFulfillRandomness(1, 1)).to.be.revertedWithCustomError(box, 'OnlyCoordinator')
    })

    it('an open VRF never answers gives the opener fresh boxes back after the timeout; nothing is re-drawn', async () => {
      const f = await bought()
      const { box, alice, other, coordinator, heroCard } = f
      await box.connect(alice).openMulti([1, 2])
      await expect(coordinator.connect(other).cancel(1)).to.be.revertedWithCustomError(
        coordinator,
        'NotTimedOut',
      )
      await time.increase(24 * 3600)
      await coordinator.connect(other).cancel(1)
      const firstNew = (await box.totalMinted()) + 1n
      const tx = coordinator.connect(other).completeCancel(1)
      await expect(tx).to.emit(box, 'BoxesReturned').withArgs(alice.address, 1, firstNew, 2)
      await expect(tx).not.to.emit(box, 'BoxRevealed')
      expect(await heroCard.balanceOf(alice.address)).to.equal(0n)
      expect(await box.balanceOf(alice.address)).to.equal(5n)
      expect([await box.ownerOf(firstNew), await box.ownerOf(firstNew + 1n)]).to.deep.equal([
        alice.address,
        alice.address,
      ])
      expect(await box.outstanding()).to.equal(5n)
      expect((await box.pendingOpen(1)).opener).to.equal(ethers.ZeroAddress)
      // A late fulfilment is ignored; the returned boxes open like any other.
      await expect(fulfil(coordinator, f.vrf, 1)).to.emit(coordinator, 'FulfilmentIgnored')
      await box.connect(alice).openMulti([firstNew, firstNew + 1n])
      await expect(fulfil(coordinator, f.vrf, 2)).to.emit(box, 'BoxRevealed')
      expect(await heroCard.balanceOf(alice.address)).to.equal(2n)
      await expect(box.rawCancelRandomness(2)).to.be.revertedWithCustomError(box, 'OnlyCoordinator')
    })

    it('odds mode (mystery box): A 60% / S 40% by the low bits, hero uniform by the high bits', async () => {
      const f = await loadFixture(deployBlindBox)
      const { box, alice, admin, coordinator } = f
      await expect(box.setRarityOdds([2, 3], [6000, 3000])).to.be.revertedWithCustomError(box, 'InvalidOdds')
      await expect(box.connect(alice).setRarityOdds([2, 3], [6000, 4000])).to.be.revertedWithCustomError(
        box,
        'AccessControlUnauthorizedAccount',
      )
      await expect(box.setRarityOdds([2], [6000, 4000])).to.be.revertedWithCustomError(
        box,
        'ArrayLengthError',
      )
      const heroless = [10]
      await expect(box.setRarityOdds(heroless, [10_000])).to.be.revertedWithCustomError(box, 'InvalidCard')
      await expect(box.setRarityOdds([2, 3], [6000, 4000])).to.emit(box, 'RarityOddsSet')
      const [rarities, bps] = await box.getRarityOdds()
      expect([rarities, bps]).to.deep.equal([
        [2n, 3n],
        [6000n, 4000n],
      ])
      await box.grantRole(await box.MINTER_ROLE(), admin.address)
      await box.mintTo(alice.address, 10)
      await expect(box.setRarityOdds([], [])).to.be.revertedWithCustomError(box, 'SaleHasAlreadyBegun')
      await box.connect(alice).openMulti([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
      await fulfil(coordinator, f.vrf, 1)
      const [log] = await coordinator.queryFilter(coordinator.filters.RandomnessFulfilled(1n))
      const randomness = log!.args.randomness
      for (let i = 0; i < 10; i++) {
        const r = roll(randomness, i)
        const rarity = (r & (2n ** 128n - 1n)) % 10_000n < 6000n ? 2n : 3n
        const hero = rarity * 10n + 1n + ((r >> 128n) % 2n)
        expect(await box.nftIdtoCardId(i + 1)).to.equal(hero)
      }
      expect(await f.heroCard.balanceOf(alice.address)).to.equal(10n)
    })
  })

  describe('pause and recovery', () => {
    it('pauses buying, opening, minting and box transfers', async () => {
      const f = await bought()
      const { box, alice, bob, admin } = f
      await expect(box.connect(alice).pause()).to.be.revertedWithCustomError(
        box,
        'AccessControlUnauthorizedAccount',
      )
      await box.connect(alice).open(1)
      await box.pause()
      await fulfil(f.coordinator, f.vrf, 1) // resolutions still run
      await box.grantRole(await box.MINTER_ROLE(), admin.address)
      for (const call of [
        () => box.connect(alice).mintMulti(1, { value: BOX_PRICE }),
        () => box.connect(alice).mintMultiTokenForCaller(1, { value: BOX_PRICE }),
        () => box.connect(alice).open(2),
        () => box.connect(alice).openMulti([2]),
        () => box.mintTo(alice.address, 1),
        () => box.connect(alice).transferFrom(alice.address, bob.address, 2),
      ]) {
        await expect(call()).to.be.revertedWithCustomError(box, 'EnforcedPause')
      }
      await box.unpause()
      await box.connect(alice).transferFrom(alice.address, bob.address, 2)
    })

    it('recovers stray tokens (admin only); supports ERC721 and AccessControl interfaces', async () => {
      const { box, alice } = await loadFixture(deployBlindBox)
      const token = await ethers.deployContract('CardsTestERC20')
      await token.mint(await box.getAddress(), 5n)
      await expect(
        box.connect(alice).recoverERC20(await token.getAddress(), alice.address, 5n),
      ).to.be.revertedWithCustomError(box, 'AccessControlUnauthorizedAccount')
      await box.recoverERC20(await token.getAddress(), alice.address, 5n)
      expect(await token.balanceOf(alice.address)).to.equal(5n)
      expect(await box.supportsInterface('0x80ac58cd')).to.equal(true)
      expect(await box.supportsInterface('0x7965db0b')).to.equal(true)
    })
  })

  describe('attacks', () => {
    it('a buyer contract cannot re-enter mintMulti from onERC721Received', async () => {
      const { box } = await loadFixture(deployBlindBox)
      const attacker = await ethers.deployContract('CardsAttacker')
      const at = await box.getAddress()
      await attacker.setReenter(at, box.interface.encodeFunctionData('mintMulti', [1]))
      await attacker.call(at, box.interface.encodeFunctionData('mintMulti', [1]), { value: BOX_PRICE })
      expect(await attacker.lastReentryError()).to.equal(
        box.interface.getError('ReentrancyGuardReentrantCall')!.selector,
      )
      expect(await box.sold()).to.equal(1n)
    })

    it('an opener that refuses NFTs cannot make the resolution fail, so it cannot reroll', async () => {
      const f = await loadFixture(deployBlindBox)
      const { box } = f
      const attacker = await ethers.deployContract('CardsAttacker')
      const at = await box.getAddress()
      await attacker.call(at, box.interface.encodeFunctionData('mintMulti', [2]), { value: BOX_PRICE * 2n })
      await attacker.setRefuseAll(true)
      await attacker.call(at, box.interface.encodeFunctionData('openMulti', [[1, 2]]))
      await fulfil(f.coordinator, f.vrf, 1)
      expect(await f.heroCard.balanceOf(await attacker.getAddress())).to.equal(2n)
      await time.increase(24 * 3600)
      await expect(f.coordinator.cancel(1)).to.be.revertedWithCustomError(f.coordinator, 'WrongStatus')
    })
  })

  describe('properties', () => {
    it('sold never exceeds the total quota, per-address quotas hold, every box reveals one card @plain', async () => {
      const f = await loadFixture(deployBlindBox)
      const { box } = f
      const signers = (await ethers.getSigners()).slice(2, 6)
      await box.setQuotas(25, 8, 3)
      await box.addWhiteList([signers[0]!.address, signers[1]!.address])
      let snapshot: string = await ethers.provider.send('evm_snapshot', [])
      const op = fc.oneof(
        fc.record({
          kind: fc.constant('buy' as const),
          who: fc.nat(3),
          amount: fc.integer({ min: 1, max: 9 }),
        }),
        fc.record({ kind: fc.constant('mode' as const), on: fc.boolean() }),
        fc.record({ kind: fc.constant('open' as const), who: fc.nat(3) }),
      )
      await fc.assert(
        fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
          await ethers.provider.send('evm_revert', [snapshot])
          snapshot = await ethers.provider.send('evm_snapshot', [])
          const pub = [0, 0, 0, 0]
          const wl = [0, 0, 0, 0]
          let whitelistOnly = false
          let sold = 0
          let opened = 0
          for (const o of ops) {
            if (o.kind === 'mode') {
              await box.setWhiteListOnly(o.on)
              whitelistOnly = o.on
            } else if (o.kind === 'buy') {
              const signer = signers[o.who]!
              const member = o.who < 2
              const history = whitelistOnly ? wl : pub
              const cap = whitelistOnly ? 3 : 8
              const ok =
                (!whitelistOnly || member) && history[o.who]! + o.amount <= cap && sold + o.amount <= 25
              const tx = box.connect(signer).mintMulti(o.amount, { value: BOX_PRICE * BigInt(o.amount) })
              if (ok) {
                await tx
                history[o.who]! += o.amount
                sold += o.amount
              } else {
                await expect(tx).to.be.reverted
              }
            } else {
              const signer = signers[o.who]!
              const ids = await box.balanceOf(signer.address)
              if (ids === 0n) continue
              // Find the signer's first box by scanning the minted ids.
              const total = Number(await box.totalMinted())
              for (let id = 1; id <= total; id++) {
                const owner = await box.ownerOf(id).catch(() => null)
                if (owner === signer.address) {
                  await box.connect(signer).open(id)
                  await fulfil(f.coordinator, f.vrf, await f.coordinator.requestCount())
                  opened++
                  break
                }
              }
            }
            expect(await box.sold()).to.equal(BigInt(sold))
            expect(await box.sold()).to.be.lte(await box.totalQuota())
          }
          for (let i = 0; i < 4; i++) {
            expect(await box.publicBuyingHistory(signers[i]!.address)).to.equal(BigInt(pub[i]!))
            expect(await box.whitelistBuyingHistory(signers[i]!.address)).to.equal(BigInt(wl[i]!))
            expect(pub[i]!).to.be.lte(8)
            expect(wl[i]!).to.be.lte(3)
          }
          expect(await box.cardsRemaining()).to.equal(BigInt(30 - opened))
          expect(await f.heroCard.totalSupply()).to.equal(BigInt(opened))
        }),
        { numRuns: 10 },
      )
      await ethers.provider.send('evm_revert', [snapshot])
    })
  })
})
