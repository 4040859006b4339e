// The card bridge on the two devnet chains: fee and reads, exchange and its failures, and the completion watcher
// following a request through the relayer's steps (done here by the deployer, the devnet's 1-of-1 relayer and signer).
import { bridgeAttestation, cardBridgeAbi } from '@finaverse/contracts'
import { type Hex, parseEther, parseEventLogs, type TransactionReceipt } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  type BridgeStatus,
  bridgeCards,
  bridgeProgress,
  bridgeStatus,
  cancelBridgeRequest,
  changeFee,
  claimRefund,
  completeBridgeRequest,
  confirmationsRequired,
  estimatedWaitingTime,
  failBridgeRequest,
  getBridgeCancellation,
  getBridgeCompletion,
  getBridgeRequest,
  isChanged,
  markBridgeCompleted,
  markBridgeProcessing,
  nonceState,
  owedRefunds,
  ownerOf,
  rarityMap,
  refundBridgeRequest,
  remainingToday,
  setApprovalForAll,
  tokensOfOwner,
  userHistory,
  waitForBridgeCompletion,
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

useSnapshot()
const { clients } = createTestClients()
const { bsc, polygon } = clients
const bridge = addressOf(bsc, 'CardBridge')
const minter = addressOf(polygon, 'CardBridgeMinter')
const domain = (chainId: number, verifyingContract: Hex) =>
  ({ ...bridgeAttestation.domain, chainId, verifyingContract }) as const

/** The relayer's Polygon step: mint the request with the signers' attestation. */
async function completeOnPolygon(receipt: TransactionReceipt): Promise<Hex> {
  const [event] = parseEventLogs({ abi: cardBridgeAbi, logs: receipt.logs, eventName: 'ExchangeRequested' })
  if (!event) throw new Error('no ExchangeRequested')
  const request = {
    sourceChainId: 31337n,
    sourceBridge: bridge,
    nonce: event.args.nonce,
    user: event.args.user,
    receiver: event.args.receiver,
    tokenIds: [...event.args.tokenIds],
    heroIds: [...event.args.heroIds],
    rarities: [...event.args.rarities],
  }
  const signature = await deployer.signTypedData({
    domain: domain(31338, minter),
    types: bridgeAttestation.requestTypes,
    primaryType: 'BridgeRequest',
    message: request,
  })
  const minted = await execute(
    polygon,
    deployer,
    completeBridgeRequest(polygon, { account: deployer.address, request, signatures: [signature] }),
  )
  return minted.transactionHash
}

/** The relayer's settlement on BSC: `markCompleted` (minted) or `refund` (cancelled), attested. */
async function settle(nonce: bigint, minted: boolean, destTxHash: Hex) {
  const signature = await deployer.signTypedData({
    domain: domain(31337, bridge),
    types: bridgeAttestation.settlementTypes,
    primaryType: 'BridgeSettlement',
    message: { nonce, minted, destTxHash },
  })
  const settlement = { account: deployer.address, nonce, destTxHash, signatures: [signature] }
  await execute(
    bsc,
    deployer,
    minted ? markBridgeCompleted(bsc, settlement) : refundBridgeRequest(bsc, settlement),
  )
}

/** Follows a nonce with the watcher, recording the statuses it reports. */
function watch(nonce: bigint, options: { timeout?: number; pollingInterval?: number } = {}) {
  const log = statusLog()
  const done = waitForBridgeCompletion(bsc, {
    nonce,
    onStatusChange: log.onStatusChange,
    pollingInterval: options.pollingInterval ?? 25,
    timeout: options.timeout ?? 20_000,
  })
  return { ...log, done }
}

/** Resolves when the watcher has reported `status`. */
function statusLog() {
  const seen: BridgeStatus[] = []
  const waiters: { status: BridgeStatus; resolve: () => void }[] = []
  return {
    seen,
    onStatusChange: (status: BridgeStatus) => {
      seen.push(status)
      for (const w of waiters) if (w.status === status) w.resolve()
    },
    reached: (status: BridgeStatus) =>
      seen.includes(status)
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.push({ status, resolve })),
  }
}

let cards: bigint[] = []
beforeAll(async () => {
  cards = [...(await tokensOfOwner(bsc, { owner: alice.address }))].slice(-6)
  await execute(
    bsc,
    alice,
    setApprovalForAll(bsc, { account: alice.address, operator: bridge, approved: true }),
  )
})

describe('bridge: fee and reads', () => {
  it('changeFee, estimatedWaitingTime (devnet: 0 confirmations + 10 s relay) and remainingToday', async () => {
    expect(await changeFee(bsc, {})).toBe(parseEther('0.002'))
    expect(await estimatedWaitingTime(bsc, {})).toBe(10n)
    expect(await remainingToday(polygon, {})).toBeGreaterThan(0n)
    expect(await owedRefunds(bsc, { user: alice.address })).toBe(0n)
    expect([0, 1, 2, 3, 4, 5, 6].map(bridgeStatus)).toEqual([
      'unknown',
      'pending',
      'processing',
      'completed',
      'failed',
      'refunded',
      'unknown',
    ])
    const unknown = await rejection(getBridgeRequest(bsc, { nonce: 999n }))
    expect(unknown.contractError).toEqual({ name: 'UnknownRequest', args: [999n] })
    expect((await rejection(bridgeProgress(bsc, { nonce: 999n }))).contractError?.name).toBe('UnknownRequest')
  })
})

describe('bridge: exchange and completion', () => {
  it('exchange sends changeFee x cards; the watcher reports pending -> processing -> completed as the relayer works', async () => {
    const tokenIds = cards.slice(0, 2)
    const prepared = await bridgeCards(bsc, { account: alice.address, tokenIds })
    expect(prepared.request.value).toBe(parseEther('0.004'))
    expect(prepared.request.functionName).toBe('exchange')
    expect(prepared.gas).toBeGreaterThan(100_000n)
    expect(prepared.fee).toBe(prepared.gas * prepared.feePerGas)
    const nonce = prepared.result
    const receipt = await execute(bsc, alice, Promise.resolve(prepared))

    for (const id of tokenIds) expect(await isChanged(bsc, { tokenId: id })).toBe(true)
    expect(await ownerOf(bsc, { tokenId: tokenIds[0] ?? 0n })).toBe(bridge)
    const [record] = await userHistory(bsc, { user: alice.address })
    expect(record).toMatchObject({
      nonce,
      user: alice.address,
      receiver: alice.address,
      status: 1,
      fee: parseEther('0.004'),
    })
    expect(record?.tokenIds).toEqual(tokenIds)
    expect(await bridgeProgress(bsc, { nonce })).toEqual({
      percent: 50n,
      confirmations: 0n,
      required: 0n,
      secondsLeft: 10n,
    })

    const log = watch(nonce)
    const watching = log.done
    await log.reached('pending')
    expect(await confirmationsRequired(bsc)).toBe(0n)
    const player = await rejection(markBridgeProcessing(bsc, { account: alice.address, nonce }))
    expect(player.contractError?.name).toBe('AccessControlUnauthorizedAccount')
    await execute(bsc, deployer, markBridgeProcessing(bsc, { account: deployer.address, nonce }))
    await log.reached('processing')
    expect((await bridgeProgress(bsc, { nonce })).percent).toBe(75n)
    const mintTx = await completeOnPolygon(receipt)
    expect(await nonceState(polygon, { sourceChainId: 31337n, nonce })).toBe('minted')
    const minted = await getBridgeCompletion(polygon, { sourceChainId: 31337n, nonce })
    expect(minted).toMatchObject({
      user: alice.address,
      receiver: alice.address,
      sourceTokenIds: tokenIds,
      transactionHash: mintTx,
    })
    expect(minted?.tokenIds).toHaveLength(2)
    for (const [i, id] of (minted?.tokenIds ?? []).entries())
      expect(await rarityMap(polygon, { tokenId: id })).toBe(
        await rarityMap(bsc, { tokenId: tokenIds[i] ?? 0n }),
      )
    await settle(nonce, true, mintTx)
    const done = await watching
    expect(log.seen).toEqual(['pending', 'processing', 'completed'])
    expect(done.status).toBe('completed')
    expect(done.request.destTxHash).toBe(mintTx)
    expect((await bridgeProgress(bsc, { nonce })).percent).toBe(100n)
    const settled = await rejection(failBridgeRequest(bsc, { account: deployer.address, nonce }))
    expect(settled.contractError).toEqual({ name: 'InvalidStatus', args: [nonce, 3] })
  })

  it('a request the destination refuses: pending -> failed -> refunded, cards and fee back', async () => {
    const tokenIds = cards.slice(2, 3)
    const prepared = await bridgeCards(bsc, { account: alice.address, tokenIds, receiver: carol.address })
    expect(prepared.request.functionName).toBe('exchangeTo')
    const nonce = prepared.result
    await execute(bsc, alice, Promise.resolve(prepared))
    const log = watch(nonce)
    const watching = log.done
    await log.reached('pending')
    await execute(bsc, deployer, failBridgeRequest(bsc, { account: deployer.address, nonce }))
    await log.reached('failed')
    expect(await getBridgeCancellation(polygon, { sourceChainId: 31337n, nonce })).toBeNull()
    const cancelling = { account: deployer.address, sourceChainId: 31337n, nonce }
    const cancel = await execute(polygon, deployer, cancelBridgeRequest(polygon, cancelling))
    expect(await nonceState(polygon, { sourceChainId: 31337n, nonce })).toBe('cancelled')
    expect(await getBridgeCompletion(polygon, { sourceChainId: 31337n, nonce })).toBeNull()
    expect(await getBridgeCancellation(polygon, { sourceChainId: 31337n, nonce, minter })).toEqual({
      transactionHash: cancel.transactionHash,
      blockNumber: cancel.blockNumber,
    })
    const twice = await rejection(cancelBridgeRequest(polygon, cancelling))
    expect(twice.contractError).toEqual({ name: 'AlreadyProcessed', args: [31337n, nonce] })
    await settle(nonce, false, cancel.transactionHash)
    const done = await watching
    expect(log.seen).toEqual(['pending', 'failed', 'refunded'])
    expect(done.status).toBe('refunded')
    expect(await ownerOf(bsc, { tokenId: tokenIds[0] ?? 0n })).toBe(alice.address)
    expect(await isChanged(bsc, { tokenId: tokenIds[0] ?? 0n })).toBe(false)
  })

  it('waitForBridgeCompletion times out with REQUEST_TIMEOUT (keeping the last status) and stops when aborted', async () => {
    const prepared = await bridgeCards(bsc, { account: alice.address, tokenIds: cards.slice(3, 4) })
    await execute(bsc, alice, Promise.resolve(prepared))
    const log = statusLog()
    const timeout = await rejection(
      waitForBridgeCompletion(bsc, {
        nonce: prepared.result,
        onStatusChange: log.onStatusChange,
        timeout: 150,
        pollingInterval: 50,
      }),
    )
    expect(timeout.code).toBe('REQUEST_TIMEOUT')
    expect(log.seen).toEqual(['pending'])
    const controller = new AbortController()
    controller.abort()
    const aborted = await rejection(
      waitForBridgeCompletion(bsc, {
        nonce: prepared.result,
        signal: controller.signal,
        pollingInterval: 50,
      }),
    )
    expect(aborted.shortMessage).toBe('Aborted')
  })
})

describe('bridge: exchange failures', () => {
  it('no cards (ArrayIsNull), more than 10 (ArrayLengthError)', async () => {
    const none = await rejection(bridgeCards(bsc, { account: alice.address, tokenIds: [] }))
    expect(none.code).toBe('ARRAY_IS_NULL')
    const many = await rejection(
      bridgeCards(bsc, {
        account: alice.address,
        tokenIds: Array.from({ length: 11 }, (_, i) => BigInt(i + 1)),
      }),
    )
    expect(many.code).toBe('ARRAY_LENGTH_ERROR')
  })

  it('too little fee (NotEnoughMessageFee), too much (WrongAmount)', async () => {
    const tokenIds = cards.slice(4, 5)
    const short = await rejection(bridgeCards(bsc, { account: alice.address, tokenIds, value: 0n }))
    expect(short.contractError).toEqual({ name: 'NotEnoughMessageFee', args: [parseEther('0.002'), 0n] })
    expect(short.code).toBe('NOT_ENOUGH_MESSAGE_FEE')
    const over = await rejection(
      bridgeCards(bsc, { account: alice.address, tokenIds, value: parseEther('1') }),
    )
    expect(over.contractError).toEqual({ name: 'WrongAmount', args: [parseEther('0.002'), parseEther('1')] })
  })

  it("another's card (TransferFromIncorrectOwner), no approval (TransferCallerNotOwnerNorApproved), nothing to refund", async () => {
    const foreign = await rejection(bridgeCards(bsc, { account: bob.address, tokenIds: cards.slice(4, 5) }))
    expect(foreign.contractError?.name).toBe('TransferFromIncorrectOwner')
    expect(foreign.code).toBe('NOT_THE_OWNER')
    const [bobCard = 0n] = await tokensOfOwner(bsc, { owner: bob.address })
    const unapproved = await rejection(bridgeCards(bsc, { account: bob.address, tokenIds: [bobCard] }))
    expect(unapproved.code).toBe('NOT_APPROVED_OR_OWNER')
    const nothing = await rejection(claimRefund(bsc, { account: alice.address, to: alice.address }))
    expect(nothing.contractError?.name).toBe('NothingToWithdraw')
  })
})

describe('bridge: the watcher before the request exists', () => {
  it('waits through UnknownRequest until the nonce appears', async () => {
    const count = await bsc.readContract({
      abi: cardBridgeAbi,
      address: bridge,
      functionName: 'requestCount',
    })
    const log = watch(count + 1n)
    const watching = log.done
    const receipt = await execute(
      bsc,
      alice,
      bridgeCards(bsc, { account: alice.address, tokenIds: cards.slice(5, 6) }),
    )
    await log.reached('pending')
    await settle(count + 1n, true, receipt.transactionHash)
    expect((await watching).status).toBe('completed')
    expect(log.seen).toEqual(['pending', 'completed'])
  })
})
