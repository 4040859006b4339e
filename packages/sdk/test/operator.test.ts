// Operator-side actions on the devnet: the VRF adapter's counters, requests, deliveries and cancellations (the
// keeper's devnet VRF node fulfils on Chainlink's mock), and the World Cup raffle's draw.
import { worldCupRaffleAbi } from '@finaverse/contracts'
import { parseEventLogs } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  cancelRandomness,
  completeCancelRandomness,
  deliverRandomness,
  drawRaffle,
  getBoxIdsByAddress,
  getRaffleRound,
  getRandomnessCounts,
  getRandomnessRequest,
  openBox,
  requestTimeout,
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
const { clients, testClient } = createTestClients()
const bsc = clients.bsc

describe('randomness adapter (Chainlink VRF v2.5)', () => {
  it('a request from its counters to its fulfilment on the VRF mock; nothing re-draws it', async () => {
    const before = await getRandomnessCounts(bsc)
    expect(before.pendingCount).toBe(0n)
    const [boxId] = await getBoxIdsByAddress(bsc, { box: 'BlindBoxV1', owner: alice.address })
    if (boxId === undefined) throw new Error('no box')
    const receipt = await execute(
      bsc,
      alice,
      openBox(bsc, { account: alice.address, box: 'BlindBoxV1', tokenId: boxId }),
    )
    const [requestId = 0n] = requestIdsOf(receipt)
    expect(requestId).toBe(before.requestCount + 1n)
    expect(await getRandomnessCounts(bsc)).toEqual({ requestCount: requestId, pendingCount: 1n })

    const pending = await getRandomnessRequest(bsc, { requestId })
    const timeout = await requestTimeout(bsc)
    expect(timeout).toBe(24n * 3600n)
    const block = await bsc.getBlock({ blockNumber: receipt.blockNumber })
    expect(pending).toMatchObject({
      status: 'pending',
      consumer: addressOf(bsc, 'BlindBoxV1'),
      cancelAfter: block.timestamp + timeout,
      randomness: 0n,
    })
    // Nobody can deliver or complete a cancellation before the word or the timeout.
    const early = await rejection(deliverRandomness(bsc, { account: carol.address, requestId }))
    expect(early.contractError?.name).toBe('WrongStatus')
    const notReady = await rejection(completeCancelRandomness(bsc, { account: carol.address, requestId }))
    expect(notReady.contractError).toEqual({ name: 'CancelNotReady', args: [requestId] })

    await fulfilRandomness(bsc, requestId, 12345n)
    expect(await getRandomnessRequest(bsc, { requestId })).toMatchObject({
      status: 'delivered',
      randomness: 12345n,
    })
    expect(await getRandomnessCounts(bsc)).toEqual({ requestCount: requestId, pendingCount: 0n })
    const late = await rejection(cancelRandomness(bsc, { account: carol.address, requestId }))
    expect(late.contractError?.name).toBe('WrongStatus')
  })
})

describe('raffle operator', () => {
  it('getRaffleRound and drawRaffle: refused before the period and to a player; drawn once it has passed', async () => {
    const round = await getRaffleRound(bsc)
    expect(round).toMatchObject({ round: 0n, period: 3600n })
    expect(round.tickets).toBeGreaterThan(0n)
    const player = await rejection(drawRaffle(bsc, { account: alice.address }))
    expect(player.contractError?.name).toBe('AccessControlUnauthorizedAccount')
    const block = await bsc.getBlock({ blockTag: 'latest' })
    if (block.timestamp < round.start + round.period) {
      const early = await rejection(drawRaffle(bsc, { account: deployer.address }))
      expect(early.contractError).toEqual({ name: 'RaffleNotReady', args: [round.start + round.period] })
      await testClient().increaseTime({ seconds: Number(round.start + round.period - block.timestamp) })
      await testClient().mine({ blocks: 1 })
    }

    const { requestCount } = await getRandomnessCounts(bsc)
    const prepared = await drawRaffle(bsc, { account: deployer.address })
    expect(prepared.result).toBe(requestCount + 1n)
    const drawn = await execute(bsc, deployer, Promise.resolve(prepared))
    const next = await getRaffleRound(bsc)
    expect(next).toMatchObject({ round: 1n, tickets: 0n, period: round.period })
    expect(next.start).toBe((await bsc.getBlock({ blockNumber: drawn.blockNumber })).timestamp)
    const again = await rejection(drawRaffle(bsc, { account: deployer.address }))
    expect(again.contractError).toEqual({ name: 'RaffleNotReady', args: [next.start + next.period] })

    // The keeper's randomness resolves the draw: the raffle mints its winners' heroes.
    const fulfilment = await fulfilRandomness(bsc, prepared.result)
    const winners = parseEventLogs({
      abi: worldCupRaffleAbi,
      logs: fulfilment.logs,
      eventName: 'RaffleWinner',
    })
    expect(winners).toHaveLength(10)
    expect(winners.every((w) => w.args.round === 0n)).toBe(true)
  })
})
