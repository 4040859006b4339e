// What happens when the keeper is late: cancels after the randomness timeout (mint, merge, box open), an outcome
// whose entropy window lapsed (still verifiable), and cards moved into the game account with depositNFTs.
import { blindBoxAbi, gameVaultAbi, heroCardAbi, randomnessCoordinatorAbi } from '@finaverse/contracts'
import { parseEther, parseEventLogs, zeroHash } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  addMerge,
  addMint,
  boxBalanceOf,
  cancelMerge,
  cancelMint,
  cancelOpen,
  depositNFTs,
  getBoxIdsByAddress,
  getMergeInfos,
  getTokenInfosByAddress,
  open,
  ownerOf,
  rarityMergePriceMap,
  setApprovalForAll,
  verifyRandomness,
  waitForBoxReveal,
} from '../src/actions.js'
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
/** The devnet coordinator's request timeout, in blocks. */
const TIMEOUT_BLOCKS = 1200

describe('cancels after the randomness timeout', () => {
  const pending: { mintId: bigint; mergeRequest: bigint; openRequest: bigint; boxId: bigint } = {
    mintId: 0n,
    mergeRequest: 0n,
    openRequest: 0n,
    boxId: 0n,
  }

  it('a mint, a merge and a box open are left unfulfilled', async () => {
    const mint = await addMint(bsc, { account: carol.address, amount: 1n, forWhitelist: false })
    pending.mintId = mint.result
    await execute(bsc, carol, Promise.resolve(mint))
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
      open(bsc, { account: alice.address, box: 'BlindBoxV1', tokenId: pending.boxId }),
    )
    ;[pending.openRequest = 0n] = requestIdsOf(opened)
    const early = await rejection(
      cancelOpen(bsc, { account: alice.address, box: 'BlindBoxV1', requestId: pending.openRequest }),
    )
    expect(early.contractError).toEqual({ name: 'CancelNotAllowed', args: [pending.openRequest] })
    expect(early.code).toBe('NOT_ALLOWED_CLAIM')
    await testClient().mine({ blocks: TIMEOUT_BLOCKS + 1 })
  })

  it('cancelMint refunds the price; a second cancel gives MergeInfoError (the request is not pending)', async () => {
    const receipt = await execute(
      bsc,
      carol,
      cancelMint(bsc, { account: carol.address, mintId: pending.mintId }),
    )
    const [event] = parseEventLogs({ abi: heroCardAbi, logs: receipt.logs, eventName: 'MintCancelled' })
    expect(event?.args).toMatchObject({ mintId: pending.mintId, refund: parseEther('0.01') })
    const again = await rejection(cancelMint(bsc, { account: carol.address, mintId: pending.mintId }))
    // A cancelled request is no longer pending: the registry's request error.
    expect(again.contractError).toEqual({ name: 'MergeInfoError', args: [] })
    expect(again.code).toBe('MERGE_INFO_ERROR')
  })

  it('cancelMerge refunds the price and unlocks the cards', async () => {
    const receipt = await execute(
      bsc,
      alice,
      cancelMerge(bsc, { account: alice.address, requestId: pending.mergeRequest }),
    )
    expect(
      parseEventLogs({ abi: heroCardAbi, logs: receipt.logs, eventName: 'MergeCancelled' }),
    ).toHaveLength(1)
    const [info] = await getMergeInfos(bsc, { user: alice.address })
    expect(info?.status).toBe(4) // IHeroCard.RequestStatus.Cancelled
  })

  it('cancelOpen gives the box back as a new box token', async () => {
    const before = await boxBalanceOf(bsc, { box: 'BlindBoxV1', owner: alice.address })
    const receipt = await execute(
      bsc,
      alice,
      cancelOpen(bsc, { account: alice.address, box: 'BlindBoxV1', requestId: pending.openRequest }),
    )
    expect(parseEventLogs({ abi: blindBoxAbi, logs: receipt.logs, eventName: 'OpenCancelled' })).toHaveLength(
      1,
    )
    expect(await boxBalanceOf(bsc, { box: 'BlindBoxV1', owner: alice.address })).toBe(before + 1n)
    const cancelled = await rejection(verifyRandomness(bsc, { requestId: pending.openRequest }))
    expect(cancelled.details).toContain('not fulfilled')
  })
})

describe('an entropy window that lapsed', () => {
  it('a request fulfilled more than 256 blocks late uses zero entropy, and verifyRandomness still checks it', async () => {
    const [boxId = 0n] = await getBoxIdsByAddress(bsc, { box: 'BlindBoxV1', owner: alice.address })
    const opened = await execute(
      bsc,
      alice,
      open(bsc, { account: alice.address, box: 'BlindBoxV1', tokenId: boxId }),
    )
    const [requestId = 0n] = requestIdsOf(opened)
    await testClient().mine({ blocks: 300 })
    const reveal = waitForBoxReveal(bsc, {
      box: 'BlindBoxV1',
      tokenIds: [boxId],
      fromBlock: opened.blockNumber,
      pollingInterval: 50,
    })
    const fulfilment = await fulfilRandomness(bsc, requestId)
    const [recorded] = parseEventLogs({
      abi: randomnessCoordinatorAbi,
      logs: fulfilment.logs,
      eventName: 'EntropyRecorded',
    })
    expect(recorded?.args.lapsed).toBe(true)
    expect((await reveal).cards).toHaveLength(1)
    const verified = await verifyRandomness(bsc, { requestId })
    expect(verified.entropy).toBe(zeroHash)
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
