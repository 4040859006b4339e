import { describe, expect, it } from 'vitest'
import { FinaverseError } from './errors.js'

describe('FinaverseError', () => {
  it('keeps the short message, the code and the cause', () => {
    const cause = new Error('boom')
    const error = new FinaverseError('Request Timeout', {
      code: 'REQUEST_TIMEOUT',
      cause,
      details: 'after 10000 ms',
    })
    expect(error).toBeInstanceOf(Error)
    expect(error.shortMessage).toBe('Request Timeout')
    expect(error.code).toBe('REQUEST_TIMEOUT')
    expect(error.cause).toBe(cause)
    expect(error.message).toBe('Request Timeout\n\nDetails: after 10000 ms')
  })
})
