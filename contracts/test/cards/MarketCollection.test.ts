import { loadFixture } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import { ethers } from 'hardhat'
import type { MarketCollection } from '../../typechain-types'
import { deployBlindBox, directionalPrice, type HeroCardFixture, mergePrice } from './fixtures'
import { cardViews, decodeJsonURI, fulfil, lastRequestId, RARITY } from './helpers'

/** ERC-165 ids a marketplace asks for. */
const IDS = {
  ERC165: '0x01ffc9a7',
  ERC721: '0x80ac58cd',
  ERC721Metadata: '0x5b5e139f',
  ERC4906: '0x49064906',
  ERC2981: '0x2a55205a',
  AccessControl: '0x7965db0b',
  ERC721Enumerable: '0x780e9d63',
  invalid: '0xffffffff',
}
const EVERY_TOKEN = [1n, ethers.MaxUint256] as const
const INFO = {
  description: 'Boxes of "Finaverse"\nline two',
  image: 'ipfs://box/v1.png',
  externalLink: 'https://finaverse.local',
}

/** HeroCard, a V1 box and the voucher, each with one token held by alice (hero 31 at S, box 1, voucher 1). */
async function collections() {
  const f = await deployBlindBox()
  await f.heroCard.mintCards(f.alice.address, 31, RARITY.S, 2)
  await f.box.grantRole(await f.box.MINTER_ROLE(), f.admin.address)
  await f.box.mintTo(f.alice.address, 1)
  const voucher = await ethers.deployContract('CardsVoucher', [f.admin.address])
  await voucher.grantRole(await voucher.MINTER_ROLE(), f.admin.address)
  await voucher.mint(f.alice.address, 1)
  const all: [string, MarketCollection][] = [
    ['HeroCard', f.heroCard as unknown as MarketCollection],
    ['BlindBox', f.box as unknown as MarketCollection],
    ['CardsVoucher', voucher as unknown as MarketCollection],
  ]
  return { ...f, voucher, all }
}

describe('cards/MarketCollection', () => {
  it('every collection answers the ERC-165 ids markets read (no Enumerable: no tokenByIndex)', async () => {
    const { all } = await loadFixture(collections)
    for (const [name, collection] of all) {
      const answers = Object.fromEntries(
        await Promise.all(
          Object.entries(IDS).map(async ([k, id]) => [k, await collection.supportsInterface(id)]),
        ),
      )
      expect(answers, name).to.deep.equal({
        ERC165: true,
        ERC721: true,
        ERC721Metadata: true,
        ERC4906: true,
        ERC2981: true,
        AccessControl: true,
        ERC721Enumerable: false,
        invalid: false,
      })
      expect(collection.interface.hasFunction('tokenByIndex'), name).to.equal(false)
    }
  })

  it('box and voucher tokenURI: OpenSea JSON with the collection image and their traits', async () => {
    const { box, voucher } = await loadFixture(collections)
    await box.setCollectionInfo(INFO)
    await voucher.setCollectionInfo({ ...INFO, image: 'ipfs://voucher.png' })
    expect(decodeJsonURI(await box.tokenURI(1))).to.deep.equal({
      name: 'Finaverse Box V1 #1',
      description: INFO.description,
      image: INFO.image,
      attributes: [
        { trait_type: 'Version', value: 'V1' },
        { trait_type: 'Status', value: 'Unopened' },
      ],
    })
    expect(decodeJsonURI(await voucher.tokenURI(1))).to.deep.equal({
      name: 'Finaverse Mystery Box Voucher #1',
      description: INFO.description,
      image: 'ipfs://voucher.png',
      attributes: [
        { trait_type: 'Type', value: 'Voucher' },
        { trait_type: 'Redeems For', value: 'Mystery Box' },
        { trait_type: 'Status', value: 'Unredeemed' },
      ],
    })
    await expect(box.tokenURI(2)).to.be.revertedWithCustomError(box, 'URIQueryForNonexistentToken')
    await expect(voucher.tokenURI(2)).to.be.revertedWithCustomError(voucher, 'URIQueryForNonexistentToken')
  })

  it('contractURI of every collection: name, description, image, link, seller fee and its recipient', async () => {
    const { all, receiver } = await loadFixture(collections)
    for (const [name, collection] of all) {
      const empty = decodeJsonURI(await collection.contractURI())
      expect(empty.seller_fee_basis_points, name).to.equal(0)
      expect(empty.fee_recipient, name).to.equal(ethers.ZeroAddress)
      await collection.setCollectionInfo(INFO)
      await collection.setRoyalty(receiver.address, 750)
      expect(decodeJsonURI(await collection.contractURI()), name).to.deep.equal({
        name: await collection.name(),
        description: INFO.description,
        image: INFO.image,
        external_link: INFO.externalLink,
        seller_fee_basis_points: 750,
        fee_recipient: receiver.address.toLowerCase(),
      })
    }
  })

  it('ERC-2981 royalty: admin-set receiver and rate, capped at 10%', async () => {
    const { all, receiver, alice } = await loadFixture(collections)
    for (const [name, collection] of all) {
      expect(await collection.MAX_ROYALTY_BPS()).to.equal(1000n)
      await expect(collection.setRoyalty(receiver.address, 1000)).to.emit(collection, 'ContractURIUpdated')
      const [to, amount] = await collection.royaltyInfo(1, ethers.parseEther('2'))
      expect([to, amount], name).to.deep.equal([receiver.address, ethers.parseEther('0.2')])
      await expect(collection.setRoyalty(receiver.address, 1001))
        .to.be.revertedWithCustomError(collection, 'RoyaltyTooHigh')
        .withArgs(1001)
      await expect(collection.connect(alice).setRoyalty(alice.address, 1))
        .to.be.revertedWithCustomError(collection, 'AccessControlUnauthorizedAccount')
        .withArgs(alice.address, await collection.ADMIN_ROLE())
      await expect(collection.connect(alice).setCollectionInfo(INFO)).to.be.revertedWithCustomError(
        collection,
        'AccessControlUnauthorizedAccount',
      )
    }
  })

  it('setCollectionInfo refreshes every token (ERC-4906) and the contractURI (ERC-7572)', async () => {
    const { all } = await loadFixture(collections)
    for (const [name, collection] of all) {
      const tx = collection.setCollectionInfo(INFO)
      await expect(tx, name)
        .to.emit(collection, 'BatchMetadataUpdate')
        .withArgs(...EVERY_TOKEN)
      await expect(tx, name).to.emit(collection, 'ContractURIUpdated')
      expect(await collection.collectionInfo()).to.deep.equal([
        INFO.description,
        INFO.image,
        INFO.externalLink,
      ])
    }
  })

  it('HeroCard: setCardInfos and setRenderer refresh every token', async () => {
    const { heroCard, renderer } = await loadFixture(collections)
    const card = await heroCard.cardInfoes(31)
    const attributes = await cardViews(heroCard).cardAttributes(31)
    await expect(
      heroCard.setCardInfos(
        [
          {
            cardId: 31,
            camp: card.camp,
            rarity: card.rarity,
            name: 'Renamed',
            currentAmount: card.currentAmount,
            maxAmount: card.maxAmount,
            cardURI: card.cardURI,
          },
        ],
        [{ weapon: attributes.weapon, background: attributes.background }],
      ),
    )
      .to.emit(heroCard, 'BatchMetadataUpdate')
      .withArgs(...EVERY_TOKEN)
    expect(decodeJsonURI(await heroCard.tokenURI(1)).name).to.equal('Renamed #1')
    await expect(heroCard.setRenderer(await renderer.getAddress()))
      .to.emit(heroCard, 'BatchMetadataUpdate')
      .withArgs(...EVERY_TOKEN)
  })

  it('HeroCard: a successful merge announces the upgraded token, a failed one nothing', async () => {
    const f = (await loadFixture(collections)) as HeroCardFixture & Awaited<ReturnType<typeof collections>>
    const { heroCard, alice, coordinator, vrf } = f
    const rarities = [RARITY.S]
    await heroCard.setMergePrices(rarities, [mergePrice(RARITY.S)], [directionalPrice(RARITY.S)], [10_000])
    await heroCard.startMerge()
    // Designate merge (its price): token 1 is upgraded, token 2 burned.
    await heroCard
      .connect(alice)
      .addMerge(1, 2, directionalPrice(RARITY.S), { value: directionalPrice(RARITY.S) })
    const tx = await fulfil(coordinator, vrf, await lastRequestId(coordinator))
    await expect(tx).to.emit(heroCard, 'MetadataUpdate').withArgs(1n)
    expect(decodeJsonURI(await heroCard.tokenURI(1)).attributes[0]).to.deep.equal({
      trait_type: 'Rarity',
      value: 'S+',
    })

    await heroCard.mintCards(alice.address, 31, RARITY.S, 2) // tokens 3 and 4
    await heroCard.stopMerge()
    await heroCard.setMergePrices(rarities, [mergePrice(RARITY.S)], [directionalPrice(RARITY.S)], [0])
    await heroCard.startMerge()
    await heroCard.connect(alice).addMerge(3, 4, mergePrice(RARITY.S), { value: mergePrice(RARITY.S) })
    const failed = await fulfil(coordinator, vrf, await lastRequestId(coordinator))
    await expect(failed).to.emit(heroCard, 'MergeResolved')
    await expect(failed).not.to.emit(heroCard, 'MetadataUpdate')
  })

  it('native coin with approve or a transfer is refused (ERC721A makes them payable)', async () => {
    const { all, alice, bob } = await loadFixture(collections)
    for (const [name, collection] of all) {
      const c = collection.connect(alice)
      const value = { value: 1n }
      await expect(c.approve(bob.address, 1, value), name).to.be.revertedWithCustomError(
        c,
        'NativeCoinRefused',
      )
      await expect(c.transferFrom(alice.address, bob.address, 1, value), name).to.be.revertedWithCustomError(
        c,
        'NativeCoinRefused',
      )
      await expect(
        c['safeTransferFrom(address,address,uint256)'](alice.address, bob.address, 1, value),
        name,
      ).to.be.revertedWithCustomError(c, 'NativeCoinRefused')
      await expect(
        c['safeTransferFrom(address,address,uint256,bytes)'](alice.address, bob.address, 1, '0x', value),
        name,
      ).to.be.revertedWithCustomError(c, 'NativeCoinRefused')
      await c.approve(bob.address, 1)
      expect(await collection.getApproved(1), name).to.equal(bob.address)
      await c.transferFrom(alice.address, bob.address, 1)
      expect(await collection.ownerOf(1), name).to.equal(bob.address)
      expect(await ethers.provider.getBalance(await collection.getAddress()), name).to.equal(0n)
    }
  })
})
