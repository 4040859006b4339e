// Merges (with the resolution watcher and the randomness verifier), card staking, the Genesis mirror and the
// voucher exchange on the devnet.

import { heroCardAbi } from '@finaverse/contracts'
import { parseEventLogs } from 'viem'
import { estimateContractGas } from 'viem/actions'
import { describe, expect, it } from 'vitest'
import { mergeBatchGas } from '../src/actions/merge/addMergeBatch.js'
import {
  acceptedTokens,
  addMerge,
  addMergeBatch,
  cancelRandomness,
  genesisHeroOf,
  getGenesisTokensOf,
  getMergeIds,
  getMergeInfos,
  getMirrorableTokens,
  getTokenInfosByAddress,
  getTokensStakedByAddress,
  isMirrored,
  isStaked,
  lockTime,
  mergeSuccessRateMap,
  mirroredTokenOf,
  mirrorGenesis,
  nftBalanceOf,
  rarityDirectionalPriceMap,
  rarityMap,
  rarityMergePriceMap,
  redeemAmount,
  redeemedCount,
  redeemVoucher,
  requestTimeout,
  safeTransferFrom,
  setApprovalForAll,
  stakeCard,
  stakeMulti,
  stakeOf,
  verifyRandomness,
  waitForMergeResolution,
  waitForTransaction,
  withdrawMulti,
  withdrawStakedCard,
} from '../src/exports/actions.js'
import {
  addressOf,
  alice,
  bob,
  carol,
  createTestClients,
  deployer,
  execute,
  rejection,
  useSnapshot,
} from './fixtures.js'
import { fulfilRandomness, requestIdsOf } from './randomness.js'

useSnapshot()
const { clients, testClient, wallet } = createTestClients()
const bsc = clients.bsc

/** Alice's (demo account #1) unstaked cards of a rarity. */
async function cardsOfRarity(rarity: bigint): Promise<bigint[]> {
  const cards = await getTokenInfosByAddress(bsc, { owner: alice.address })
  return cards.filter((c) => c.rarity === rarity).map((c) => c.tokenId)
}

describe('merge', () => {
  it('prices and success rates by rarity; B and X have none', async () => {
    expect(await rarityMergePriceMap(bsc, { rarity: 3n })).toBe(3_000_000_000_000_000n) // 0.003
    expect(await rarityDirectionalPriceMap(bsc, { rarity: 3n })).toBe(6_000_000_000_000_000n)
    expect(await mergeSuccessRateMap(bsc, { rarity: 3n })).toBe(5300n)
    expect(await rarityMergePriceMap(bsc, { rarity: 1n })).toBe(0n)
  })

  it('addMerge sends the price; waitForMergeResolution reports the outcome; verifyRandomness checks it', async () => {
    const [a, b, c] = await cardsOfRarity(3n)
    if (a === undefined || b === undefined || c === undefined) throw new Error('not enough S cards')
    const price = await rarityDirectionalPriceMap(bsc, { rarity: 3n })
    const prepared = await addMerge(bsc, { account: alice.address, tokenIdA: a, tokenIdB: b, price })
    expect(prepared.request.value).toBe(price)
    const mergeId = prepared.result
    const receipt = await execute(bsc, alice, Promise.resolve(prepared))
    const [requestId = 0n] = requestIdsOf(receipt)

    const busy = await rejection(addMerge(bsc, { account: alice.address, tokenIdA: b, tokenIdB: c, price }))
    expect(busy.contractError).toEqual({ name: 'AlreadyMerging', args: [b] })
    expect(busy.code).toBe('ALREADY_MERGING')
    const early = await rejection(cancelRandomness(bsc, { account: alice.address, requestId }))
    expect(early.contractError?.name).toBe('NotTimedOut')
    // A request VRF never answers can be cancelled requestTimeout seconds (24 h) after it: NotTimedOut names that time.
    const window = await requestTimeout(bsc)
    expect(window).toBe(86_400n)
    const { timestamp } = await bsc.getBlock({ blockNumber: receipt.blockNumber })
    expect(early.contractError?.args?.[1]).toBe(timestamp + window)

    const resolution = waitForMergeResolution(bsc, {
      mergeId,
      fromBlock: receipt.blockNumber,
      pollingInterval: 50,
    })
    const fulfilment = await fulfilRandomness(bsc, requestId)
    const outcome = await resolution
    expect(outcome.transactionHash).toBe(fulfilment.transactionHash)
    const [event] = parseEventLogs({ abi: heroCardAbi, logs: fulfilment.logs, eventName: 'MergeResolved' })
    expect(outcome).toMatchObject({
      mergeId,
      success: event?.args.success,
      upgradedTokenId: event?.args.upgradedTokenId,
      burnedTokenId: event?.args.burnedTokenId,
    })
    if (outcome.success) expect(await rarityMap(bsc, { tokenId: a })).toBe(4n)
    else expect(await rarityMap(bsc, { tokenId: a })).toBe(3n)
    const infos = await getMergeInfos(bsc, { user: alice.address })
    const [info] = infos
    // getMergeIds lists the same merges in the same order (how a page finds a pending merge's id after a reload).
    const ids = await getMergeIds(bsc, { user: alice.address })
    expect(ids).toHaveLength(infos.length)
    expect(ids[0]).toBe(mergeId)
    expect(info).toMatchObject({
      tokenIdA: a,
      tokenIdB: b,
      price,
      designate: true,
      requestId,
      success: outcome.success,
    })

    // The success roll is pair 0's: keccak256(abi.encode(randomness, 0)) % 10000 < successRate.
    const verified = await verifyRandomness(bsc, { requestId })
    expect(verified.valid).toBe(true)
    const tampered = await verifyRandomness(bsc, { requestId, randomness: verified.randomness + 1n })
    expect(tampered.valid).toBe(false)
  })

  it('addMerge failures: a wrong price (WrongAmount), different rarities (NotMeetMergeRules), a card of another (NotTheOwner)', async () => {
    const [s1, s2] = await cardsOfRarity(3n)
    const [ss] = await cardsOfRarity(5n)
    if (s1 === undefined || s2 === undefined || ss === undefined) throw new Error('cards missing')
    const wrong = await rejection(
      addMerge(bsc, { account: alice.address, tokenIdA: s1, tokenIdB: s2, price: 1n }),
    )
    expect(wrong.code).toBe('WRONG_AMOUNT')
    const price = await rarityMergePriceMap(bsc, { rarity: 3n })
    const rules = await rejection(
      addMerge(bsc, { account: alice.address, tokenIdA: s1, tokenIdB: ss, price }),
    )
    expect(rules.code).toBe('NOT_MEET_MERGE_RULES')
    const foreign = await rejection(
      addMerge(bsc, { account: bob.address, tokenIdA: s1, tokenIdB: s2, price }),
    )
    expect(foreign.code).toBe('NOT_THE_OWNER')
  })

  it('addMergeBatch sends the sum of the prices; unequal lists give ArrayLengthError', async () => {
    const [a1, b1, a2, b2] = await cardsOfRarity(2n)
    if (a1 === undefined || b1 === undefined || a2 === undefined || b2 === undefined)
      throw new Error('cards missing')
    const price = await rarityMergePriceMap(bsc, { rarity: 2n })
    const prepared = await addMergeBatch(bsc, {
      account: alice.address,
      tokenIdsA: [a1, a2],
      tokenIdsB: [b1, b2],
      prices: [price, price],
    })
    expect(prepared.request.value).toBe(price * 2n)
    const error = await rejection(
      addMergeBatch(bsc, { account: alice.address, tokenIdsA: [a1, a2], tokenIdsB: [b1], prices: [price] }),
    )
    expect(error.code).toBe('ARRAY_LENGTH_ERROR')
  })

  it('waitForMergeResolution times out with REQUEST_TIMEOUT', async () => {
    const error = await rejection(
      waitForMergeResolution(bsc, { mergeId: 999n, timeout: 150, pollingInterval: 50 }),
    )
    expect(error.code).toBe('REQUEST_TIMEOUT')
  })
})

describe('card staking', () => {
  const staking = addressOf(bsc, 'CardStaking')

  it("reads the seed's two staked cards; a failed lookup resolves to [] with the error", async () => {
    const { data, error } = await getTokensStakedByAddress(bsc, { owner: alice.address })
    expect(error).toBeNull()
    expect(data).toHaveLength(2)
    const [first = 0n] = data
    expect(await isStaked(bsc, { tokenId: first })).toBe(true)
    const stake = await stakeOf(bsc, { tokenId: first })
    expect(stake.owner).toBe(alice.address)
    expect(stake.unlockAt).toBeGreaterThan(0n)
    expect(await lockTime(bsc, {})).toBe(60n)
    const failed = await getTokensStakedByAddress(bsc, {
      owner: alice.address,
      staking: addressOf(bsc, 'FinaToken'),
    })
    expect(failed.data).toEqual([])
    expect(failed.error?.code).toBe('UNKNOWN_ERROR')
  })

  it("stake needs the owner's approval (the seed gave it); another's card gives NotTheOwner; none ArrayIsNull", async () => {
    const [card = 0n] = await cardsOfRarity(4n)
    const foreign = await rejection(stakeCard(bsc, { account: carol.address, tokenId: card }))
    expect(foreign.code).toBe('NOT_THE_OWNER')
    const empty = await rejection(stakeMulti(bsc, { account: alice.address, tokenIds: [] }))
    expect(empty.code).toBe('ARRAY_IS_NULL')
    await execute(
      bsc,
      alice,
      setApprovalForAll(bsc, { account: alice.address, operator: staking, approved: false }),
    )
    const unapproved = await rejection(stakeCard(bsc, { account: alice.address, tokenId: card }))
    expect(unapproved.contractError?.name).toBe('TransferCallerNotOwnerNorApproved')
    expect(unapproved.code).toBe('NOT_APPROVED_OR_OWNER')
    await execute(
      bsc,
      alice,
      setApprovalForAll(bsc, { account: alice.address, operator: staking, approved: true }),
    )
    await execute(bsc, alice, stakeCard(bsc, { account: alice.address, tokenId: card }))
    expect(await isStaked(bsc, { tokenId: card })).toBe(true)
  })

  it('withdraw before the lock time gives StillLocked (PAUSED); after it the cards come back', async () => {
    const { data: staked } = await getTokensStakedByAddress(bsc, { owner: alice.address })
    const last = staked[staked.length - 1] ?? 0n
    const locked = await rejection(withdrawStakedCard(bsc, { account: alice.address, tokenId: last }))
    expect(locked.contractError?.name).toBe('StillLocked')
    expect(locked.code).toBe('PAUSED')
    const foreign = await rejection(withdrawStakedCard(bsc, { account: bob.address, tokenId: last }))
    expect(foreign.code).toBe('NOT_THE_OWNER')
    await testClient().increaseTime({ seconds: 61 })
    await testClient().mine({ blocks: 1 })
    await execute(bsc, alice, withdrawMulti(bsc, { account: alice.address, tokenIds: [...staked] }))
    expect((await getTokensStakedByAddress(bsc, { owner: alice.address })).data).toEqual([])
  })
})

describe('Genesis mirror', () => {
  it('lists the Genesis heroes an address holds now, from transfers and ownerOf', async () => {
    expect(await getGenesisTokensOf(bsc, { owner: alice.address })).toEqual([1n, 2n])
    expect(await getGenesisTokensOf(bsc, { owner: bob.address })).toEqual([3n])
    expect(await getGenesisTokensOf(bsc, { owner: carol.address })).toEqual([])
    const move = safeTransferFrom(bsc, {
      account: bob.address,
      from: bob.address,
      to: carol.address,
      tokenId: 3n,
      collection: 'GenesisHero',
    })
    await execute(bsc, bob, move)
    expect(await getGenesisTokensOf(bsc, { owner: bob.address })).toEqual([])
    expect(await getGenesisTokensOf(bsc, { owner: carol.address })).toEqual([3n])
    await execute(
      bsc,
      carol,
      safeTransferFrom(bsc, {
        account: carol.address,
        from: carol.address,
        to: bob.address,
        tokenId: 3n,
        collection: 'GenesisHero',
      }),
    )
  })

  it('mirrors a Genesis hero once into a card of the same hero and rarity', async () => {
    expect(await getMirrorableTokens(bsc, { genesisTokenIds: [1n, 2n] })).toEqual([1n, 2n])
    expect(await genesisHeroOf(bsc, { tokenId: 1n })).toEqual({ heroId: 33n, rarity: 3n })
    await execute(bsc, alice, mirrorGenesis(bsc, { account: alice.address, genesisTokenIds: [1n] }))
    expect(await isMirrored(bsc, { genesisTokenId: 1n })).toBe(true)
    const card = await mirroredTokenOf(bsc, { genesisTokenId: 1n })
    expect(await rarityMap(bsc, { tokenId: card })).toBe(3n)
    expect(await getMirrorableTokens(bsc, { genesisTokenIds: [1n, 2n] })).toEqual([2n])
  })

  it('a second mirror gives AlreadyClaimed; another owner NotTheOwner; none ArrayIsNull', async () => {
    const again = await rejection(mirrorGenesis(bsc, { account: alice.address, genesisTokenIds: [1n] }))
    expect(again.contractError).toEqual({ name: 'AlreadyClaimed', args: [1n] })
    const foreign = await rejection(mirrorGenesis(bsc, { account: bob.address, genesisTokenIds: [2n] }))
    expect(foreign.code).toBe('NOT_THE_OWNER')
    const none = await rejection(mirrorGenesis(bsc, { account: alice.address, genesisTokenIds: [] }))
    expect(none.code).toBe('ARRAY_IS_NULL')
    const missing = await rejection(genesisHeroOf(bsc, { tokenId: 99n }))
    expect(missing.contractError?.name).toBe('ERC721NonexistentToken')
  })
})

describe('vouchers', () => {
  it('redeem burns a card for redeemAmount vouchers', async () => {
    const [card = 0n] = await cardsOfRarity(6n)
    expect(await acceptedTokens(bsc, { tokenAddress: addressOf(bsc, 'HeroCard') })).toBe(true)
    const perCard = await redeemAmount(bsc, {})
    await execute(bsc, alice, redeemVoucher(bsc, { account: alice.address, tokenId: card }))
    expect(await nftBalanceOf(bsc, { owner: alice.address, collection: 'CardsVoucher' })).toBe(perCard)
    expect(await redeemedCount(bsc, { user: alice.address })).toBe(1n)
  })

  it("another's card gives NotTheOwner; a collection not accepted NotAllowedClaim", async () => {
    const [card = 0n] = await cardsOfRarity(7n)
    const foreign = await rejection(redeemVoucher(bsc, { account: bob.address, tokenId: card }))
    expect(foreign.code).toBe('NOT_THE_OWNER')
    const genesis = await rejection(
      redeemVoucher(bsc, {
        account: alice.address,
        tokenAddress: addressOf(bsc, 'GenesisHero'),
        tokenId: 2n,
      }),
    )
    expect(genesis.code).toBe('NOT_ALLOWED_CLAIM')
  })
})

describe('a merge batch of 50 pairs', () => {
  it('is sent with mergeBatchGas where the devnet node refuses to estimate it, and is mined', async () => {
    const heroCard = addressOf(bsc, 'HeroCard')
    const [sample = 0n] = await cardsOfRarity(3n)
    const heroId = await bsc.readContract({
      address: heroCard,
      abi: heroCardAbi,
      functionName: 'heroIdMap',
      args: [sample],
    })
    // The devnet's deployer holds MINTER_ROLE: 100 S cards for Alice, the spec's most in one transaction.
    const minted = await wallet(deployer).writeContract({
      address: heroCard,
      abi: heroCardAbi,
      functionName: 'mintCards',
      args: [alice.address, heroId, 3n, 100n],
    })
    const receipt = await waitForTransaction(bsc, { hash: minted })
    const ids = parseEventLogs({ abi: heroCardAbi, logs: receipt.logs, eventName: 'Transfer' }).map(
      (e) => e.args.tokenId,
    )
    expect(ids).toHaveLength(100)
    const price = await rarityMergePriceMap(bsc, { rarity: 3n })
    const call = {
      account: alice.address,
      tokenIdsA: ids.slice(0, 50),
      tokenIdsB: ids.slice(50),
      prices: Array<bigint>(50).fill(price),
    }
    // Hardhat's node searches above its 2^24 per-transaction cap for this batch and refuses the estimate.
    const refused = await estimateContractGas(bsc, {
      address: heroCard,
      abi: heroCardAbi,
      functionName: 'addMergeBatch',
      args: [call.tokenIdsA, call.tokenIdsB, call.prices],
      value: price * 50n,
      account: alice.address,
    }).then(
      () => null,
      (error: Error) => error,
    )
    expect(refused?.message).toMatch(/greater than the cap/)
    const prepared = await addMergeBatch(bsc, call)
    expect(prepared.gas).toBe(mergeBatchGas(50))
    expect(prepared.request.gas).toBe(13_100_000n)
    const mined = await execute(bsc, alice, Promise.resolve(prepared))
    expect(mined.status).toBe('success')
    expect(mined.gasUsed).toBeLessThan(prepared.gas)
    expect(parseEventLogs({ abi: heroCardAbi, logs: mined.logs, eventName: 'MergeAdded' })).toHaveLength(50)
  })
})
