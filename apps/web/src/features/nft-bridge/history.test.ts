import { describe, expect, it } from 'vitest'
import { historyRows, isSettled, progressPercent, waitingMinutes } from './history'

const A = `0x${'aa'.repeat(32)}` as const
const B = `0x${'bb'.repeat(32)}` as const
const C = `0x${'cc'.repeat(32)}` as const
const at = (seconds: number) => new Date(seconds * 1000).toISOString()

describe('historyRows', () => {
  it('lists the contract records newest first, each with its Polygon state and the API row of the same cards', () => {
    const rows = historyRows(
      [
        { nonce: 1n, tokenIds: [5n, 6n], fee: 20n, ccipFee: 3n, timestamp: 1000n, status: 1, messageId: A },
        { nonce: 2n, tokenIds: [7n], fee: 10n, ccipFee: 2n, timestamp: 2000n, status: 1, messageId: B },
      ],
      [
        { time: at(1000), nftIds: ['5', '6'], bscTransaction: '0x01', polygonTransaction: '0xd1' },
        { time: at(2000), nftIds: ['7'], bscTransaction: '0x02', polygonTransaction: null },
      ],
      { [A]: 'minted' },
    )
    expect(rows.map((r) => [r.nonce, r.status, r.bscTransaction, r.polygonTransaction, r.messageId])).toEqual(
      [
        [2n, 'inFlight', '0x02', null, B],
        [1n, 'completed', '0x01', '0xd1', A],
      ],
    )
    expect(rows[1]?.time.getTime()).toBe(1_000_000)
    expect(rows[1]?.ccipFee).toBe(3n)
  })

  it('shows retryable, refunding and refunded requests, and matches a re-bridged card by time', () => {
    const rows = historyRows(
      [
        { nonce: 1n, tokenIds: [5n], fee: 10n, ccipFee: 1n, timestamp: 1000n, status: 2, messageId: A },
        { nonce: 2n, tokenIds: [5n], fee: 10n, ccipFee: 1n, timestamp: 5000n, status: 1, messageId: B },
        { nonce: 3n, tokenIds: [6n], fee: 10n, ccipFee: 1n, timestamp: 6000n, status: 1, messageId: C },
      ],
      [
        { time: at(5000), nftIds: ['5'], bscTransaction: '0x05', polygonTransaction: null },
        { time: at(1000), nftIds: ['5'], bscTransaction: '0x01', polygonTransaction: null },
      ],
      { [A]: 'refunded', [B]: 'failed', [C]: 'refunded' },
    )
    expect(rows.map((r) => [r.nonce, r.status, r.bscTransaction])).toEqual([
      [3n, 'refunding', null],
      [2n, 'retryable', '0x05'],
      [1n, 'refunded', '0x01'],
    ])
  })
})

describe('progress, settled states and minutes', () => {
  it('progressPercent follows the status and, in flight, the share of the waiting time elapsed', () => {
    expect(progressPercent('pending', 10, 1200)).toBe(0)
    expect(progressPercent('inFlight', 600, 1200)).toBe(50)
    expect(progressPercent('inFlight', 5000, 1200)).toBe(95)
    expect(progressPercent('retryable', 0, 1200)).toBe(50)
    expect(progressPercent('refunding', 0, 1200)).toBe(75)
    expect(progressPercent('completed', 0, 1200)).toBe(100)
    expect(progressPercent('refunded', 0, 1200)).toBe(100)
  })

  it('isSettled: completed and refunded only; waitingMinutes rounds up', () => {
    expect(
      ['pending', 'inFlight', 'completed', 'retryable', 'refunding', 'refunded'].map((s) =>
        isSettled(s as never),
      ),
    ).toEqual([false, false, true, false, false, true])
    expect(waitingMinutes(0n)).toBe(0)
    expect(waitingMinutes(1n)).toBe(1)
    expect(waitingMinutes(60n)).toBe(1)
    expect(waitingMinutes(61n)).toBe(2)
  })
})
