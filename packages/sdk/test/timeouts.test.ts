// What happens when Chainlink VRF never answers: after the adapter's timeout anyone cancels a mint, a merge or a box
// open and everything goes back (payment, merged cards, a fresh box); and cards moved into the game account with
// depositNFTs.
import { blindBoxAbi, gameVaultAbi, heroCardAbi, randomnessAdapterAbi } from '@finaverse/contracts'
import { parseEventLogs } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  addMerge,
  addMint,
  COMPLETE_CANCEL_GAS,
  cancelRandomness,
  completeCancelRandomness,
  depositNFTs,
  getBoxIdsByAddress,
  getMergeInfos,
  getRandomnessRequest,
  getTokenInfosByAddress,
  openBox,
  ownerOf,
  rarityMergePriceMap,
  setApprovalForAll,
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
/** The devnet adapter's timeout (seconds) after which a request VRF never answered can be cancelled. */
const TIMEOUT_SECONDS = 24 * 3600

/**
 * Cancels `requestId` from carol (anyone may): marks it, then completes it in the next block. completeCancel alone
 * must refund: the adapter runs the refund inside a call that catches its failure, so a node's estimate alone could
 * stop where the refund ran out of gas; the action sends at least COMPLETE_CANCEL_GAS.
 */
async function cancel(requestId: bigint) {
  await execute(bsc, carol, cancelRandomness(bsc, { account: carol.address, requestId }))
  // completeCancel works from the block after the cancel (a fulfilment in the cancel's block still wins).
  await testClient().mine({ blocks: 1 })
  const prepared = await completeCancelRandomness(bsc, { account: carol.address, requestId })
  expect(prepared.request.gas).toBeGreaterThanOrEqual(COMPLETE_CANCEL_GAS)
  expect(prepared.fee).toBe(prepared.request.gas * prepared.feePerGas)
  const done = await execute(bsc, carol, Promise.resolve(prepared))
  expect((await getRandomnessRequest(bsc, { requestId })).status).toBe('refunded')
  return done
}

describe('requests Chainlink VRF never answers are cancelled after the timeout: everything goes back', () => {
  const pending = { mintId: 0n, mintRequest: 0n, mergeRequest: 0n, openRequest: 0n, boxId: 0n, price: 0n }

  it('a mint, a merge and a box open are left unfulfilled; cancelling before the timeout gives NotTimedOut', async () => {
    const mint = await addMint(bsc, { account: carol.address, amount: 1n, forWhitelist: false })
    pending.mintId = mint.result
    ;[pending.mintRequest = 0n] = requestIdsOf(await execute(bsc, carol, Promise.resolve(mint)))
    const [a, b] = (await getTokenInfosByAddress(bsc, { owner: alice.address })).filter(
      (c) => c.rarity === 4n,
    )
    pending.price = await rarityMergePriceMap(bsc, { rarity: 4n })
    const merge = await execute(
      bsc,
      alice,
      addMerge(bsc, {
        account: alice.address,
        tokenIdA: a?.tokenId ?? 0n,
        tokenIdB: b?.tokenId ?? 0n,
        price: pending.price,
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
      cancelRandomness(bsc, { account: carol.address, requestId: pending.openRequest }),
    )
    expect(early.contractError?.name).toBe('NotTimedOut')
    expect(early.code).toBe('PAUSED')
    await testClient().increaseTime({ seconds: TIMEOUT_SECONDS })
    await testClient().mine({ blocks: 1 })
  })

  it('the mint request is cancelled and its payment refunded', async () => {
    const receipt = await cancel(pending.mintRequest)
    const [event] = parseEventLogs({ abi: heroCardAbi, logs: receipt.logs, eventName: 'MintCancelled' })
    expect(event?.args).toMatchObject({ mintId: pending.mintId, user: carol.address })
    expect(event?.args.refund).toBeGreaterThan(0n)
    expect((await getRandomnessRequest(bsc, { requestId: pending.mintRequest })).status).toBe('refunded')
  })

  it('the merge is cancelled: its cards are free and its fee refunded', async () => {
    const receipt = await cancel(pending.mergeRequest)
    const [event] = parseEventLogs({ abi: heroCardAbi, logs: receipt.logs, eventName: 'MergeCancelled' })
    expect(event?.args).toMatchObject({ user: alice.address, refund: pending.price })
    const infos = await getMergeInfos(bsc, { user: alice.address })
    expect(infos[infos.length - 1]?.status).toBe(4) // IHeroCard.RequestStatus.Cancelled
  })

  it('the box open gives a fresh unopened box back; a late fulfilment changes nothing', async () => {
    const receipt = await cancel(pending.openRequest)
    const [returned] = parseEventLogs({ abi: blindBoxAbi, logs: receipt.logs, eventName: 'BoxesReturned' })
    expect(returned?.args).toMatchObject({ opener: alice.address, amount: 1n })
    expect(await getBoxIdsByAddress(bsc, { box: 'BlindBoxV1', owner: alice.address })).toContain(
      returned?.args.firstTokenId,
    )
    const late = await fulfilRandomness(bsc, pending.openRequest)
    expect(
      parseEventLogs({ abi: randomnessAdapterAbi, logs: late.logs, eventName: 'FulfilmentIgnored' }),
    ).toHaveLength(1)
    expect(parseEventLogs({ abi: blindBoxAbi, logs: late.logs, eventName: 'BoxRevealed' })).toHaveLength(0)
    const again = await rejection(
      cancelRandomness(bsc, { account: carol.address, requestId: pending.openRequest }),
    )
    expect(again.contractError?.name).toBe('WrongStatus')
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
