// The keeper indexer's own decoder of static event arguments against viem's, on random values and malformed logs; and
// how a pass's range is cut into parts.
import fc from 'fast-check'
import { type AbiEvent, encodeAbiParameters, encodeEventTopics, type Hex, type Log } from 'viem'
import { describe, expect, it } from 'vitest'
import { splitRange } from '../../src/keeper/indexer.js'
import { decodeArgs } from '../../src/keeper/log-decoder.js'

const event = {
  type: 'event',
  name: 'Mixed',
  inputs: [
    { name: 'who', type: 'address', indexed: true },
    { name: 'id', type: 'uint256', indexed: true },
    { name: 'tag', type: 'string', indexed: true },
    { name: 'amount', type: 'uint256', indexed: false },
    { name: 'small', type: 'uint8', indexed: false },
    { name: 'delta', type: 'int64', indexed: false },
    { name: 'wide', type: 'int256', indexed: false },
    { name: 'flag', type: 'bool', indexed: false },
    { name: 'hash', type: 'bytes32', indexed: false },
    { name: 'short', type: 'bytes4', indexed: false },
    { name: 'moment', type: 'uint48', indexed: false },
  ],
} as const satisfies AbiEvent
const plain = event.inputs.filter((i) => !i.indexed)
const hex = (bytes: number) =>
  fc
    .uint8Array({ minLength: bytes, maxLength: bytes })
    .map((b) => `0x${Buffer.from(b).toString('hex')}` as Hex)

/** viem's own decoding of the same log (the indexer's previous path). */
async function viaViem(log: Log) {
  const { decodeEventLog } = await import('viem')
  try {
    return decodeEventLog({ abi: [event], data: log.data, topics: log.topics as never, strict: true }).args
  } catch {
    return null
  }
}

const logOf = (topics: Hex[], data: Hex) => ({ topics, data }) as unknown as Log

describe('indexer event decoding', () => {
  it('gives the values viem gives for every static type', async () => {
    await fc.assert(
      fc.asyncProperty(
        hex(20),
        fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
        fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
        fc.integer({ min: 0, max: 255 }),
        fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }),
        fc.bigInt({ min: -(2n ** 255n), max: 2n ** 255n - 1n }),
        fc.boolean(),
        hex(32),
        hex(4),
        fc.integer({ min: 0, max: 2 ** 48 - 1 }),
        async (who, id, amount, small, delta, wide, flag, hash, short, moment) => {
          const topics = encodeEventTopics({ abi: [event], eventName: 'Mixed', args: { who, id, tag: 'x' } })
          const data = encodeAbiParameters(plain, [amount, small, delta, wide, flag, hash, short, moment])
          const log = logOf(topics as Hex[], data)
          const ours = decodeArgs(event, log)
          expect(ours).toEqual({ ...(await viaViem(log)), tag: topics[3] })
          expect(ours?.['amount']).toBe(amount)
          expect(ours?.['delta']).toBe(delta)
          expect(ours?.['moment']).toBe(moment)
        },
      ),
      { numRuns: 200 },
    )
  })

  it('refuses what viem refuses: short data, a missing topic, a bool that is neither 0 nor 1', async () => {
    const topics = encodeEventTopics({
      abi: [event],
      eventName: 'Mixed',
      args: { who: '0x0000000000000000000000000000000000000001', id: 1n, tag: 'x' },
    }) as Hex[]
    const data = encodeAbiParameters(plain, [1n, 2, -3n, -4n, true, `0x${'ab'.repeat(32)}`, '0x01020304', 5])
    expect(decodeArgs(event, logOf(topics, data))).not.toBeNull()
    expect(decodeArgs(event, logOf(topics, data.slice(0, -64) as Hex))).toBeNull()
    expect(decodeArgs(event, logOf(topics.slice(0, 3), data))).toBeNull()
    // The bool is the fifth word of the data.
    const badBool = `${data.slice(0, 2 + 64 * 4)}${'0'.repeat(63)}2${data.slice(2 + 64 * 5)}` as Hex
    expect(decodeArgs(event, logOf(topics, badBool))).toBeNull()
    expect(await viaViem(logOf(topics, badBool))).toBeNull()
  })

  it('decodes an event with a dynamic non-indexed input through viem', () => {
    const dynamic = {
      type: 'event',
      name: 'Named',
      inputs: [
        { name: 'id', type: 'uint256', indexed: true },
        { name: 'name', type: 'string', indexed: false },
      ],
    } as const satisfies AbiEvent
    const topics = encodeEventTopics({ abi: [dynamic], eventName: 'Named', args: { id: 7n } }) as Hex[]
    const data = encodeAbiParameters([dynamic.inputs[1]], ['hello'])
    expect(decodeArgs(dynamic, logOf(topics, data))).toEqual({ id: 7n, name: 'hello' })
  })
})

describe('splitRange', () => {
  it('cuts a range into at most 16 consecutive parts of at least 16 blocks, covering it exactly', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.bigInt({ min: 0n, max: 20_000n }),
        (from, extra) => {
          const to = from + extra
          const parts = splitRange(from, to)
          expect(parts.length).toBeGreaterThan(0)
          expect(parts.length).toBeLessThanOrEqual(16)
          expect(parts[0]?.from).toBe(from)
          expect(parts.at(-1)?.to).toBe(to)
          parts.forEach((part, i) => {
            expect(part.to).toBeGreaterThanOrEqual(part.from)
            if (i > 0) expect(part.from).toBe((parts[i - 1]?.to ?? 0n) + 1n)
            if (i < parts.length - 1) expect(part.to - part.from + 1n).toBeGreaterThanOrEqual(16n)
          })
        },
      ),
    )
    expect(splitRange(5n, 5n)).toEqual([{ from: 5n, to: 5n }])
    expect(splitRange(0n, 323n)).toHaveLength(16)
    expect(splitRange(0n, 30n)).toEqual([
      { from: 0n, to: 15n },
      { from: 16n, to: 30n },
    ])
  })
})
