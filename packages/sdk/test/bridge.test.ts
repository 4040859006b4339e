// The card bridge on the two devnet chains, through their CCIP routers: quote and reads, exchange, the follow by
// message id across both chains (CCIP's delivery is played here by the deployer, the devnet routers' executor, as
// the keeper does under `pnpm dev`), retry and refund of a message Polygon could not mint, and exchange failures.
import { cardBridgeAbi, cardBridgeMinterAbi } from '@finaverse/contracts'
import type { BridgeFollowStatus } from '@finaverse/domain'
import { type Hex, parseEther, parseEventLogs, type TransactionReceipt } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  bridgeCards,
  bridgeStatus,
  type CcipDelivery,
  ccipExplorerUrl,
  changeFee,
  estimatedWaitingTime,
  executeCcipMessage,
  getBridgeCompletion,
  getBridgeFailure,
  getBridgeMessageState,
  getBridgeRequest,
  getBridgeStatus,
  getCcipExecutionState,
  getCcipMessages,
  isChanged,
  nonceOfMessage,
  ownerOf,
  quoteBridge,
  rarityMap,
  refundBridgeMessage,
  remainingToday,
  retryBridgeMessage,
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
const { clients, wallet } = createTestClients()
const { bsc, polygon } = clients
const bridge = addressOf(bsc, 'CardBridge')
const minter = addressOf(polygon, 'CardBridgeMinter')

/** The CCIP message an exchange (or a refund) sent, from its transaction's block. */
async function sentIn(client: typeof bsc, receipt: TransactionReceipt): Promise<CcipDelivery> {
  const [message] = await getCcipMessages(client, {
    fromBlock: receipt.blockNumber,
    toBlock: receipt.blockNumber,
  })
  if (!message) throw new Error('no CCIP message')
  return message
}

/** CCIP's delivery on the other chain, as the devnet keeper makes it. */
async function deliver(to: typeof bsc, message: CcipDelivery) {
  return execute(to, deployer, executeCcipMessage(to, { account: deployer.address, message }))
}

/** Follows a message with the watcher, recording the statuses it reports. */
function watch(messageId: Hex, options: { timeout?: number; stopWhenRetryable?: boolean } = {}) {
  const log = statusLog()
  const done = waitForBridgeCompletion(bsc, {
    messageId,
    polygon,
    onStatusChange: log.onStatusChange,
    pollingInterval: 25,
    timeout: options.timeout ?? 20_000,
    ...(options.stopWhenRetryable ? { stopWhenRetryable: true } : {}),
  })
  return { ...log, done }
}

/** Resolves when the watcher has reported `status`. */
function statusLog() {
  const seen: BridgeFollowStatus[] = []
  const waiters: { status: BridgeFollowStatus; resolve: () => void }[] = []
  return {
    seen,
    onStatusChange: (status: BridgeFollowStatus) => {
      seen.push(status)
      for (const w of waiters) if (w.status === status) w.resolve()
    },
    reached: (status: BridgeFollowStatus) =>
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

describe('bridge: quote and reads', () => {
  it('quoteBridge: CCIP fee + bridge fee per card count; waiting time, caps, statuses, explorer links', async () => {
    const one = await quoteBridge(bsc, { count: 1 })
    const ten = await quoteBridge(bsc, { count: 10 })
    expect(one.bridgeFee).toBe(parseEther('0.002'))
    expect(ten.bridgeFee).toBe(parseEther('0.02'))
    expect(one.feeToken).toBeNull()
    expect(one.ccipFee).toBeGreaterThan(0n)
    expect(ten.ccipFee).toBeGreaterThan(one.ccipFee)
    expect(one.value).toBe(one.ccipFee + one.bridgeFee)
    expect(await changeFee(bsc, {})).toBe(parseEther('0.002'))
    expect(await estimatedWaitingTime(bsc, {})).toBe(5n)
    expect(await remainingToday(polygon, {})).toBeGreaterThan(0n)
    expect([0, 1, 2, 3].map(bridgeStatus)).toEqual(['unknown', 'sent', 'refunded', 'unknown'])
    expect((await rejection(quoteBridge(bsc, { count: 11 }))).contractError?.name).toBe('ArrayLengthError')
    const unknown = await rejection(getBridgeRequest(bsc, { nonce: 999n }))
    expect(unknown.contractError).toEqual({ name: 'UnknownRequest', args: [999n] })
    const id = `0x${'ab'.repeat(32)}` as Hex
    expect(ccipExplorerUrl(97, id)).toBe(`https://ccip.chain.link/msg/${id}`)
    expect(ccipExplorerUrl(31337, id)).toBeUndefined()
    expect(await getBridgeStatus(bsc, { messageId: id, polygon })).toEqual({
      status: 'pending',
      request: null,
    })
  })
})

describe('bridge: exchange and the follow by message id', () => {
  it('exchange pays the quote; the watcher reports inFlight -> completed once CCIP delivers on Polygon', async () => {
    const tokenIds = cards.slice(0, 2)
    const quote = await quoteBridge(bsc, { count: 2 })
    const prepared = await bridgeCards(bsc, { account: alice.address, tokenIds })
    expect(prepared.request.value).toBe(quote.value)
    expect(prepared.request.functionName).toBe('exchange')
    expect(prepared.fee).toBe(prepared.gas * prepared.feePerGas)
    const nonce = prepared.result
    const before = await bsc.getBalance({ address: alice.address })
    const receipt = await execute(bsc, alice, Promise.resolve(prepared))
    const spent = before - (await bsc.getBalance({ address: alice.address }))
    // Fee quoted == fee charged: the value paid is the quote (the rest is gas).
    expect(spent - receipt.gasUsed * receipt.effectiveGasPrice).toBe(quote.value)
    const [event] = parseEventLogs({ abi: cardBridgeAbi, logs: receipt.logs, eventName: 'ExchangeRequested' })
    const messageId = event!.args.messageId
    expect(event!.args.ccipFee).toBe(quote.ccipFee)
    expect(await nonceOfMessage(bsc, { messageId })).toBe(nonce)

    for (const id of tokenIds) expect(await isChanged(bsc, { tokenId: id })).toBe(true)
    expect(await ownerOf(bsc, { tokenId: tokenIds[0] ?? 0n })).toBe(bridge)
    const [record] = (await userHistory(bsc, { user: alice.address })).slice(-1)
    expect(record).toMatchObject({
      nonce,
      user: alice.address,
      receiver: alice.address,
      status: 1,
      messageId,
    })
    expect(record?.tokenIds).toEqual(tokenIds)

    const log = watch(messageId)
    await log.reached('inFlight')
    const message = await sentIn(bsc, receipt)
    expect(message.messageId).toBe(messageId)
    expect(message.receiver).toBe(minter)
    expect(await getCcipExecutionState(polygon, { messageId })).toBe('untouched')
    const player = await rejection(executeCcipMessage(polygon, { account: alice.address, message }))
    expect(player.contractError?.name).toBe('AccessControlUnauthorizedAccount')
    const delivered = await deliver(polygon, message)
    expect(await getCcipExecutionState(polygon, { messageId })).toBe('success')
    const done = await log.done
    expect(log.seen).toEqual(['inFlight', 'completed'])
    expect(done.status).toBe('completed')
    expect(await getBridgeMessageState(polygon, { messageId })).toBe('minted')
    const minted = await getBridgeCompletion(polygon, { messageId })
    expect(minted).toMatchObject({
      user: alice.address,
      receiver: alice.address,
      sourceTokenIds: tokenIds,
      transactionHash: delivered.transactionHash,
    })
    for (const [i, id] of (minted?.tokenIds ?? []).entries())
      expect(await rarityMap(polygon, { tokenId: id })).toBe(
        await rarityMap(bsc, { tokenId: tokenIds[i] ?? 0n }),
      )
    const again = await rejection(executeCcipMessage(polygon, { account: deployer.address, message }))
    expect(again.contractError).toEqual({ name: 'AlreadyExecuted', args: [messageId] })
  })

  it('a message Polygon cannot mint yet: retryable, then retried; another: refunded, the cards back on BSC', async () => {
    const admin = wallet(deployer, 'polygon')
    const pause = async (paused: boolean) => {
      const hash = await admin.writeContract({
        abi: cardBridgeMinterAbi,
        address: minter,
        functionName: paused ? 'pause' : 'unpause',
        chain: polygon.chain,
      })
      await polygon.waitForTransactionReceipt({ hash })
    }
    await pause(true)
    const first = await execute(
      bsc,
      alice,
      bridgeCards(bsc, { account: alice.address, tokenIds: cards.slice(2, 3) }),
    )
    const second = await execute(
      bsc,
      alice,
      bridgeCards(bsc, { account: alice.address, tokenIds: cards.slice(3, 4), receiver: carol.address }),
    )
    const a = await sentIn(bsc, first)
    const b = await sentIn(bsc, second)
    const log = watch(a.messageId, { stopWhenRetryable: true })
    await deliver(polygon, a)
    await deliver(polygon, b)
    expect((await log.done).status).toBe('retryable')
    expect(await getBridgeMessageState(polygon, { messageId: b.messageId })).toBe('failed')
    const failure = await getBridgeFailure(polygon, { messageId: a.messageId })
    expect(failure?.data).toBe(a.data)
    expect(failure?.reason.slice(0, 10)).toBe('0xd93c0665') // EnforcedPause()
    const paused = await rejection(
      retryBridgeMessage(polygon, { account: bob.address, messageId: a.messageId, data: a.data }),
    )
    expect(paused.contractError?.name).toBe('EnforcedPause')
    await pause(false)
    // Anyone retries: the message mints as it would have.
    await execute(
      polygon,
      bob,
      retryBridgeMessage(polygon, { account: bob.address, messageId: a.messageId, data: a.data }),
    )
    expect((await getBridgeStatus(bsc, { messageId: a.messageId, polygon })).status).toBe('completed')

    // The second one is given up: its receiver pays the message back, which returns the cards to Alice on BSC.
    const stranger = await rejection(
      refundBridgeMessage(polygon, { account: bob.address, messageId: b.messageId, data: b.data }),
    )
    expect(stranger.contractError).toEqual({ name: 'NotAllowedToRefund', args: [bob.address] })
    const refund = await execute(
      polygon,
      carol,
      refundBridgeMessage(polygon, { account: carol.address, messageId: b.messageId, data: b.data }),
    )
    const [refunded] = parseEventLogs({
      abi: cardBridgeMinterAbi,
      logs: refund.logs,
      eventName: 'MessageRefunded',
    })
    expect(refunded?.args.messageId).toBe(b.messageId)
    expect((await getBridgeStatus(bsc, { messageId: b.messageId, polygon })).status).toBe('refunding')
    const back = await sentIn(polygon, refund)
    expect(back.receiver).toBe(bridge)
    await deliver(bsc, back)
    const settled = await getBridgeStatus(bsc, { messageId: b.messageId, polygon })
    expect(settled.status).toBe('refunded')
    expect(settled.request?.status).toBe(2)
    expect(await ownerOf(bsc, { tokenId: cards[3] ?? 0n })).toBe(alice.address)
    expect(await isChanged(bsc, { tokenId: cards[3] ?? 0n })).toBe(false)
    const twice = await rejection(
      retryBridgeMessage(polygon, { account: bob.address, messageId: b.messageId, data: b.data }),
    )
    expect(twice.contractError).toEqual({ name: 'NotFailed', args: [b.messageId] })
  })

  it('waitForBridgeCompletion times out with REQUEST_TIMEOUT (keeping the last status) and stops when aborted', async () => {
    const receipt = await execute(
      bsc,
      alice,
      bridgeCards(bsc, { account: alice.address, tokenIds: cards.slice(4, 5) }),
    )
    const { messageId } = await sentIn(bsc, receipt)
    const log = statusLog()
    const timeout = await rejection(
      waitForBridgeCompletion(bsc, {
        messageId,
        polygon,
        onStatusChange: log.onStatusChange,
        timeout: 150,
        pollingInterval: 50,
      }),
    )
    expect(timeout.code).toBe('REQUEST_TIMEOUT')
    expect(log.seen).toEqual(['inFlight'])
    const controller = new AbortController()
    controller.abort()
    const aborted = await rejection(
      waitForBridgeCompletion(bsc, { messageId, polygon, signal: controller.signal, pollingInterval: 50 }),
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

  it('too little value: NotEnoughMessageFee with what is due', async () => {
    const tokenIds = cards.slice(5, 6)
    const { value } = await quoteBridge(bsc, { count: 1 })
    const short = await rejection(bridgeCards(bsc, { account: alice.address, tokenIds, value: value - 1n }))
    expect(short.contractError).toEqual({ name: 'NotEnoughMessageFee', args: [value, value - 1n] })
    expect(short.code).toBe('NOT_ENOUGH_MESSAGE_FEE')
  })

  it("another's card (TransferFromIncorrectOwner), no approval (TransferCallerNotOwnerNorApproved)", async () => {
    const foreign = await rejection(bridgeCards(bsc, { account: bob.address, tokenIds: cards.slice(5, 6) }))
    expect(foreign.contractError?.name).toBe('TransferFromIncorrectOwner')
    expect(foreign.code).toBe('NOT_THE_OWNER')
    const [bobCard = 0n] = await tokensOfOwner(bsc, { owner: bob.address })
    const unapproved = await rejection(bridgeCards(bsc, { account: bob.address, tokenIds: [bobCard] }))
    expect(unapproved.code).toBe('NOT_APPROVED_OR_OWNER')
  })
})
