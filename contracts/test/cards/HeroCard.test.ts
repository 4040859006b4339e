import { loadFixture, time } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import { ethers } from 'hardhat'
import { deployHeroCard, type HeroCardFixture } from './fixtures'
import { cardViews, decodeJsonURI as decodeTokenURI, fulfil, RARITY, roll } from './helpers'

const PRICE = ethers.parseEther('0.01')

describe('cards/HeroCard', () => {
  async function withSale() {
    const f = await loadFixture(deployHeroCard)
    await f.heroCard.startPublicSale(PRICE)
    return f
  }

  async function requestedMint(f: HeroCardFixture, amount = 3) {
    await f.heroCard.connect(f.alice).addMint(amount, false, { value: PRICE * BigInt(amount) })
    return f.coordinator.requestCount()
  }

  describe('deployment', () => {
    it('names the collection and grants the admin roles', async () => {
      const { heroCard, admin } = await loadFixture(deployHeroCard)
      expect(await heroCard.name()).to.equal('Finaverse Hero')
      expect(await heroCard.symbol()).to.equal('HERO')
      expect(await heroCard.hasRole(await heroCard.DEFAULT_ADMIN_ROLE(), admin.address)).to.equal(true)
      expect(await heroCard.hasRole(await heroCard.ADMIN_ROLE(), admin.address)).to.equal(true)
      expect(await heroCard.hasRole(await heroCard.PAUSER_ROLE(), admin.address)).to.equal(true)
      expect(await heroCard.MAX_MINT()).to.equal(10n)
      expect(await heroCard.maxSupply()).to.equal(1000n)
      expect(await heroCard.supportsInterface('0x80ac58cd')).to.equal(true) // ERC721
      expect(await heroCard.supportsInterface('0x7965db0b')).to.equal(true) // AccessControl
      expect(await heroCard.supportsInterface('0xffffffff')).to.equal(false)
    })

    it('rawFulfillRandomness refuses a request it never made, even from the coordinator', async () => {
      const { renderer, registry, admin } = await loadFixture(deployHeroCard)
      // A card contract whose "coordinator" is an account, to call the callback directly.
      const card = await ethers.deployContract(
        'HeroCard',
        [admin.address, admin.address, await renderer.getAddress(), 1],
        {
          libraries: { HeroCardRegistry: await registry.getAddress() },
        },
      )
      await expect(card.rawFulfillRandomness(999, 1)).to.be.revertedWithCustomError(card, 'OnlyCoordinator')
    })

    it('refuses zero addresses', async () => {
      const { heroCard, coordinator, renderer, registry, admin } = await loadFixture(deployHeroCard)
      const factory = await ethers.getContractFactory('HeroCard', {
        libraries: { HeroCardRegistry: await registry.getAddress() },
      })
      const c = await coordinator.getAddress()
      const r = await renderer.getAddress()
      await expect(factory.deploy(ethers.ZeroAddress, c, r, 1)).to.be.revertedWithCustomError(
        heroCard,
        'AddressIsNull',
      )
      await expect(factory.deploy(admin.address, ethers.ZeroAddress, r, 1)).to.be.revertedWithCustomError(
        heroCard,
        'AddressIsNull',
      )
      await expect(factory.deploy(admin.address, c, ethers.ZeroAddress, 1)).to.be.revertedWithCustomError(
        heroCard,
        'AddressIsNull',
      )
    })
  })

  describe('setCardInfos', () => {
    it('stores card types (cardInfoes, cardAttributes, getCardIdsByRarity)', async () => {
      const { heroCard } = await loadFixture(deployHeroCard)
      const info = await heroCard.cardInfoes(51)
      expect(info.id).to.equal(51n)
      expect(info.rarity).to.equal(5n)
      expect(info.name).to.equal('Hero 5-1')
      expect(info.maxAmount).to.equal(50n)
      expect(info.cardURI).to.equal('ipfs://hero/51.png')
      expect((await cardViews(heroCard).cardAttributes(51)).weapon).to.equal('Weapon 1')
      expect(await heroCard.getCardIdsByRarity(5)).to.deep.equal([51n, 52n])
      expect(await heroCard.cardRarity(52)).to.equal(5n)
      expect(await cardViews(heroCard).availableByRarity(5)).to.equal(100n)
    })

    it('updates a card and its supply, emitting CardInfoSet', async () => {
      const { heroCard } = await loadFixture(deployHeroCard)
      const card = {
        cardId: 51,
        camp: 2,
        rarity: 5,
        name: 'New',
        currentAmount: 0,
        maxAmount: 10,
        cardURI: 'x',
      }
      await expect(heroCard.setCardInfos([card], [{ weapon: 'w', background: 'b' }]))
        .to.emit(heroCard, 'CardInfoSet')
        .withArgs(51, 2, 5, 10)
      expect(await cardViews(heroCard).availableByRarity(5)).to.equal(60n)
      expect(await heroCard.getCardIdsByRarity(5)).to.deep.equal([51n, 52n])
    })

    it('refuses bad input', async () => {
      const { heroCard, alice } = await loadFixture(deployHeroCard)
      const card = { cardId: 99, camp: 1, rarity: 1, name: 'n', currentAmount: 0, maxAmount: 1, cardURI: '' }
      const attr = { weapon: '', background: '' }
      await expect(heroCard.setCardInfos([], [])).to.be.revertedWithCustomError(heroCard, 'ArrayIsNull')
      await expect(heroCard.setCardInfos([card], [])).to.be.revertedWithCustomError(
        heroCard,
        'ArrayLengthError',
      )
      for (const bad of [
        { ...card, cardId: 0 },
        { ...card, cardId: 65536 },
        { ...card, rarity: 0 },
        { ...card, rarity: 10 },
        { ...card, camp: 0 },
        { ...card, camp: 5 },
        { ...card, cardId: 11, rarity: 2 },
      ]) {
        await expect(heroCard.setCardInfos([bad], [attr])).to.be.revertedWithCustomError(
          heroCard,
          'InvalidCard',
        )
      }
      await expect(heroCard.connect(alice).setCardInfos([card], [attr])).to.be.revertedWithCustomError(
        heroCard,
        'AccessControlUnauthorizedAccount',
      )
    })

    it('refuses a maxAmount below what is minted; a rarity with draws pending takes no supply change', async () => {
      const f = await withSale()
      const { heroCard, alice, coordinator, vrf } = f
      await heroCard.setWhitelist([alice.address], [{ rarity: 9, remainingAmount: 5, price: 1n }])
      await heroCard.connect(alice).addMint(5, true, { value: 5n })
      const attr = { weapon: '', background: '' }
      const x = (cardId: number, maxAmount: number) => ({
        cardId,
        camp: 1,
        rarity: 9,
        name: 'x',
        currentAmount: 0,
        maxAmount,
        cardURI: '',
      })
      // 5 X cards are promised to a pending draw: the X supply is frozen until it resolves (names may change).
      await expect(heroCard.setCardInfos([x(91, 0), x(92, 5)], [attr, attr]))
        .to.be.revertedWithCustomError(heroCard, 'DrawPending')
        .withArgs(9)
      await expect(heroCard.setCardInfos([x(93, 5)], [attr]))
        .to.be.revertedWithCustomError(heroCard, 'DrawPending')
        .withArgs(9)
      await heroCard.setCardInfos([{ ...x(91, 50), name: 'renamed' }], [attr])
      await fulfil(coordinator, vrf, await coordinator.requestCount())
      await expect(heroCard.setCardInfos([x(91, 0), x(92, 0)], [attr, attr])).to.be.revertedWithCustomError(
        heroCard,
        'MintExceedsSupply',
      )
      await heroCard.setCardInfos([x(92, 60), x(93, 5)], [attr, attr])
      await heroCard.connect(f.operator).freeMultiMint(2, 11, 1)
      await expect(heroCard.setCardInfos([{ ...x(11, 1), rarity: 1 }], [attr])).to.be.revertedWithCustomError(
        heroCard,
        'MintExceedsSupply',
      )
    })

    it('takes at most 32 card types per rarity', async () => {
      const { heroCard } = await loadFixture(deployHeroCard)
      const attr = { weapon: '', background: '' }
      const card = (cardId: number) => ({
        cardId,
        camp: 1,
        rarity: 9,
        name: 'x',
        currentAmount: 0,
        maxAmount: 1,
        cardURI: '',
      })
      // The fixture has 2 X types: 30 more fit, the 33rd does not.
      const more = Array.from({ length: 30 }, (_, i) => card(1000 + i))
      await heroCard.setCardInfos(
        more,
        more.map(() => attr),
      )
      expect(await heroCard.getCardIdsByRarity(9)).to.have.length(32)
      await expect(heroCard.setCardInfos([card(2000)], [attr]))
        .to.be.revertedWithCustomError(heroCard, 'InvalidCard')
        .withArgs(2000, 9)
    })
  })

  describe('mintCards (minter) and reads', () => {
    async function minted() {
      const f = await loadFixture(deployHeroCard)
      await f.heroCard.mintCards(f.alice.address, 31, RARITY.S, 5) // 1..5
      await f.heroCard.mintCards(f.bob.address, 72, RARITY.SSS, 2) // 6..7
      await f.heroCard.mintCards(f.alice.address, 12, RARITY.B, 1) // 8
      return f
    }

    it('mints a run of equal cards with hero id and rarity per token', async () => {
      const { heroCard, alice } = await loadFixture(deployHeroCard)
      await expect(heroCard.mintCards(alice.address, 31, RARITY.S, 5))
        .to.emit(heroCard, 'CardsMinted')
        .withArgs(alice.address, 1, 5, 31, RARITY.S)
      for (let id = 1; id <= 5; id++) {
        expect(await heroCard.heroIdMap(id)).to.equal(31n)
        expect(await heroCard.rarityMap(id)).to.equal(3n)
      }
      expect(await heroCard.balanceOf(alice.address)).to.equal(5n)
      expect(await heroCard.totalMinted()).to.equal(5n)
      expect(await heroCard.heroIdMap(6)).to.equal(0n)
      expect(await heroCard.rarityMap(6)).to.equal(0n)
    })

    it('refuses unknown cards, bad rarities and non-minters', async () => {
      const { heroCard, alice } = await loadFixture(deployHeroCard)
      await expect(heroCard.mintCards(alice.address, 99, 1, 1))
        .to.be.revertedWithCustomError(heroCard, 'InvalidCard')
        .withArgs(99, 1)
      await expect(heroCard.mintCards(alice.address, 0, 1, 1)).to.be.revertedWithCustomError(
        heroCard,
        'InvalidCard',
      )
      await expect(heroCard.mintCards(alice.address, 11, 0, 1)).to.be.revertedWithCustomError(
        heroCard,
        'InvalidCard',
      )
      await expect(heroCard.mintCards(alice.address, 11, 10, 1)).to.be.revertedWithCustomError(
        heroCard,
        'InvalidCard',
      )
      await expect(heroCard.connect(alice).mintCards(alice.address, 11, 1, 1)).to.be.revertedWithCustomError(
        heroCard,
        'AccessControlUnauthorizedAccount',
      )
    })

    it('tokensOfOwner, getTokenIDsByAddress, tokenOfOwnerByIndex, getTokenInfosByAddress, getHeroIds', async () => {
      const { heroCard, alice, bob } = await minted()
      expect(await heroCard.tokensOfOwner(alice.address)).to.deep.equal([1n, 2n, 3n, 4n, 5n, 8n])
      expect(await heroCard.getTokenIDsByAddress(bob.address)).to.deep.equal([6n, 7n])
      expect(await heroCard.tokensOfOwner(ethers.ZeroAddress.replace('0x0', '0x1'))).to.deep.equal([])
      expect(await heroCard.tokenOfOwnerByIndex(alice.address, 5)).to.equal(8n)
      await expect(heroCard.tokenOfOwnerByIndex(alice.address, 6))
        .to.be.revertedWithCustomError(heroCard, 'OwnerIndexOutOfBounds')
        .withArgs(alice.address, 6)
      const infos = await heroCard.getTokenInfosByAddress(bob.address)
      expect(infos.map((i) => [i.tokenId, i.heroId, i.rarity])).to.deep.equal([
        [6n, 72n, 7n],
        [7n, 72n, 7n],
      ])
      expect(await heroCard.getHeroIds([1, 6, 8, 99])).to.deep.equal([31n, 72n, 12n, 0n])
    })

    it('keeps ids, hero ids and rarities right after transfers and burns in the middle of a run', async () => {
      const { heroCard, alice, bob } = await minted()
      await heroCard.connect(alice).transferFrom(alice.address, bob.address, 3)
      await heroCard.connect(alice).burn(2)
      expect(await heroCard.tokensOfOwner(alice.address)).to.deep.equal([1n, 4n, 5n, 8n])
      expect(await heroCard.tokensOfOwner(bob.address)).to.deep.equal([3n, 6n, 7n])
      expect(await heroCard.heroIdMap(3)).to.equal(31n)
      expect(await heroCard.rarityMap(4)).to.equal(3n)
      expect(await heroCard.heroIdMap(2)).to.equal(0n)
      expect(await heroCard.totalSupply()).to.equal(7n)
    })

    it('tokenURI: on-chain JSON with name, rarity, faction, weapon, background and image', async () => {
      const { heroCard } = await minted()
      const json = decodeTokenURI(await heroCard.tokenURI(6))
      expect(json.name).to.equal('Hero 7-2 #6')
      expect(json.image).to.equal('ipfs://hero/72.png')
      const attrs = Object.fromEntries(
        json.attributes.map((a: { trait_type: string; value: unknown }) => [a.trait_type, a.value]),
      )
      expect(attrs).to.deep.equal({
        Rarity: 'SSS',
        Faction: 'Ouroboros', // camp ((7 + 2) % 4) + 1 = 2
        Weapon: 'Weapon 2',
        Background: 'Background 7',
        'Hero ID': 72,
      })
      await expect(heroCard.tokenURI(99)).to.be.revertedWithCustomError(
        heroCard,
        'URIQueryForNonexistentToken',
      )
    })

    it('tokenURI escapes JSON text; renderer names cover every rarity and faction', async () => {
      const { heroCard, renderer, alice } = await loadFixture(deployHeroCard)
      const card = {
        cardId: 11,
        camp: 1,
        rarity: 1,
        name: 'A "quoted" \\ name',
        currentAmount: 0,
        maxAmount: 5,
        cardURI: 'u',
      }
      await heroCard.setCardInfos([card], [{ weapon: 'w', background: 'b' }])
      await heroCard.mintCards(alice.address, 11, 1, 1)
      expect(decodeTokenURI(await heroCard.tokenURI(1)).name).to.equal('A "quoted" \\ name #1')
      const names = await Promise.all([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((r) => renderer.rarityName(r)))
      expect(names).to.deep.equal(['', 'B', 'A', 'S', 'S+', 'SS', 'SS+', 'SSS', 'SSS+', 'X', ''])
      const factions = await Promise.all([0, 1, 2, 3, 4, 5].map((c) => renderer.factionName(c)))
      expect(factions).to.deep.equal([
        '',
        "Athena's Aegis",
        'Ouroboros',
        "Prometheus' Fire",
        "Thoth's Book",
        '',
      ])
    })

    it('setRenderer: admin only, not zero', async () => {
      const { heroCard, alice } = await loadFixture(deployHeroCard)
      const other = await ethers.deployContract('HeroCardRenderer')
      await heroCard.setRenderer(await other.getAddress())
      expect(await heroCard.renderer()).to.equal(await other.getAddress())
      await expect(heroCard.setRenderer(ethers.ZeroAddress)).to.be.revertedWithCustomError(
        heroCard,
        'AddressIsNull',
      )
      await expect(
        heroCard.connect(alice).setRenderer(await other.getAddress()),
      ).to.be.revertedWithCustomError(heroCard, 'AccessControlUnauthorizedAccount')
    })
  })

  describe('burn', () => {
    it('lets the owner, an approved address or a burner burn; refuses anyone else', async () => {
      const { heroCard, admin, alice, bob, other } = await loadFixture(deployHeroCard)
      await heroCard.mintCards(alice.address, 11, 1, 4)
      await expect(heroCard.connect(bob).burn(1)).to.be.revertedWithCustomError(
        heroCard,
        'NotApprovedOrOwner',
      )
      await heroCard.connect(alice).burn(1)
      await heroCard.connect(alice).approve(bob.address, 2)
      await heroCard.connect(bob).burn(2)
      await heroCard.connect(alice).setApprovalForAll(other.address, true)
      await heroCard.connect(other).burn(3)
      await heroCard.grantRole(await heroCard.BURNER_ROLE(), admin.address)
      await expect(heroCard.burn(4))
        .to.emit(heroCard, 'Transfer')
        .withArgs(alice.address, ethers.ZeroAddress, 4)
      expect(await heroCard.balanceOf(alice.address)).to.equal(0n)
      await expect(heroCard.burn(4)).to.be.revertedWithCustomError(heroCard, 'OwnerQueryForNonexistentToken')
    })
  })

  describe('public sale and addMint', () => {
    it('startPublicSale / stopPublicSale with their errors', async () => {
      const { heroCard, alice } = await loadFixture(deployHeroCard)
      await expect(heroCard.startPublicSale(0)).to.be.revertedWithCustomError(heroCard, 'PriceIsZero')
      await expect(heroCard.connect(alice).startPublicSale(PRICE)).to.be.revertedWithCustomError(
        heroCard,
        'AccessControlUnauthorizedAccount',
      )
      await expect(heroCard.stopPublicSale()).to.be.revertedWithCustomError(heroCard, 'SaleNotActive')
      await expect(heroCard.startPublicSale(PRICE)).to.emit(heroCard, 'PublicSaleSet').withArgs(true, PRICE)
      expect(await heroCard.publicSaleActive()).to.equal(true)
      expect(await heroCard.nftPrice()).to.equal(PRICE)
      await expect(heroCard.startPublicSale(PRICE)).to.be.revertedWithCustomError(
        heroCard,
        'SaleHasAlreadyBegun',
      )
      await expect(heroCard.connect(alice).stopPublicSale()).to.be.revertedWithCustomError(
        heroCard,
        'AccessControlUnauthorizedAccount',
      )
      await expect(heroCard.stopPublicSale()).to.emit(heroCard, 'PublicSaleSet').withArgs(false, PRICE)
    })

    it('addMint records a request bound to the coordinator', async () => {
      const f = await withSale()
      const { heroCard, coordinator, alice } = f
      await expect(heroCard.connect(alice).addMint(3, false, { value: PRICE * 3n }))
        .to.emit(heroCard, 'MintAdded')
        .withArgs(1, alice.address, 3, false, 1)
        .and.to.emit(coordinator, 'RandomnessRequested')
      const [info] = await cardViews(heroCard).getMintInfos(alice.address)
      expect(info!.amount).to.equal(3n)
      expect(info!.user).to.equal(alice.address)
      expect(info!.forWhitelist).to.equal(false)
      expect(info!.rarity).to.equal(2n)
      expect(info!.status).to.equal(1n)
      expect(await cardViews(heroCard).getMintIds(alice.address)).to.deep.equal([1n])
      expect(await heroCard.pendingBalance()).to.equal(PRICE * 3n)
      expect(await heroCard.saleSupply()).to.equal(3n)
      expect(await cardViews(heroCard).availableByRarity(2)).to.equal(97n)
    })

    it('addMint errors: SaleNotActive, WrongAmount, NotEnoughMessageFee, MintExceedsSupply', async () => {
      const { heroCard, alice } = await loadFixture(deployHeroCard)
      await expect(heroCard.connect(alice).addMint(1, false, { value: PRICE })).to.be.revertedWithCustomError(
        heroCard,
        'SaleNotActive',
      )
      await heroCard.startPublicSale(PRICE)
      await expect(heroCard.connect(alice).addMint(0, false)).to.be.revertedWithCustomError(
        heroCard,
        'WrongAmount',
      )
      await expect(
        heroCard.connect(alice).addMint(11, false, { value: PRICE * 11n }),
      ).to.be.revertedWithCustomError(heroCard, 'WrongAmount')
      await expect(heroCard.connect(alice).addMint(2, false, { value: PRICE }))
        .to.be.revertedWithCustomError(heroCard, 'NotEnoughMessageFee')
        .withArgs(PRICE * 2n, PRICE)
      await expect(
        heroCard.connect(alice).addMint(1, false, { value: PRICE * 2n }),
      ).to.be.revertedWithCustomError(heroCard, 'NotEnoughMessageFee')
      await heroCard.setMintSettings(0, 4, 2)
      await heroCard.connect(alice).addMint(4, false, { value: PRICE * 4n })
      await expect(heroCard.connect(alice).addMint(1, false, { value: PRICE })).to.be.revertedWithCustomError(
        heroCard,
        'MintExceedsSupply',
      )
      // The cards of the public rarity run out before maxSupply does.
      await heroCard.setMintSettings(0, 1000, 2)
      for (let i = 0; i < 9; i++) await heroCard.connect(alice).addMint(10, false, { value: PRICE * 10n })
      await expect(
        heroCard.connect(alice).addMint(7, false, { value: PRICE * 7n }),
      ).to.be.revertedWithCustomError(heroCard, 'MintExceedsSupply')
    })

    it('setMintSettings: admin only, valid rarity, not below the sale supply', async () => {
      const f = await withSale()
      const { heroCard, alice } = f
      await expect(heroCard.setMintSettings(3, 500, 3))
        .to.emit(heroCard, 'MintSettingsSet')
        .withArgs(3, 500, 3)
      expect(await heroCard.maxFreeMintPerAddress()).to.equal(3n)
      expect(await heroCard.publicMintRarity()).to.equal(3n)
      await expect(heroCard.setMintSettings(3, 500, 0)).to.be.revertedWithCustomError(heroCard, 'InvalidCard')
      await expect(heroCard.setMintSettings(3, 500, 10)).to.be.revertedWithCustomError(
        heroCard,
        'InvalidCard',
      )
      await requestedMint(f, 2)
      await expect(heroCard.setMintSettings(3, 1, 3)).to.be.revertedWithCustomError(
        heroCard,
        'MintExceedsSupply',
      )
      await expect(heroCard.connect(alice).setMintSettings(3, 500, 3)).to.be.revertedWithCustomError(
        heroCard,
        'AccessControlUnauthorizedAccount',
      )
    })
  })

  describe('whitelist', () => {
    it('setWhitelist / removeWhitelist / containsInWhiteList / whitelistInfos', async () => {
      const { heroCard, alice, bob } = await loadFixture(deployHeroCard)
      await expect(
        heroCard.setWhitelist(
          [alice.address, bob.address],
          [
            { rarity: 3, remainingAmount: 2, price: 7n },
            { rarity: 4, remainingAmount: 1, price: 9n },
          ],
        ),
      )
        .to.emit(heroCard, 'WhitelistSet')
        .withArgs(alice.address, 3, 2, 7)
      expect(await cardViews(heroCard).containsInWhiteList(alice.address)).to.equal(true)
      const info = await cardViews(heroCard).whitelistInfos(bob.address)
      expect([info.rarity, info.remainingAmount, info.price]).to.deep.equal([4n, 1n, 9n])
      await expect(heroCard.removeWhitelist([bob.address]))
        .to.emit(heroCard, 'WhitelistSet')
        .withArgs(bob.address, 0, 0, 0)
      expect(await cardViews(heroCard).containsInWhiteList(bob.address)).to.equal(false)
    })

    it('refuses bad whitelist input and non-admins', async () => {
      const { heroCard, alice } = await loadFixture(deployHeroCard)
      const w = { rarity: 3, remainingAmount: 2, price: 7n }
      await expect(heroCard.setWhitelist([], [])).to.be.revertedWithCustomError(heroCard, 'ArrayIsNull')
      await expect(heroCard.setWhitelist([alice.address], [])).to.be.revertedWithCustomError(
        heroCard,
        'ArrayLengthError',
      )
      await expect(heroCard.setWhitelist([ethers.ZeroAddress], [w])).to.be.revertedWithCustomError(
        heroCard,
        'AddressIsNull',
      )
      await expect(
        heroCard.setWhitelist([alice.address], [{ ...w, rarity: 0 }]),
      ).to.be.revertedWithCustomError(heroCard, 'InvalidCard')
      await expect(
        heroCard.setWhitelist([alice.address], [{ ...w, rarity: 10 }]),
      ).to.be.revertedWithCustomError(heroCard, 'InvalidCard')
      await expect(
        heroCard.setWhitelist([alice.address], [{ ...w, price: 0n }]),
      ).to.be.revertedWithCustomError(heroCard, 'PriceIsZero')
      await expect(heroCard.removeWhitelist([])).to.be.revertedWithCustomError(heroCard, 'ArrayIsNull')
      await expect(heroCard.connect(alice).setWhitelist([alice.address], [w])).to.be.revertedWithCustomError(
        heroCard,
        'AccessControlUnauthorizedAccount',
      )
      await expect(heroCard.connect(alice).removeWhitelist([alice.address])).to.be.revertedWithCustomError(
        heroCard,
        'AccessControlUnauthorizedAccount',
      )
    })

    it('a whitelist mint uses the whitelist rarity and price and its allowance', async () => {
      const f = await withSale()
      const { heroCard, alice, bob } = f
      await heroCard.setWhitelist([alice.address], [{ rarity: 5, remainingAmount: 3, price: 7n }])
      await expect(heroCard.connect(bob).addMint(1, true, { value: 7n })).to.be.revertedWithCustomError(
        heroCard,
        'WrongAmount',
      )
      await expect(heroCard.connect(alice).addMint(4, true, { value: 28n })).to.be.revertedWithCustomError(
        heroCard,
        'WrongAmount',
      )
      await heroCard.connect(alice).addMint(3, true, { value: 21n })
      expect((await cardViews(heroCard).whitelistInfos(alice.address)).remainingAmount).to.equal(0n)
      expect(await cardViews(heroCard).containsInWhiteList(alice.address)).to.equal(false)
      await fulfil(f.coordinator, f.vrf, 1)
      const heroes = await cardViews(heroCard).getMintHeroes(1)
      expect(heroes.length).to.equal(3)
      for (const hero of heroes) expect([51n, 52n]).to.include(hero)
    })
  })

  describe('mint resolution and nftOwnerClaimCards', () => {
    it('resolves a request into claimable heroes of its rarity, then mints them to its user', async () => {
      const f = await withSale()
      const { heroCard, coordinator, alice } = f
      const requestId = await requestedMint(f, 3)
      await expect(heroCard.rawFulfillRandomness(requestId, 1)).to.be.revertedWithCustomError(
        heroCard,
        'OnlyCoordinator',
      )
      expect(await cardViews(heroCard).getClaimableCards([1])).to.deep.equal([])
      await expect(fulfil(coordinator, f.vrf, requestId)).to.emit(heroCard, 'MintResolved')
      const heroes = await cardViews(heroCard).getMintHeroes(1)
      // The browser's recomputation: card i walks the A cards weighted by their cards left.
      const [log] = await coordinator.queryFilter(coordinator.filters.RandomnessFulfilled(requestId))
      const left = new Map([
        [21n, 50n],
        [22n, 50n],
      ])
      const expected: bigint[] = []
      for (let i = 0; i < 3; i++) {
        let target = roll(log!.args.randomness, i) % [...left.values()].reduce((a, b) => a + b)
        for (const [id, n] of left) {
          if (target < n) {
            expected.push(id)
            left.set(id, n - 1n)
            break
          }
          target -= n
        }
      }
      expect([...heroes]).to.deep.equal(expected)
      expect(await cardViews(heroCard).getClaimableCards([1, 2])).to.deep.equal([1n])
      expect(await heroCard.saleBalance()).to.equal(PRICE * 3n)
      expect(await heroCard.pendingBalance()).to.equal(0n)
      const minted = await heroCard.cardInfoes(21).then((c) => c.currentAmount)
      const minted2 = await heroCard.cardInfoes(22).then((c) => c.currentAmount)
      expect(minted + minted2).to.equal(3n)

      await expect(heroCard.connect(alice).nftOwnerClaimCards([1]))
        .to.emit(heroCard, 'MintClaimed')
        .withArgs(1, alice.address, 1)
      const infos = await heroCard.getTokenInfosByAddress(alice.address)
      expect(infos.map((i) => i.heroId)).to.deep.equal([...heroes])
      expect(infos.every((i) => i.rarity === 2n)).to.equal(true)
      expect((await cardViews(heroCard).getMintInfos(alice.address))[0]!.tokenId).to.equal(1n)
      expect(await cardViews(heroCard).getClaimableCards([1])).to.deep.equal([])
    })

    it('nftOwnerClaimCards errors: ArrayIsNull, NotTheOwner, NotAllowedClaim, AlreadyClaimed', async () => {
      const f = await withSale()
      const { heroCard, alice, bob } = f
      const requestId = await requestedMint(f, 1)
      await expect(heroCard.connect(alice).nftOwnerClaimCards([])).to.be.revertedWithCustomError(
        heroCard,
        'ArrayIsNull',
      )
      await expect(heroCard.connect(alice).nftOwnerClaimCards([1])).to.be.revertedWithCustomError(
        heroCard,
        'NotAllowedClaim',
      )
      await fulfil(f.coordinator, f.vrf, requestId)
      await expect(heroCard.connect(bob).nftOwnerClaimCards([1])).to.be.revertedWithCustomError(
        heroCard,
        'NotTheOwner',
      )
      await heroCard.connect(alice).nftOwnerClaimCards([1])
      await expect(heroCard.connect(alice).nftOwnerClaimCards([1]))
        .to.be.revertedWithCustomError(heroCard, 'AlreadyClaimed')
        .withArgs(1)
    })

    it('a mint request VRF never answers is cancelled after the timeout: payment, allowance and supply come back', async () => {
      const f = await withSale()
      const { heroCard, alice, other, coordinator } = f
      await heroCard.setWhitelist([alice.address], [{ rarity: 5, remainingAmount: 3, price: 7n }])
      await heroCard.connect(alice).addMint(2, true, { value: 14n })
      expect(await cardViews(heroCard).availableByRarity(5)).to.equal(98n)
      await time.increase(24 * 3600)
      await coordinator.connect(other).cancel(1)
      const tx = coordinator.connect(other).completeCancel(1)
      await expect(tx).to.emit(heroCard, 'MintCancelled').withArgs(1, alice.address, 14n)
      await expect(tx).to.changeEtherBalances([alice, heroCard], [14n, -14n])
      expect((await cardViews(heroCard).whitelistInfos(alice.address)).remainingAmount).to.equal(3n)
      expect([await heroCard.saleBalance(), await heroCard.pendingBalance()]).to.deep.equal([0n, 0n])
      expect(await cardViews(heroCard).availableByRarity(5)).to.equal(100n)
      expect((await cardViews(heroCard).getMintInfos(alice.address))[0]!.status).to.equal(4n)
      await expect(heroCard.connect(alice).nftOwnerClaimCards([1])).to.be.revertedWithCustomError(
        heroCard,
        'NotAllowedClaim',
      )
      // Only the coordinator reaches the refund (through the fallback), and a late fulfilment is ignored.
      await expect(cardViews(heroCard).rawCancelRandomness(1)).to.be.revertedWithCustomError(
        heroCard,
        'OnlyCoordinator',
      )
      await expect(fulfil(coordinator, f.vrf, 1)).to.emit(coordinator, 'FulfilmentIgnored')
      expect(await heroCard.balanceOf(alice.address)).to.equal(0n)
    })

    it('a free mint cannot take cards promised to pending requests @plain', async () => {
      const f = await withSale()
      const { heroCard, alice, operator } = f
      // 95 of the 100 B cards are promised to alice's pending whitelist requests: no free mint of B until they
      // are drawn.
      await heroCard.setWhitelist([alice.address], [{ rarity: 1, remainingAmount: 95, price: 1n }])
      for (let i = 0; i < 9; i++) await heroCard.connect(alice).addMint(10, true, { value: 10n })
      await heroCard.connect(alice).addMint(5, true, { value: 5n })
      await expect(heroCard.connect(operator).freeMultiMint(5, 11, 1))
        .to.be.revertedWithCustomError(heroCard, 'DrawPending')
        .withArgs(1)
      for (let id = 1n; id <= 10n; id++) await fulfil(f.coordinator, f.vrf, id)
      expect(await cardViews(heroCard).availableByRarity(1)).to.equal(5n)
      const left = 50n - (await heroCard.cardInfoes(11)).currentAmount
      if (left > 0n) await heroCard.connect(operator).freeMultiMint(left, 11, 1)
      await expect(heroCard.connect(operator).freeMultiMint(1, 11, 1)).to.be.revertedWithCustomError(
        heroCard,
        'MintExceedsSupply',
      )
    })
  })

  describe('freeMultiMint', () => {
    it('mints B cards of a B hero within maxFreeMintPerAddress, counted in freeMintMap', async () => {
      const f = await withSale()
      const { heroCard, alice } = f
      await heroCard.setMintSettings(3, 1000, 2)
      await expect(heroCard.connect(alice).freeMultiMint(2, 11, 1))
        .to.emit(heroCard, 'FreeMinted')
        .withArgs(alice.address, 2, 11, 1)
      expect(await heroCard.freeMintMap(alice.address)).to.equal(2n)
      expect(await heroCard.tokensOfOwner(alice.address)).to.deep.equal([1n, 2n])
      expect((await heroCard.cardInfoes(11)).currentAmount).to.equal(2n)
      await expect(heroCard.connect(alice).freeMultiMint(2, 11, 1)).to.be.revertedWithCustomError(
        heroCard,
        'NotAllowedClaim',
      )
      await expect(heroCard.connect(alice).freeMultiMint(1, 21, 2))
        .to.be.revertedWithCustomError(heroCard, 'InvalidCard')
        .withArgs(21, 2)
      await expect(heroCard.connect(alice).freeMultiMint(1, 11, 2)).to.be.revertedWithCustomError(
        heroCard,
        'InvalidCard',
      )
      await expect(heroCard.connect(alice).freeMultiMint(1, 21, 1)).to.be.revertedWithCustomError(
        heroCard,
        'InvalidCard',
      )
      await expect(heroCard.connect(alice).freeMultiMint(0, 11, 1)).to.be.revertedWithCustomError(
        heroCard,
        'WrongAmount',
      )
      await expect(heroCard.connect(alice).freeMultiMint(11, 11, 1)).to.be.revertedWithCustomError(
        heroCard,
        'WrongAmount',
      )
    })

    it('lets an operator mint any hero at its rarity without an allowance, within supply', async () => {
      const f = await withSale()
      const { heroCard, operator } = f
      await heroCard.connect(operator).freeMultiMint(10, 91, 9)
      expect(await heroCard.rarityMap(1)).to.equal(9n)
      expect(await heroCard.freeMintMap(operator.address)).to.equal(0n)
      for (let i = 0; i < 4; i++) await heroCard.connect(operator).freeMultiMint(10, 91, 9)
      await expect(heroCard.connect(operator).freeMultiMint(1, 91, 9)).to.be.revertedWithCustomError(
        heroCard,
        'MintExceedsSupply',
      )
    })

    it('refuses while the sale is off', async () => {
      const { heroCard, alice } = await loadFixture(deployHeroCard)
      await expect(heroCard.connect(alice).freeMultiMint(1, 11, 1)).to.be.revertedWithCustomError(
        heroCard,
        'SaleNotActive',
      )
    })
  })

  describe('pause', () => {
    it('pauses mints, claims, burns and transfers; only the pauser may', async () => {
      const f = await withSale()
      const { heroCard, alice, bob } = f
      await heroCard.mintCards(alice.address, 11, 1, 2)
      const requestId = await requestedMint(f, 1)
      await expect(heroCard.connect(alice).pause()).to.be.revertedWithCustomError(
        heroCard,
        'AccessControlUnauthorizedAccount',
      )
      await heroCard.pause()
      // Randomness still resolves while paused.
      await fulfil(f.coordinator, f.vrf, requestId)
      const paused = 'EnforcedPause'
      await expect(heroCard.connect(alice).addMint(1, false, { value: PRICE })).to.be.revertedWithCustomError(
        heroCard,
        paused,
      )
      await expect(heroCard.connect(alice).freeMultiMint(1, 11, 1)).to.be.revertedWithCustomError(
        heroCard,
        paused,
      )
      await expect(heroCard.connect(alice).nftOwnerClaimCards([1])).to.be.revertedWithCustomError(
        heroCard,
        paused,
      )
      await expect(heroCard.connect(alice).burn(1)).to.be.revertedWithCustomError(heroCard, paused)
      await expect(
        heroCard.connect(alice).transferFrom(alice.address, bob.address, 1),
      ).to.be.revertedWithCustomError(heroCard, paused)
      await expect(heroCard.connect(alice).addMerge(1, 2, 1, { value: 1 })).to.be.revertedWithCustomError(
        heroCard,
        paused,
      )
      await expect(heroCard.connect(alice).unpause()).to.be.revertedWithCustomError(
        heroCard,
        'AccessControlUnauthorizedAccount',
      )
      await heroCard.unpause()
      await heroCard.connect(alice).transferFrom(alice.address, bob.address, 1)
    })
  })

  describe('funds', () => {
    it('withdrawFunds pays sale proceeds and fee shares; setFeeReceivers', async () => {
      const f = await withSale()
      const { heroCard, alice, bob, other } = f
      await fulfil(f.coordinator, f.vrf, await requestedMint(f, 2))
      await expect(heroCard.setFeeReceivers(bob.address, ethers.ZeroAddress)).to.be.revertedWithCustomError(
        heroCard,
        'AddressIsNull',
      )
      await expect(
        heroCard.connect(alice).setFeeReceivers(bob.address, bob.address),
      ).to.be.revertedWithCustomError(heroCard, 'AccessControlUnauthorizedAccount')
      await expect(heroCard.setFeeReceivers(ethers.ZeroAddress, bob.address)).to.be.revertedWithCustomError(
        heroCard,
        'AddressIsNull',
      )
      await expect(heroCard.setFeeReceivers(bob.address, other.address))
        .to.emit(heroCard, 'FeeReceiversSet')
        .withArgs(bob.address, other.address)
      expect([await heroCard.buybackAddress(), await heroCard.marketingAddress()]).to.deep.equal([
        bob.address,
        other.address,
      ])
      await expect(heroCard.withdrawFunds(ethers.ZeroAddress)).to.be.revertedWithCustomError(
        heroCard,
        'AddressIsNull',
      )
      await expect(heroCard.connect(alice).withdrawFunds(alice.address)).to.be.revertedWithCustomError(
        heroCard,
        'AccessControlUnauthorizedAccount',
      )
      await expect(heroCard.withdrawFunds(other.address)).to.changeEtherBalances(
        [other, heroCard],
        [PRICE * 2n, -PRICE * 2n],
      )
      expect(await heroCard.saleBalance()).to.equal(0n)
    })

    it('withdrawPrizePool: PRIZE_POOL_ROLE only, within the pool', async () => {
      const { heroCard, alice } = await loadFixture(deployHeroCard)
      await expect(heroCard.connect(alice).withdrawPrizePool(alice.address, 0)).to.be.revertedWithCustomError(
        heroCard,
        'AccessControlUnauthorizedAccount',
      )
      await heroCard.grantRole(await heroCard.PRIZE_POOL_ROLE(), alice.address)
      await expect(heroCard.connect(alice).withdrawPrizePool(alice.address, 1)).to.be.revertedWithCustomError(
        heroCard,
        'WrongAmount',
      )
      await expect(
        heroCard.connect(alice).withdrawPrizePool(ethers.ZeroAddress, 0),
      ).to.be.revertedWithCustomError(heroCard, 'AddressIsNull')
      await expect(heroCard.connect(alice).withdrawPrizePool(alice.address, 0))
        .to.emit(heroCard, 'PrizePoolWithdrawn')
        .withArgs(alice.address, 0)
    })

    it('a failed payout reverts PaymentFailed', async () => {
      const f = await withSale()
      await fulfil(f.coordinator, f.vrf, await requestedMint(f, 1))
      const noReceive = await ethers.deployContract('CardsTestERC20')
      await expect(f.heroCard.withdrawFunds(await noReceive.getAddress())).to.be.revertedWithCustomError(
        f.heroCard,
        'PaymentFailed',
      )
    })
  })

  describe('recovery', () => {
    it('recovers stray ERC20s and NFTs (admin only)', async () => {
      const { heroCard, alice } = await loadFixture(deployHeroCard)
      const token = await ethers.deployContract('CardsTestERC20')
      const nft = await ethers.deployContract('CardsTestERC721')
      const at = await heroCard.getAddress()
      await token.mint(at, 100)
      await nft.mint(at, 7)
      await expect(
        heroCard.connect(alice).recoverERC20(await token.getAddress(), alice.address, 100),
      ).to.be.revertedWithCustomError(heroCard, 'AccessControlUnauthorizedAccount')
      await expect(
        heroCard.recoverERC20(await token.getAddress(), ethers.ZeroAddress, 1),
      ).to.be.revertedWithCustomError(heroCard, 'AddressIsNull')
      await expect(heroCard.recoverERC20(await token.getAddress(), alice.address, 100))
        .to.emit(heroCard, 'ERC20Recovered')
        .withArgs(await token.getAddress(), alice.address, 100)
      expect(await token.balanceOf(alice.address)).to.equal(100n)
      await expect(
        heroCard.connect(alice).recoverERC721(await nft.getAddress(), 7, alice.address),
      ).to.be.revertedWithCustomError(heroCard, 'AccessControlUnauthorizedAccount')
      await expect(
        heroCard.recoverERC721(await nft.getAddress(), 7, ethers.ZeroAddress),
      ).to.be.revertedWithCustomError(heroCard, 'AddressIsNull')
      await expect(heroCard.recoverERC721(await nft.getAddress(), 7, alice.address))
        .to.emit(heroCard, 'ERC721Recovered')
        .withArgs(await nft.getAddress(), 7, alice.address)
      expect(await nft.ownerOf(7)).to.equal(alice.address)
    })
  })

  describe('attacks through onERC721Received', () => {
    it('a claim cannot be re-entered from the receiver hook', async () => {
      const f = await withSale()
      const { heroCard } = f
      const attacker = await ethers.deployContract('CardsAttacker')
      const at = await attacker.getAddress()
      const card = await heroCard.getAddress()
      await attacker.call(card, heroCard.interface.encodeFunctionData('addMint', [2, false]), {
        value: PRICE * 2n,
      })
      await fulfil(f.coordinator, f.vrf, 1)
      await attacker.setReenter(card, heroCard.interface.encodeFunctionData('nftOwnerClaimCards', [[1]]))
      await attacker.call(card, heroCard.interface.encodeFunctionData('nftOwnerClaimCards', [[1]]))
      const selector = heroCard.interface.getError('ReentrancyGuardReentrantCall')!.selector
      expect(await attacker.lastReentryError()).to.equal(selector)
      expect(await heroCard.balanceOf(at)).to.equal(2n)
    })

    it('refusing unwanted cards cannot reroll a mint: the drawn heroes stay owed', async () => {
      const f = await withSale()
      const { heroCard } = f
      const attacker = await ethers.deployContract('CardsAttacker')
      const card = await heroCard.getAddress()
      await attacker.setRefuseAll(true)
      await attacker.call(card, heroCard.interface.encodeFunctionData('addMint', [2, false]), {
        value: PRICE * 2n,
      })
      // The resolution does not call the attacker, so refusing cannot make it fail.
      await fulfil(f.coordinator, f.vrf, 1)
      const drawn = await cardViews(heroCard).getMintHeroes(1)
      await expect(
        attacker.call(card, heroCard.interface.encodeFunctionData('nftOwnerClaimCards', [[1]])),
      ).to.be.revertedWithCustomError(attacker, 'Refused')
      await time.increase(24 * 3600)
      await expect(f.coordinator.cancel(1)).to.be.revertedWithCustomError(f.coordinator, 'WrongStatus')
      await attacker.setRefuseAll(false)
      await attacker.call(card, heroCard.interface.encodeFunctionData('nftOwnerClaimCards', [[1]]))
      expect(await heroCard.getHeroIds([1, 2])).to.deep.equal([...drawn])
    })
  })
})
