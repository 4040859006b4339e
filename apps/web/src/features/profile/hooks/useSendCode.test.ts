import { FinaverseError } from '@finaverse/sdk/rest'
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useSendCode } from './useSendCode'

const sendMailCaptcha = vi.fn()
vi.mock('../../account/session', () => ({
  restApi: async () => ({
    api: { sendMailCaptcha },
    unwrap: (result: { ret: number; data?: unknown; code?: string; msg?: string }) => {
      if (result.ret === 0) return result.data
      throw new FinaverseError(result.msg ?? '', { code: 'TOO_MANY_REQUESTS', cause: result })
    },
  }),
}))

describe('useSendCode', () => {
  it('sends with a fresh proof of work, then counts down to the resend; an early resend keeps the countdown', async () => {
    const pow = { take: vi.fn(async () => 'pow-1'), renew: vi.fn() }
    const { result } = renderHook(() => useSendCode({ purpose: 'register', pow }))
    sendMailCaptcha.mockResolvedValueOnce({ ret: 0, msg: 'ok', data: { resendIn: 60, expiresIn: 600 } })
    const before = Math.floor(Date.now() / 1000)
    await act(() => result.current.send('a@b.co'))
    expect(sendMailCaptcha).toHaveBeenCalledWith({ email: 'a@b.co', purpose: 'register', pow: 'pow-1' })
    expect(pow.renew).toHaveBeenCalledTimes(1)
    expect(result.current.state.sentTo).toBe('a@b.co')
    expect(result.current.state.resendAt).toBeGreaterThanOrEqual(before + 60)
    act(() => result.current.ready())
    expect(result.current.state.resendAt).toBeNull()

    sendMailCaptcha.mockResolvedValueOnce({
      ret: 429,
      msg: 'Too many requests. Please try again later',
      code: 'TOO_MANY_REQUESTS',
      data: { resendIn: 42 },
    })
    await act(() => result.current.send('a@b.co'))
    expect(pow.renew).toHaveBeenCalledTimes(2)
    expect(result.current.state.error).toBeInstanceOf(FinaverseError)
    expect(result.current.state.resendAt).toBeGreaterThanOrEqual(before + 42)
    expect(result.current.state.resendAt).toBeLessThan(before + 60)
  })

  it('spends nothing when the proof of work fails', async () => {
    const pow = { take: vi.fn(async () => Promise.reject(new Error('no solution'))), renew: vi.fn() }
    sendMailCaptcha.mockClear()
    const { result } = renderHook(() => useSendCode({ purpose: 'changeEmail', pow }))
    await act(() => result.current.send('a@b.co'))
    expect(sendMailCaptcha).not.toHaveBeenCalled()
    expect(pow.renew).not.toHaveBeenCalled()
    expect(result.current.state).toMatchObject({ sending: false, sentTo: null, resendAt: null })
    expect(result.current.state.error).toBeInstanceOf(Error)
  })
})
