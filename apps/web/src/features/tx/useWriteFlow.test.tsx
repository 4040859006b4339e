import type { PreparedWrite } from '@finaverse/sdk'
import { msg } from '@lingui/core/macro'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DISCONNECTED, walletConnectionStore } from '../../wallet/connection'
import { dismissTransaction, useTrackedTransactions } from './tx-store'
import { loadSending, useWriteFlow } from './useWriteFlow'

// The SDK's signing and waiting are the edges: what the wallet and the node answer is decided per test.
const sdk = vi.hoisted(() => ({ send: vi.fn(), wait: vi.fn() }))
vi.mock('@finaverse/sdk/actions', () => ({
  sendPreparedWrite: sdk.send,
  waitForTransaction: sdk.wait,
}))
// The signing chunk (./send, loaded when a write starts): how often it was loaded.
const chunk = vi.hoisted(() => ({ loads: 0 }))
vi.mock('./send', async (importOriginal) => {
  chunk.loads++
  return importOriginal()
})

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const HASH = `0x${'ab'.repeat(32)}` as const
const prepared = { fee: 46_000n, gas: 46_000n, feePerGas: 1n, request: {} } as unknown as PreparedWrite

function setup(prepare = vi.fn(async () => prepared)) {
  const queryClient = new QueryClient()
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  const hook = renderHook(
    () => ({
      flow: useWriteFlow({ role: 'bsc', label: msg`Approve FINA`, prepare }),
      toasts: useTrackedTransactions(),
    }),
    { wrapper },
  )
  return { hook, prepare, invalidate }
}

describe('useWriteFlow', () => {
  beforeEach(() => {
    walletConnectionStore.set({
      status: 'connected',
      address: ACCOUNT,
      chainId: 31337,
      walletClient: async () => ({}) as never,
      switchChain: async () => undefined,
    })
  })
  afterEach(() => {
    walletConnectionStore.set(DISCONNECTED)
    dismissTransaction(HASH)
    vi.clearAllMocks()
  })

  // First: the signing chunk is loaded once per page, by the first write.
  it('loads the signing code when a write starts, not when the screen renders; a failed load is tried again', async () => {
    const gone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
    await expect(loadSending(gone)).rejects.toThrow('dynamically imported')
    sdk.send.mockResolvedValue(HASH)
    sdk.wait.mockReturnValue(new Promise(() => undefined))
    const { hook } = setup()
    expect(chunk.loads).toBe(0)
    await act(() => hook.result.current.flow.start())
    // Loaded now: the failed load above was not kept.
    await waitFor(() => expect(chunk.loads).toBe(1))
    act(() => {
      void hook.result.current.flow.confirm()
    })
    await waitFor(() => expect(hook.result.current.flow.state.status).toBe('pending'))
    expect(sdk.send).toHaveBeenCalledTimes(1)
    expect(chunk.loads).toBe(1)
  })

  it('prepares, confirms, sends, waits, then refreshes the SDK reads and tracks the toast', async () => {
    sdk.send.mockResolvedValue(HASH)
    let mine: (receipt: unknown) => void = () => undefined
    sdk.wait.mockReturnValue(new Promise((resolve) => (mine = resolve)))
    const { hook, prepare, invalidate } = setup()
    await act(() => hook.result.current.flow.start())
    expect(prepare).toHaveBeenCalledWith(expect.anything(), ACCOUNT)
    expect(hook.result.current.flow.state).toEqual({ status: 'confirm', prepared })
    expect(sdk.send).not.toHaveBeenCalled()
    let confirming: Promise<void> = Promise.resolve()
    act(() => {
      confirming = hook.result.current.flow.confirm()
    })
    await waitFor(() => expect(hook.result.current.flow.state.status).toBe('pending'))
    expect(hook.result.current.toasts).toMatchObject([{ hash: HASH, chainId: 31337, status: 'pending' }])
    await act(async () => {
      mine({ status: 'success' })
      await confirming
    })
    expect(hook.result.current.flow.state).toMatchObject({ status: 'success', hash: HASH })
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['finaverse'] })
    expect(hook.result.current.toasts).toMatchObject([{ hash: HASH, status: 'success' }])
  })

  it('a failed simulation is an error and the wallet is never asked', async () => {
    const error = Object.assign(new Error('ERC20InvalidSpender'), {
      name: 'FinaverseError',
      code: 'ZERO_ADDRESS',
    })
    const { hook } = setup(vi.fn(async () => Promise.reject(error)))
    await act(() => hook.result.current.flow.start())
    expect(hook.result.current.flow.state).toEqual({ status: 'error', error })
    await act(() => hook.result.current.flow.confirm())
    expect(sdk.send).not.toHaveBeenCalled()
  })

  it('a wallet rejection (4001) is calm, and a double press sends once', async () => {
    sdk.send.mockRejectedValue(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    const { hook } = setup()
    await act(() => hook.result.current.flow.start())
    await act(async () => {
      await Promise.all([hook.result.current.flow.confirm(), hook.result.current.flow.confirm()])
    })
    expect(sdk.send).toHaveBeenCalledTimes(1)
    expect(hook.result.current.flow.state).toEqual({ status: 'rejected' })
    expect(hook.result.current.toasts).toEqual([])
  })

  it('a reverted transaction keeps its hash', async () => {
    sdk.send.mockResolvedValue(HASH)
    const reverted = Object.assign(new Error('Transaction failed'), {
      name: 'FinaverseError',
      code: 'TRANSACTION_FAILED',
    })
    sdk.wait.mockRejectedValue(reverted)
    const { hook } = setup()
    await act(() => hook.result.current.flow.start())
    await act(() => hook.result.current.flow.confirm())
    expect(hook.result.current.flow.state).toEqual({ status: 'error', error: reverted, hash: HASH })
    expect(hook.result.current.toasts).toMatchObject([{ hash: HASH, status: 'error' }])
  })
})
