// Hero cards on the devnet: reads, mint requests, free mints, burns, approvals and transfers (HeroCard).
import { parseEther } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  addMint,
  approveNft,
  burnCard,
  cancelRandomness,
  cardInfoes,
  containsInWhiteList,
  freeMintMap,
  freeMultiMint,
  getApproved,
  getCardIdsByRarity,
  getCardMetadata,
  getClaimableCards,
  getHeroIds,
  getMintHeroes,
  getMintIds,
  getMintInfos,
  getMintSettings,
  getTokenIDsByAddress,
  getTokenInfosByAddress,
  heroIdMap,
  isApprovedForAll,
  nftBalanceOf,
  nftOwnerClaimCards,
  nftPrice,
  ownerOf,
  rarityMap,
  safeTransferFrom,
  setApprovalForAll,
  tokenOfOwnerByIndex,
  tokensOfOwner,
  tokenURI,
  whitelistInfos,
} from '../src/exports/actions.js'
import {
  addressOf,
  alice,
  bob,
  carol,
  createTestClients,
  dave,
  execute,
  rejection,
  useSnapshot,
} from './fixtures.js'
import { fulfilRandomness, requestIdsOf } from './randomness.js'

useSnapshot()
const { clients } = createTestClients()
const bsc = clients.bsc

describe('hero cards: reads', () => {
  it("an owner's cards by every read agree, with hero id and rarity (devnet: card id = rarity * 10 + faction)", async () => {
    const ids = await tokensOfOwner(bsc, { owner: alice.address })
    expect(ids.length).toBeGreaterThan(30)
    expect(await getTokenIDsByAddress(bsc, { owner: alice.address })).toEqual(ids)
    expect(await tokenOfOwnerByIndex(bsc, { owner: alice.address, index: 1n })).toBe(ids[1])
    const infos = await getTokenInfosByAddress(bsc, { owner: alice.address })
    expect(infos.map((i) => i.tokenId)).toEqual(ids)
    for (const info of infos) expect(info.heroId / 10n).toBe(info.rarity)
    const [first] = infos
    if (!first) throw new Error('no cards')
    expect(await getHeroIds(bsc, { tokenIds: [first.tokenId] })).toEqual([first.heroId])
    expect(await heroIdMap(bsc, { tokenId: first.tokenId })).toBe(first.heroId)
    expect(await rarityMap(bsc, { tokenId: first.tokenId })).toBe(first.rarity)
  })

  it('tokenOfOwnerByIndex past the balance gives OwnerIndexOutOfBounds; an unminted card has hero and rarity 0', async () => {
    const outOfBounds = await rejection(tokenOfOwnerByIndex(bsc, { owner: carol.address, index: 0n }))
    expect(outOfBounds.contractError).toEqual({ name: 'OwnerIndexOutOfBounds', args: [carol.address, 0n] })
    expect(outOfBounds.code).toBe('HERO_NOT_OWNED')
    expect(await rarityMap(bsc, { tokenId: 999_999n })).toBe(0n)
    expect(await heroIdMap(bsc, { tokenId: 999_999n })).toBe(0n)
  })

  it('cardInfoes gives a card type; tokenURI and getCardMetadata the on-chain metadata', async () => {
    expect(await cardInfoes(bsc, { cardId: 31n })).toMatchObject({
      id: 31n,
      camp: 1n,
      rarity: 3n,
      maxAmount: 1000n,
      cardURI: 'https://assets.finaverse.local/heroes/31.png',
    })
    const [card] = await getTokenInfosByAddress(bsc, { owner: alice.address })
    if (!card) throw new Error('no card')
    expect(await tokenURI(bsc, { tokenId: card.tokenId })).toMatch(/^data:application\/json;base64,/)
    const metadata = await getCardMetadata(bsc, { tokenId: card.tokenId })
    expect(metadata.image).toBe(`https://assets.finaverse.local/heroes/${card.heroId}.png`)
    expect(JSON.stringify(metadata.attributes)).toContain('Rarity')
    const error = await rejection(getCardMetadata(bsc, { tokenId: 999_999n }))
    expect(error.contractError?.name).toBe('URIQueryForNonexistentToken')
  })

  it('mint settings, price, whitelists (the card mint and a box) and free mint use', async () => {
    const settings = await getMintSettings(bsc, {})
    expect(settings).toMatchObject({
      nftPrice: parseEther('0.01'),
      publicSaleActive: true,
      publicMintRarity: 2n,
      maxMint: 10n,
      maxFreeMintPerAddress: 3n,
      maxSupply: 100_000n,
      mergeActive: true,
    })
    expect(await nftPrice(bsc, {})).toBe(parseEther('0.01'))
    expect(await whitelistInfos(bsc, { user: bob.address })).toEqual({
      rarity: 3n,
      remainingAmount: 5n,
      price: parseEther('0.005'),
    })
    expect(await containsInWhiteList(bsc, { user: bob.address })).toBe(true)
    expect(await containsInWhiteList(bsc, { user: carol.address })).toBe(false)
    expect(await containsInWhiteList(bsc, { user: alice.address, contract: 'BlindBoxV4' })).toBe(true)
    expect(await freeMintMap(bsc, { user: carol.address })).toBe(0n)
  })
})

describe('hero cards: mint requests', () => {
  let mintId = 0n
  let requestId = 0n

  it('addMint sends amount x nftPrice and returns the mint id; claiming before the randomness gives NotAllowedClaim', async () => {
    const prepared = await addMint(bsc, { account: carol.address, amount: 2n, forWhitelist: false })
    expect(prepared.request.value).toBe(parseEther('0.02'))
    expect(prepared.fee).toBeGreaterThan(0n)
    mintId = prepared.result
    const receipt = await execute(bsc, carol, Promise.resolve(prepared))
    ;[requestId = 0n] = requestIdsOf(receipt)
    const early = await rejection(nftOwnerClaimCards(bsc, { account: carol.address, mintIds: [mintId] }))
    expect(early.contractError?.name).toBe('NotAllowedClaim')
    expect(early.code).toBe('NOT_ALLOWED_CLAIM')
    const early2 = await rejection(cancelRandomness(bsc, { account: carol.address, requestId }))
    expect(early2.contractError?.name).toBe('NotTimedOut')
  })

  it('once resolved, getClaimableCards lists the request and nftOwnerClaimCards mints its heroes; a second claim gives AlreadyClaimed', async () => {
    expect(await getClaimableCards(bsc, { mintIds: [mintId] })).toEqual([])
    expect(await getMintHeroes(bsc, { mintId })).toEqual([])
    await fulfilRandomness(bsc, requestId)
    expect(await getMintIds(bsc, { user: carol.address })).toEqual([mintId])
    const [info] = await getMintInfos(bsc, { user: carol.address })
    expect(info).toMatchObject({ amount: 2n, user: carol.address, rarity: 2n })
    expect(await getClaimableCards(bsc, { mintIds: [mintId] })).toEqual([mintId])
    const heroes = await getMintHeroes(bsc, { mintId })
    expect(heroes).toHaveLength(2)
    for (const hero of heroes) expect(hero / 10n).toBe(2n)
    await execute(bsc, carol, nftOwnerClaimCards(bsc, { account: carol.address, mintIds: [mintId] }))
    const cards = await getTokenInfosByAddress(bsc, { owner: carol.address })
    expect(cards.map((c) => c.heroId).sort()).toEqual([...heroes].sort())
    const again = await rejection(nftOwnerClaimCards(bsc, { account: carol.address, mintIds: [mintId] }))
    expect(again.contractError).toEqual({ name: 'AlreadyClaimed', args: [mintId] })
    expect(again.code).toBe('ALREADY_CLAIMED')
  })

  it('addMint failures: too little value (NotEnoughMessageFee), no whitelist allowance or above MAX_MINT (WrongAmount)', async () => {
    const short = await rejection(
      addMint(bsc, { account: carol.address, amount: 1n, forWhitelist: false, value: parseEther('0.005') }),
    )
    expect(short.contractError).toEqual({
      name: 'NotEnoughMessageFee',
      args: [parseEther('0.01'), parseEther('0.005')],
    })
    expect(short.code).toBe('NOT_ENOUGH_MESSAGE_FEE')
    const notListed = await rejection(
      addMint(bsc, { account: carol.address, amount: 1n, forWhitelist: true }),
    )
    expect(notListed.contractError).toEqual({ name: 'WrongAmount', args: [] })
    expect(notListed.code).toBe('WRONG_AMOUNT')
    const tooMany = await rejection(
      addMint(bsc, { account: carol.address, amount: 11n, forWhitelist: false }),
    )
    expect(tooMany.code).toBe('WRONG_AMOUNT')
  })

  it('addMint for a whitelist member sends the whitelist price', async () => {
    const prepared = await addMint(bsc, { account: bob.address, amount: 2n, forWhitelist: true })
    expect(prepared.request.value).toBe(parseEther('0.01'))
  })
})

describe('hero cards: free mints and burns', () => {
  it('freeMultiMint mints free B cards up to the allowance; above it NotAllowedClaim, a non-B hero InvalidCard', async () => {
    expect(await getCardIdsByRarity(bsc, { rarity: 1n })).toEqual([11n, 12n, 13n, 14n])
    await execute(
      bsc,
      dave,
      freeMultiMint(bsc, { account: dave.address, amount: 2n, heroId: 11n, rarity: 1n }),
    )
    expect(await freeMintMap(bsc, { user: dave.address })).toBe(2n)
    expect(await nftBalanceOf(bsc, { owner: dave.address })).toBe(2n)
    const over = await rejection(
      freeMultiMint(bsc, { account: dave.address, amount: 2n, heroId: 11n, rarity: 1n }),
    )
    expect(over.contractError?.name).toBe('NotAllowedClaim')
    expect(over.code).toBe('NOT_ALLOWED_CLAIM')
    const notB = await rejection(
      freeMultiMint(bsc, { account: dave.address, amount: 1n, heroId: 31n, rarity: 3n }),
    )
    expect(notB.contractError?.name).toBe('InvalidCard')
  })

  it("burn destroys the owner's card; another's card cannot be burned", async () => {
    const [card] = await tokensOfOwner(bsc, { owner: dave.address })
    if (card === undefined) throw new Error('no card')
    const [aliceCard] = await tokensOfOwner(bsc, { owner: alice.address })
    const foreign = await rejection(burnCard(bsc, { account: dave.address, tokenId: aliceCard ?? 0n }))
    expect(foreign.code).toBe('NOT_APPROVED_OR_OWNER')
    await execute(bsc, dave, burnCard(bsc, { account: dave.address, tokenId: card }))
    expect(await nftBalanceOf(bsc, { owner: dave.address })).toBe(1n)
  })
})

describe('NFT approvals and transfers', () => {
  const staking = addressOf(bsc, 'CardStaking')
  let tokenId = 0n
  beforeAll(async () => {
    ;[tokenId = 0n] = await tokensOfOwner(bsc, { owner: dave.address })
  })

  it('setApprovalForAll and isApprovedForAll, on HeroCard and on another collection', async () => {
    expect(await isApprovedForAll(bsc, { owner: dave.address, operator: staking })).toBe(false)
    await execute(
      bsc,
      dave,
      setApprovalForAll(bsc, { account: dave.address, operator: staking, approved: true }),
    )
    expect(await isApprovedForAll(bsc, { owner: dave.address, operator: staking })).toBe(true)
    await execute(
      bsc,
      dave,
      setApprovalForAll(bsc, {
        account: dave.address,
        operator: staking,
        approved: true,
        collection: 'BlindBoxV1',
      }),
    )
    expect(
      await isApprovedForAll(bsc, { owner: dave.address, operator: staking, collection: 'BlindBoxV1' }),
    ).toBe(true)
  })

  it("approveNft and getApproved; approving another's card gives ApprovalCallerNotOwnerNorApproved", async () => {
    await execute(bsc, dave, approveNft(bsc, { account: dave.address, to: carol.address, tokenId }))
    expect(await getApproved(bsc, { tokenId })).toBe(carol.address)
    const error = await rejection(approveNft(bsc, { account: bob.address, to: bob.address, tokenId }))
    expect(error.contractError?.name).toBe('ApprovalCallerNotOwnerNorApproved')
    expect(error.code).toBe('NOT_APPROVED_OR_OWNER')
  })

  it('safeTransferFrom moves a card; from the wrong owner or without approval it fails with the decoded error', async () => {
    const wrongOwner = await rejection(
      safeTransferFrom(bsc, { account: dave.address, from: bob.address, to: carol.address, tokenId }),
    )
    expect(wrongOwner.contractError?.name).toBe('TransferFromIncorrectOwner')
    expect(wrongOwner.code).toBe('NOT_THE_OWNER')
    const notApproved = await rejection(
      safeTransferFrom(bsc, { account: bob.address, from: dave.address, to: bob.address, tokenId }),
    )
    expect(notApproved.contractError?.name).toBe('TransferCallerNotOwnerNorApproved')
    await execute(
      bsc,
      dave,
      safeTransferFrom(bsc, { account: dave.address, from: dave.address, to: carol.address, tokenId }),
    )
    expect(await ownerOf(bsc, { tokenId })).toBe(carol.address)
    const missing = await rejection(ownerOf(bsc, { tokenId: 999_999n }))
    expect(missing.contractError?.name).toBe('OwnerQueryForNonexistentToken')
  })
})
