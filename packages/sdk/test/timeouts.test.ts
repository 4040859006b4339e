// What happens when the keeper is late (issue 23): after the randomness timeout a mint, a merge and a box open resolve
// with the coordinator's public fallback value (anyone calls resolveTimedOut; nothing is refunded), a request resolved
// after the 256-block window never gets zero entropy, and cards moved into the game account with depositNFTs.
import { blindBoxAbi, gameVaultAbi, heroCardAbi, randomnessCoordinatorAbi } from '@finaverse/contracts'
import { parseEventLogs, zeroHash } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  addMerge,
  addMint,
  depositNFTs,
  getBoxIdsByAddress,
  getMergeInfos,
  getTokenInfosByAddress,
  openBox,
  ownerOf,
  rarityMergePriceMap,
  resolveTimedOut,
  setApprovalForAll,
  verifyRandomness,
  waitForBoxReveal,
} from '../src/exports/actions.js'
import {
  addressOf,
  alice,
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
/** The devnet coordinator's fulfilment window, in blocks. */
const TIMEOUT_BLOCKS = 200

/** Sends `resolveTimedOut(requestId)` from carol (anyone may) and returns the receipt. */
const resolve = (requestId: bigint) =>
  execute(bsc, carol, resolveTimedOut(bsc, { account: carol.address, requestId }))

describe('requests the keeper leaves unfulfilled resolve with the fallback value', () => {
  const pending = { mintId: 0n, mintRequest: 0n, mergeRequest: 0n, openRequest: 0n, boxId: 0n }

  it('a mint, a merge and a box open are left unfulfilled; resolving before the timeout gives NotTimedOut', async () => {
    const mint = await addMint(bsc, { account: carol.address, amount: 1n, forWhitelist: false })
    pending.mintId = mint.result
    ;[pending.mintRequest = 0n] = requestIdsOf(await execute(bsc, carol, Promise.resolve(mint)))
    const [a, b] = (await getTokenInfosByAddress(bsc, { owner: alice.address })).filter(
      (c) => c.rarity === 4n,
    )
    const price = await rarityMergePriceMap(bsc, { rarity: 4n })
    const merge = await execute(
      bsc,
      alice,
      addMerge(bsc, {
        account: alice.address,
        tokenIdA: a?.tokenId ?? 0n,
        tokenIdB: b?.tokenId ?? 0n,
        price,
      }),
    )
    ;[pending.mergeRequest = 0n] = requestIdsOf(merge)
    ;[pending.boxId = 0n] = await getBoxIdsByAddress(bsc, { box: 'BlindBoxV1', owner: alice.address })
    const opened = await execute(
      bsc,
      alice,
      openBox(bsc, { account: alice.address, box: 'BlindBoxV1', tokenId: pending.boxId }),
    )
    ;[pending.openRequest = 0n] = requestIdsOf(opened)
    const early = await rejection(
      resolveTimedOut(bsc, { account: carol.address, requestId: pending.mintRequest }),
    )
    expect(early.contractError?.name).toBe('NotTimedOut')
    expect(early.code).toBe('PAUSED')
    const outOfOrder = await rejection(
      resolveTimedOut(bsc, { account: carol.address, requestId: pending.openRequest }),
    )
    expect(outOfOrder.contractError).toEqual({
      name: 'OutOfOrder',
      args: [pending.openRequest, pending.mintRequest],
    })
    await testClient().mine({ blocks: TIMEOUT_BLOCKS + 1 })
  })

  it('the mint request draws its hero with the fallback value; nothing is refunded', async () => {
    const receipt = await resolve(pending.mintRequest)
    const [event] = parseEventLogs({ abi: heroCardAbi, logs: receipt.logs, eventName: 'MintResolved' })
    expect(event?.args.mintId).toBe(pending.mintId)
    const verified = await verifyRandomness(bsc, { requestId: pending.mintRequest })
    expect(verified.path).toBe('fallback')
    expect(verified.valid).toBe(true)
    expect(verified.entropy).not.toBe(zeroHash)
  })

  it('the merge resolves with the fallback value', async () => {
    const receipt = await resolve(pending.mergeRequest)
    expect(parseEventLogs({ abi: heroCardAbi, logs: receipt.logs, eventName: 'MergeResolved' })).toHaveLength(
      1,
    )
    const [info] = await getMergeInfos(bsc, { user: alice.address })
    expect(info?.status).toBe(2) // IHeroCard.RequestStatus.Resolved
  })

  it('the box open reveals its card with the fallback value; a second resolution gives RequestNotPending', async () => {
    const reveal = waitForBoxReveal(bsc, {
      box: 'BlindBoxV1',
      tokenIds: [pending.boxId],
      pollingInterval: 50,
      timeout: 20_000,
    })
    const receipt = await resolve(pending.openRequest)
    expect(parseEventLogs({ abi: blindBoxAbi, logs: receipt.logs, eventName: 'BoxRevealed' })).toHaveLength(1)
    expect((await reveal).cards).toHaveLength(1)
    const again = await rejection(
      resolveTimedOut(bsc, { account: carol.address, requestId: pending.openRequest }),
    )
    expect(again.contractError?.name).toBe('RequestNotPending')
  })
})

describe('an entropy window that lapsed', () => {
  it('a request resolved more than 256 blocks late never uses zero entropy, and verifyRandomness checks it', async () => {
    const [boxId = 0n] = await getBoxIdsByAddress(bsc, { box: 'BlindBoxV1', owner: alice.address })
    const opened = await execute(
      bsc,
      alice,
      openBox(bsc, { account: alice.address, box: 'BlindBoxV1', tokenId: boxId }),
    )
    const [requestId = 0n] = requestIdsOf(opened)
    await testClient().mine({ blocks: 300 })
    // The preimage is refused after the window: only the fallback remains.
    await expect(fulfilRandomness(bsc, requestId)).rejects.toThrow(/FulfilmentClosed/)
    // recordEntropy reads the EIP-2935 history where the node has it, else re-anchors to the next block.
    const coordinator = addressOf(bsc, 'RandomnessCoordinator')
    await bsc.waitForTransactionReceipt({
      hash: await wallet(deployer).writeContract({
        abi: randomnessCoordinatorAbi,
        address: coordinator,
        functionName: 'recordEntropy',
        args: [requestId],
      }),
    })
    // A re-anchored entropy block is the block after recordEntropy's: readable once one more block is on top of it.
    await testClient().mine({ blocks: 2 })
    const receipt = await resolve(requestId)
    const [timedOut] = parseEventLogs({
      abi: randomnessCoordinatorAbi,
      logs: receipt.logs,
      eventName: 'RandomnessTimedOut',
    })
    expect(timedOut?.args.entropy).not.toBe(zeroHash)
    const verified = await verifyRandomness(bsc, { requestId })
    expect(verified.path).toBe('fallback')
    expect(verified.entropy).not.toBe(zeroHash)
    expect(verified.valid).toBe(true)
  })
})

describe('game account: hero cards with depositNFTs', () => {
  it('moves approved hero cards into the vault once HeroCard is its card collection; a card not owned fails', async () => {
    const vault = addressOf(bsc, 'GameVault')
    const heroCard = addressOf(bsc, 'HeroCard')
    await bsc.waitForTransactionReceipt({
      hash: await wallet(deployer).writeContract({
        abi: gameVaultAbi,
        address: vault,
        functionName: 'setCardCollection',
        args: [heroCard],
      }),
    })
    const [first, second] = (await getTokenInfosByAddress(bsc, { owner: alice.address })).map(
      (c) => c.tokenId,
    )
    if (first === undefined || second === undefined) throw new Error('cards missing')
    const unapproved = await rejection(depositNFTs(bsc, { account: alice.address, tokenIds: [first] }))
    expect(unapproved.code).toBe('NOT_APPROVED_OR_OWNER')
    await execute(
      bsc,
      alice,
      setApprovalForAll(bsc, { account: alice.address, operator: vault, approved: true }),
    )
    const receipt = await execute(
      bsc,
      alice,
      depositNFTs(bsc, { account: alice.address, tokenIds: [first, second] }),
    )
    expect(parseEventLogs({ abi: gameVaultAbi, logs: receipt.logs, eventName: 'NFTDeposited' })).toHaveLength(
      2,
    )
    expect(await ownerOf(bsc, { tokenId: first })).toBe(vault)
    const foreign = await rejection(depositNFTs(bsc, { account: carol.address, tokenIds: [second] }))
    expect(foreign.contractError).toEqual({ name: 'TransferFromIncorrectOwner', args: [] })
    expect(foreign.code).toBe('NOT_THE_OWNER')
  })
})
