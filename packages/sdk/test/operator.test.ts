// The keeper's operator actions on the devnet (the deployer holds the operator roles there): the randomness
// coordinator's counters, chains, entropy, fulfilment and chain commits, and the World Cup raffle's draw.
import { worldCupRaffleAbi } from '@finaverse/contracts'
import { keccak256, parseEventLogs, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  commitRandomnessChain,
  drawRaffle,
  fulfillRandomness,
  getBoxIdsByAddress,
  getRaffleRound,
  getRandomnessChain,
  getRandomnessCounts,
  getRandomnessRequest,
  openBox,
  recordEntropy,
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

describe('randomness operator', () => {
  it('a request from its counters to its fulfilment: recordEntropy, a wrong preimage, then the right one', async () => {
    const before = await getRandomnessCounts(bsc)
    expect(before.resolvedCount).toBe(before.requestCount)
    expect(before.chainCount).toBeGreaterThanOrEqual(1)
    const [boxId] = await getBoxIdsByAddress(bsc, { box: 'BlindBoxV1', owner: alice.address })
    if (boxId === undefined) throw new Error('no box')
    const receipt = await execute(
      bsc,
      alice,
      openBox(bsc, { account: alice.address, box: 'BlindBoxV1', tokenId: boxId }),
    )
    const [requestId = 0n] = requestIdsOf(receipt)
    expect(requestId).toBe(before.requestCount + 1n)
    expect(await getRandomnessCounts(bsc)).toEqual({ ...before, requestCount: requestId })

    const pending = await getRandomnessRequest(bsc, { requestId })
    expect(pending).toMatchObject({
      status: 'pending',
      consumer: addressOf(bsc, 'BlindBoxV1'),
      entropyRecorded: false,
      epoch: before.chainCount - 1,
    })
    // With the timeout given, the same request is read without asking the coordinator for it.
    const timeout = pending.timeoutBlock - pending.blockNumber - 1n
    expect(await getRandomnessRequest(bsc, { requestId, requestTimeout: timeout })).toEqual(pending)

    // A new chain waits until no request is pending; only an operator commits one.
    const head = keccak256(stringToHex('operator-test'))
    const busy = await rejection(
      commitRandomnessChain(bsc, { account: deployer, commitment: head, size: 5n }),
    )
    expect(busy.contractError).toEqual({ name: 'RequestsPending', args: [before.resolvedCount, requestId] })
    const player = await rejection(
      commitRandomnessChain(bsc, { account: alice.address, commitment: head, size: 5n }),
    )
    expect(player.contractError?.name).toBe('AccessControlUnauthorizedAccount')

    // Anyone records the entropy once its block is mined.
    await testClient().mine({ blocks: 2 })
    await execute(bsc, carol, recordEntropy(bsc, { account: carol.address, requestId }))
    expect((await getRandomnessRequest(bsc, { requestId })).entropyRecorded).toBe(true)

    const wrong = await rejection(
      fulfillRandomness(bsc, { account: deployer.address, requestId, preimage: head }),
    )
    expect(wrong.contractError).toEqual({ name: 'InvalidPreimage', args: [requestId] })
    const chainBefore = await getRandomnessChain(bsc, { epoch: pending.epoch })
    await fulfilRandomness(bsc, requestId)
    expect((await getRandomnessRequest(bsc, { requestId })).status).toBe('fulfilled')
    expect(await getRandomnessCounts(bsc)).toEqual({
      ...before,
      requestCount: requestId,
      resolvedCount: requestId,
    })
    const chainAfter = await getRandomnessChain(bsc, { epoch: pending.epoch })
    expect(chainAfter).toMatchObject({ commitment: chainBefore.commitment, size: chainBefore.size })
    expect(chainAfter.revealedIndex).toBe(pending.index)
    expect(chainAfter.assignedIndex).toBeGreaterThanOrEqual(pending.index)
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

describe('randomness operator: chains', () => {
  it('commitRandomnessChain: with nothing pending, the operator commits the next epoch', async () => {
    const { chainCount } = await getRandomnessCounts(bsc)
    const head = keccak256(stringToHex('operator-test'))
    await execute(
      bsc,
      deployer,
      commitRandomnessChain(bsc, { account: deployer.address, commitment: head, size: 5n }),
    )
    expect((await getRandomnessCounts(bsc)).chainCount).toBe(chainCount + 1)
    expect(await getRandomnessChain(bsc, { epoch: chainCount })).toMatchObject({
      commitment: head,
      size: 5n,
      assignedIndex: 0n,
    })
    const zero = await rejection(
      commitRandomnessChain(bsc, { account: deployer.address, commitment: head, size: 0n }),
    )
    expect(zero.contractError?.name).toBe('InvalidCommitment')
  })
})
