import { describe, expect, it } from 'vitest'
import { historyRows, isSettled, waitingMinutes } from './history'

const ZERO = `0x${'0'.repeat(64)}` as const
const DEST = `0x${'ab'.repeat(32)}` as const
const at = (seconds: number) => new Date(seconds * 1000).toISOString()

describe('historyRows', () => {
  it('lists the contract records newest first, with the API row of the same cards for the BSC transaction', () => {
    const rows = historyRows(
      [
        { nonce: 1n, tokenIds: [5n, 6n], fee: 20n, timestamp: 1000n, status: 3, destTxHash: DEST },
        { nonce: 2n, tokenIds: [7n], fee: 10n, timestamp: 2000n, status: 1, destTxHash: ZERO },
      ],
      [
        { time: at(1000), nftIds: ['5', '6'], bscTransaction: '0x01', polygonTransaction: DEST },
        { time: at(2000), nftIds: ['7'], bscTransaction: '0x02', polygonTransaction: null },
      ],
    )
    expect(rows.map((r) => [r.nonce, r.status, r.bscTransaction, r.polygonTransaction])).toEqual([
      [2n, 'pending', '0x02', null],
      [1n, 'completed', '0x01', DEST],
    ])
    expect(rows[1]?.time.getTime()).toBe(1_000_000)
  })

  it('keeps the failed and refunded states the API leaves out, and matches a re-bridged card by time', () => {
    const rows = historyRows(
      [
        { nonce: 1n, tokenIds: [5n], fee: 10n, timestamp: 1000n, status: 5, destTxHash: DEST },
        { nonce: 2n, tokenIds: [5n], fee: 10n, timestamp: 5000n, status: 4, destTxHash: ZERO },
      ],
      [
        { time: at(5000), nftIds: ['5'], bscTransaction: '0x02', polygonTransaction: null },
        { time: at(1000), nftIds: ['5'], bscTransaction: '0x01', polygonTransaction: null },
      ],
    )
    expect(rows.map((r) => [r.nonce, r.status, r.bscTransaction])).toEqual([
      [2n, 'failed', '0x02'],
      [1n, 'refunded', '0x01'],
    ])
  })

  it('shows a request the API has not indexed yet without its transaction', () => {
    const [row] = historyRows(
      [{ nonce: 3n, tokenIds: [9n], fee: 1n, timestamp: 1n, status: 2, destTxHash: ZERO }],
      [],
    )
    expect(row).toMatchObject({ status: 'processing', bscTransaction: null, polygonTransaction: null })
  })
})

describe('isSettled and waitingMinutes', () => {
  it('settles on completed and refunded only', () => {
    expect(
      ['pending', 'processing', 'failed', 'completed', 'refunded'].map((s) => isSettled(s as never)),
    ).toEqual([false, false, false, true, true])
  })
  it('rounds the waiting time up to whole minutes', () => {
    expect([0n, 1n, 60n, 61n, 105n].map(waitingMinutes)).toEqual([0, 1, 1, 2, 2])
  })
})
