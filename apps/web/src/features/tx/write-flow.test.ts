import type { PreparedWrite } from '@finaverse/sdk'
import type { TransactionReceipt } from 'viem'
import { describe, expect, it } from 'vitest'
import { IDLE, isSettled, type WriteEvent, type WriteState, writeFlowReducer } from './write-flow'

const prepared = { fee: 46_000n, gas: 46_000n, feePerGas: 1n } as unknown as PreparedWrite
const receipt = { status: 'success' } as unknown as TransactionReceipt
const hash = '0xabc0000000000000000000000000000000000000000000000000000000000001' as const

const run = (events: WriteEvent[], from: WriteState = IDLE) => events.reduce(writeFlowReducer, from)

describe('writeFlowReducer', () => {
  it('goes idle -> preparing -> confirm -> signing -> pending -> success', () => {
    const states = [
      { type: 'prepare' },
      { type: 'prepared', prepared },
      { type: 'sign' },
      { type: 'sent', hash },
      { type: 'mined', receipt },
    ].reduce<WriteState[]>(
      (acc, event) => {
        acc.push(writeFlowReducer(acc.at(-1) as WriteState, event as WriteEvent))
        return acc
      },
      [IDLE],
    )
    expect(states.map((s) => s.status)).toEqual([
      'idle',
      'preparing',
      'confirm',
      'signing',
      'pending',
      'success',
    ])
    expect(states[2]).toEqual({ status: 'confirm', prepared })
    expect(states[5]).toEqual({ status: 'success', hash, receipt })
  })

  it('a failed simulation is an error and never reaches the wallet', () => {
    const error = new Error('WrongAmount(0)')
    const state = run([{ type: 'prepare' }, { type: 'failed', error }, { type: 'sign' }])
    expect(state).toEqual({ status: 'error', error })
  })

  it('a wallet rejection is calm and a new attempt may start', () => {
    const state = run([
      { type: 'prepare' },
      { type: 'prepared', prepared },
      { type: 'sign' },
      { type: 'rejected' },
    ])
    expect(state).toEqual({ status: 'rejected' })
    expect(isSettled(state)).toBe(true)
    expect(writeFlowReducer(state, { type: 'prepare' })).toEqual({ status: 'preparing' })
  })

  it('a reverted or timed-out transaction keeps its hash', () => {
    const error = new Error('Transaction failed')
    const state = run([
      { type: 'prepare' },
      { type: 'prepared', prepared },
      { type: 'sign' },
      { type: 'sent', hash },
      { type: 'failed', error },
    ])
    expect(state).toEqual({ status: 'error', error, hash })
  })

  it('ignores a second press while a write is under way', () => {
    const signing = run([{ type: 'prepare' }, { type: 'prepared', prepared }, { type: 'sign' }])
    expect(writeFlowReducer(signing, { type: 'sign' })).toBe(signing)
    expect(writeFlowReducer(signing, { type: 'prepare' })).toBe(signing)
    expect(writeFlowReducer(signing, { type: 'cancel' })).toBe(signing)
    const preparing = run([{ type: 'prepare' }])
    expect(writeFlowReducer(preparing, { type: 'prepare' })).toBe(preparing)
    expect(writeFlowReducer(preparing, { type: 'sent', hash })).toBe(preparing)
  })

  it('cancel leaves the confirm step without sending', () => {
    const confirm = run([{ type: 'prepare' }, { type: 'prepared', prepared }])
    expect(writeFlowReducer(confirm, { type: 'cancel' })).toEqual(IDLE)
  })
})
