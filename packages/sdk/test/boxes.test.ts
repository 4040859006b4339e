// Blind boxes V1..V4 and the mystery box on the devnet: sale reads, purchases, opens, the reveal watcher and the
// randomness verifier; mystery box claims with a Merkle proof.
import { mysteryBoxClaimAbi, testTokenAbi } from '@finaverse/contracts'
import { encodeAbiParameters, type Hex, keccak256, parseEther, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  approveToken,
  boxBalanceOf,
  canClaimMysteryBoxes,
  cancelRandomness,
  claimMysteryBoxes,
  getBoxContents,
  getBoxIdsByAddress,
  getBoxInfo,
  getRandomnessRequest,
  getTokenInfosByAddress,
  itemRoll,
  mintMulti,
  mintMultiTokenForCaller,
  mysteryBoxClaimed,
  nftIdtoCardId,
  openBox,
  openMulti,
  publicBuyingHistory,
  verifyRandomness,
  waitForBoxReveal,
  whiteListOnly,
  whitelistBuyingHistory,
} from '../src/exports/actions.js'
import {
  addressOf,
  alice,
  bob,
  carol,
  createTestClients,
  dave,
  deployer,
  execute,
  rejection,
  useSnapshot,
} from './fixtures.js'
import { fulfilRandomness, requestIdsOf, testWord } from './randomness.js'

useSnapshot()
const { clients, wallet } = createTestClients()
const bsc = clients.bsc

describe('boxes: sale reads', () => {
  it('getBoxContents gives the quota cards of V1 and the A 60% / S 40% odds of the mystery box', async () => {
    const v1 = await getBoxContents(bsc, { box: 'BlindBoxV1' })
    expect(v1.odds).toEqual([])
    expect(v1.cards.map((c) => c.cardId)).toContain(21n)
    expect(v1.cards.reduce((sum, c) => sum + c.quota, 0n)).toBe(v1.cardsRemaining)
    expect(v1).toMatchObject({ paused: false, maxPerTx: 50n, maxPerOpen: 20n })
    expect(v1.minted).toBeGreaterThanOrEqual(3n) // the seed's 3 boxes of demo account #1
    const mystery = await getBoxContents(bsc, { box: 'MysteryBox' })
    expect(mystery.odds).toEqual([
      { rarity: 2n, bps: 6000n },
      { rarity: 3n, bps: 4000n },
    ])
  })

  it('getBoxInfo gives price, payment token, flags and the quota counters of each version', async () => {
    const v1 = await getBoxInfo(bsc, { box: 'BlindBoxV1' })
    expect(v1).toMatchObject({
      address: addressOf(bsc, 'BlindBoxV1'),
      version: 'V1',
      price: parseEther('0.01'),
      paymentToken: zeroAddress,
      saleActive: true,
      whiteListOnly: false,
      totalQuota: 1000n,
      publicBuyableQuota: 20n,
      whiteListBuyableQuota: 5n,
    })
    expect(v1.sold + v1.remaining).toBe(v1.totalQuota)
    expect(v1.sold).toBeGreaterThanOrEqual(3n) // the seed's 3 boxes of demo account #1
    expect((await getBoxInfo(bsc, { box: 'BlindBoxV3' })).paymentToken).toBe(addressOf(bsc, 'BUSD'))
    expect(await whiteListOnly(bsc, { box: 'BlindBoxV4' })).toBe(true)
    expect(await boxBalanceOf(bsc, { box: 'BlindBoxV1', owner: alice.address })).toBe(3n)
    expect(await getBoxIdsByAddress(bsc, { box: 'BlindBoxV1', owner: alice.address })).toHaveLength(3)
  })

  it('a box name the chain does not have gives WRONG_NETWORK', async () => {
    const error = await rejection(getBoxInfo(clients.polygon, { box: 'BlindBoxV1' }))
    expect(error.code).toBe('WRONG_NETWORK')
  })
})

describe('boxes: purchases', () => {
  it('mintMulti sends price x amount in native coin and records the public history', async () => {
    const prepared = await mintMulti(bsc, { account: carol.address, box: 'BlindBoxV1', amount: 3n })
    expect(prepared.request.value).toBe(parseEther('0.03'))
    await execute(bsc, carol, Promise.resolve(prepared))
    expect(await publicBuyingHistory(bsc, { box: 'BlindBoxV1', buyer: carol.address })).toBe(3n)
    expect(await boxBalanceOf(bsc, { box: 'BlindBoxV1', owner: carol.address })).toBe(3n)
  })

  it('mintMultiTokenForCaller pays an ERC-20 box (V3, BUSD) with no value', async () => {
    const busd = addressOf(bsc, 'BUSD')
    const box = addressOf(bsc, 'BlindBoxV3')
    // BUSD is the devnet's test token; the deployer holds its MINTER_ROLE.
    await bsc.waitForTransactionReceipt({
      hash: await wallet(deployer).writeContract({
        abi: testTokenAbi,
        address: busd,
        functionName: 'mint',
        args: [carol.address, parseEther('20')],
      }),
    })
    await execute(
      bsc,
      carol,
      approveToken(bsc, { account: carol.address, token: busd, spender: box, amount: parseEther('20') }),
    )
    const prepared = await mintMultiTokenForCaller(bsc, {
      account: carol.address,
      box: 'BlindBoxV3',
      amount: 2n,
    })
    expect(prepared.request.value).toBe(0n)
    await execute(bsc, carol, Promise.resolve(prepared))
    expect(await boxBalanceOf(bsc, { box, owner: carol.address })).toBe(2n)
    const unapproved = await rejection(
      mintMulti(bsc, { account: carol.address, box: 'BlindBoxV3', amount: 1n }),
    )
    expect(unapproved.contractError?.name).toBe('ERC20InsufficientAllowance')
    expect(unapproved.code).toBe('NOT_APPROVED')
  })

  it('whitelist-only V4: a member buys into the whitelist history, anyone else gets NotAllowedClaim', async () => {
    await execute(bsc, alice, mintMulti(bsc, { account: alice.address, box: 'BlindBoxV4', amount: 1n }))
    expect(await whitelistBuyingHistory(bsc, { box: 'BlindBoxV4', buyer: alice.address })).toBe(1n)
    const outsider = await rejection(
      mintMulti(bsc, { account: carol.address, box: 'BlindBoxV4', amount: 1n }),
    )
    expect(outsider.contractError?.name).toBe('NotAllowedClaim')
    expect(outsider.code).toBe('NOT_ALLOWED_CLAIM')
  })

  it('too little value gives NotEnoughMessageFee; above the per-address quota WrongAmount', async () => {
    const short = await rejection(
      mintMulti(bsc, { account: dave.address, box: 'BlindBoxV1', amount: 2n, value: parseEther('0.01') }),
    )
    expect(short.contractError).toEqual({
      name: 'NotEnoughMessageFee',
      args: [parseEther('0.02'), parseEther('0.01')],
    })
    const tooMany = await rejection(mintMulti(bsc, { account: dave.address, box: 'BlindBoxV1', amount: 21n }))
    expect(tooMany.code).toBe('WRONG_AMOUNT')
  })
})

describe('boxes: opening, the reveal watcher and the randomness verifier', () => {
  let requestId = 0n

  it("open burns the box; waitForBoxReveal reports the card once the keeper fulfils; the card is the opener's", async () => {
    const [boxId] = await getBoxIdsByAddress(bsc, { box: 'BlindBoxV1', owner: carol.address })
    if (boxId === undefined) throw new Error('no box')
    const prepared = await openBox(bsc, { account: carol.address, box: 'BlindBoxV1', tokenId: boxId })
    const receipt = await execute(bsc, carol, Promise.resolve(prepared))
    ;[requestId = 0n] = requestIdsOf(receipt)
    expect(prepared.result).toBe(requestId)
    const early = await rejection(cancelRandomness(bsc, { account: carol.address, requestId }))
    expect(early.contractError?.name).toBe('NotTimedOut')
    const pending = await getRandomnessRequest(bsc, { requestId })
    expect(pending).toMatchObject({ status: 'pending', randomness: 0n, cancelBlock: 0n })
    expect(pending.vrfRequestId).toBeGreaterThan(0n)
    expect(early.contractError?.args?.[1]).toBe(pending.cancelAfter)
    const reveal = waitForBoxReveal(bsc, {
      box: 'BlindBoxV1',
      tokenIds: [boxId],
      fromBlock: receipt.blockNumber,
      pollingInterval: 50,
      timeout: 20_000,
    })
    await fulfilRandomness(bsc, requestId)
    const { cards } = await reveal
    expect(cards).toHaveLength(1)
    const [card] = cards
    expect(card?.tokenId).toBe(boxId)
    expect(card?.cardId).toBe(await nftIdtoCardId(bsc, { box: 'BlindBoxV1', boxId }))
    expect(card?.cardId ? card.cardId / 10n : 0n).toBe(card?.rarity)
    const owned = await getTokenInfosByAddress(bsc, { owner: carol.address })
    expect(owned.map((c) => c.heroId)).toContain(card?.cardId)
    expect((await getRandomnessRequest(bsc, { requestId })).status).toBe('delivered')
  })

  it('verifyRandomness shows the VRF request id, the fulfilment transaction and the words, and detects a tampered value', async () => {
    const verified = await verifyRandomness(bsc, { requestId })
    expect(verified.valid).toBe(true)
    expect(verified.checks).toEqual({
      fromCoordinator: true,
      vrfRequestMatches: true,
      storedMatches: true,
      randomnessMatches: true,
    })
    const request = await getRandomnessRequest(bsc, { requestId })
    expect(verified.vrfRequestId).toBe(request.vrfRequestId)
    expect(verified.randomWords).toEqual([testWord(requestId)])
    expect(verified.randomness).toBe(request.randomness)
    const receipt = await bsc.getTransactionReceipt({ hash: verified.fulfilmentTx })
    expect(receipt.to?.toLowerCase()).toBe(verified.vrfCoordinator.toLowerCase())
    // The card recomputed from the word: quota mode walks the box's cards by their cards left; here the roll of box
    // 0 is what the contract drew from.
    expect(itemRoll(verified.randomness, 0)).toBeGreaterThan(0n)
    const tampered = await verifyRandomness(bsc, { requestId, randomness: verified.randomness ^ 1n })
    expect(tampered.valid).toBe(false)
    expect(tampered.checks.randomnessMatches).toBe(false)
    expect(tampered.checks.vrfRequestMatches).toBe(true)
  })

  it('verifyRandomness of a request not fulfilled yet rejects with its status', async () => {
    const ids = await getBoxIdsByAddress(bsc, { box: 'BlindBoxV1', owner: carol.address })
    const receipt = await execute(
      bsc,
      carol,
      openMulti(bsc, { account: carol.address, box: 'BlindBoxV1', tokenIds: ids }),
    )
    const [pending = 0n] = requestIdsOf(receipt)
    const error = await rejection(verifyRandomness(bsc, { requestId: pending }))
    expect(error.details).toContain('not fulfilled')
    const reveal = waitForBoxReveal(bsc, {
      box: 'BlindBoxV1',
      tokenIds: ids,
      fromBlock: receipt.blockNumber,
      pollingInterval: 50,
    })
    await fulfilRandomness(bsc, pending)
    expect((await reveal).cards.map((c) => c.tokenId)).toEqual(ids)
    expect((await verifyRandomness(bsc, { requestId: pending })).valid).toBe(true)
  })

  it("open and openMulti failures: another's box NotTheOwner, an empty list ArrayIsNull, an unknown open UnknownOpen", async () => {
    const [aliceBox] = await getBoxIdsByAddress(bsc, { box: 'BlindBoxV1', owner: alice.address })
    const foreign = await rejection(
      openBox(bsc, { account: carol.address, box: 'BlindBoxV1', tokenId: aliceBox ?? 0n }),
    )
    expect(foreign.code).toBe('NOT_THE_OWNER')
    const empty = await rejection(openMulti(bsc, { account: carol.address, box: 'BlindBoxV1', tokenIds: [] }))
    expect(empty.code).toBe('ARRAY_IS_NULL')
    const unknown = await rejection(cancelRandomness(bsc, { account: carol.address, requestId: 999_999n }))
    expect(unknown.contractError).toEqual({ name: 'UnknownRequest', args: [999_999n] })
  })

  it('waitForBoxReveal times out with REQUEST_TIMEOUT and stops on an aborted signal', async () => {
    const timeout = await rejection(
      waitForBoxReveal(bsc, { box: 'BlindBoxV1', tokenIds: [999n], timeout: 200, pollingInterval: 50 }),
    )
    expect(timeout.code).toBe('REQUEST_TIMEOUT')
    const controller = new AbortController()
    const waiting = waitForBoxReveal(bsc, {
      box: 'BlindBoxV1',
      tokenIds: [999n],
      pollingInterval: 50,
      signal: controller.signal,
    })
    controller.abort(new Error('page closed'))
    const aborted = await rejection(waiting)
    expect(aborted.shortMessage).toBe('Aborted')
    expect((aborted.cause as Error).message).toBe('page closed')
  })
})

describe('mystery box claims', () => {
  // The devnet root's tree is the deploy's (written for the server); this test sets a root of its own (the deployer
  // holds ADMIN_ROLE) so the proof is computed here: StandardMerkleTree leaves of (address, uint256).
  const leaf = (account: Hex, amount: bigint) =>
    keccak256(keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [account, amount])))
  const carolLeaf = leaf(carol.address, 2n)
  const daveLeaf = leaf(dave.address, 1n)
  const [low, high] = carolLeaf < daveLeaf ? [carolLeaf, daveLeaf] : [daveLeaf, carolLeaf]
  const root = keccak256(`0x${low.slice(2)}${high.slice(2)}`)

  it('claimMysteryBoxes with the proof mints the boxes once; a second claim gives AlreadyClaimed', async () => {
    const hash = await wallet(deployer).writeContract({
      abi: mysteryBoxClaimAbi,
      address: addressOf(bsc, 'MysteryBoxClaim'),
      functionName: 'setMerkleRoot',
      args: [root],
    })
    await bsc.waitForTransactionReceipt({ hash })
    // The REST answer's shape: amount as a decimal string.
    const answer = { amount: '2', proof: [daveLeaf] }
    expect(await canClaimMysteryBoxes(bsc, { account: carol.address, ...answer })).toBe(true)
    expect(await mysteryBoxClaimed(bsc, { account: carol.address })).toBe(false)
    await execute(bsc, carol, claimMysteryBoxes(bsc, { account: carol.address, ...answer }))
    expect(await boxBalanceOf(bsc, { box: 'MysteryBox', owner: carol.address })).toBe(2n)
    expect(await mysteryBoxClaimed(bsc, { account: carol.address })).toBe(true)
    const again = await rejection(claimMysteryBoxes(bsc, { account: carol.address, ...answer }))
    expect(again.contractError?.name).toBe('AlreadyClaimed')
    expect(again.code).toBe('ALREADY_CLAIMED')
  })

  it('a wrong amount or proof gives NotAllowedClaim; zero boxes WrongAmount', async () => {
    const wrong = await rejection(
      claimMysteryBoxes(bsc, { account: dave.address, amount: 5n, proof: [carolLeaf] }),
    )
    expect(wrong.code).toBe('NOT_ALLOWED_CLAIM')
    expect(await canClaimMysteryBoxes(bsc, { account: bob.address, amount: 1n, proof: [carolLeaf] })).toBe(
      false,
    )
    const zero = await rejection(claimMysteryBoxes(bsc, { account: dave.address, amount: 0n, proof: [] }))
    expect(zero.code).toBe('WRONG_AMOUNT')
  })
})
