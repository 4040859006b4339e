import { FinaverseError, toFinaverseError } from '@finaverse/sdk'
import { BaseError, UserRejectedRequestError } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { unwrap } from '../../data/client'
import { activateLocale, i18n, PAGES_CATALOG } from '../../i18n/i18n'
import { describeError } from './describe-error'
import { errorText } from './errorText'

/** What `unwrap` throws for a REST failure. */
function restError(failure: { ret: number; msg: string; code: string }): unknown {
  try {
    unwrap(failure)
  } catch (error) {
    return error
  }
  throw new Error('unwrap did not throw')
}

describe('describeError', () => {
  it('reads the code of an SDK error', () => {
    const error = new FinaverseError('WrongAmount(0)', {
      code: 'WRONG_AMOUNT',
      contractError: { name: 'WrongAmount', args: [0n] },
    })
    expect(describeError(error)).toEqual({ kind: 'known', code: 'WRONG_AMOUNT' })
  })

  it('keeps the decoded contract error name of an unknown SDK error', () => {
    const error = new FinaverseError('Paused()', {
      code: 'UNKNOWN_ERROR',
      contractError: { name: 'OwnableUnauthorizedAccount', args: [] },
    })
    expect(describeError(error)).toEqual({ kind: 'unknown', code: 'OwnableUnauthorizedAccount' })
  })

  it('reads a REST failure, raw or thrown by unwrap', () => {
    const failure = { ret: 429, msg: 'Too many requests. Please try again later', code: 'TOO_MANY_REQUESTS' }
    expect(describeError(failure)).toEqual({ kind: 'known', code: 'TOO_MANY_REQUESTS' })
    const thrown = restError(failure)
    expect(thrown).toBeInstanceOf(FinaverseError)
    expect(describeError(thrown)).toEqual({ kind: 'known', code: 'TOO_MANY_REQUESTS' })
    // A REST-only code (no domain text) stays visible as the error code; a bare server failure shows its status.
    expect(describeError(restError({ ret: 404, msg: 'Not found', code: 'NOT_FOUND' }))).toEqual({
      kind: 'unknown',
      code: 'NOT_FOUND',
    })
    expect(describeError(restError({ ret: -1, msg: '502 Bad Gateway', code: 'UNKNOWN_ERROR' }))).toEqual({
      kind: 'unknown',
      code: '-1',
    })
  })

  it('treats a wallet rejection (4001) as a rejection, raw or wrapped', () => {
    const raw = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    expect(describeError(raw)).toEqual({ kind: 'rejected' })
    const viem = new UserRejectedRequestError(raw)
    expect(describeError(new BaseError('Request failed', { cause: viem }))).toEqual({ kind: 'rejected' })
    expect(describeError(toFinaverseError(viem))).toEqual({ kind: 'rejected' })
  })

  it('names an unknown error by its class, else UNKNOWN_ERROR', () => {
    class ConnectorNotFoundError extends Error {
      override name = 'ConnectorNotFoundError'
    }
    expect(describeError(new ConnectorNotFoundError('x'))).toEqual({
      kind: 'unknown',
      code: 'ConnectorNotFoundError',
    })
    expect(describeError('boom')).toEqual({ kind: 'unknown', code: 'UNKNOWN_ERROR' })
  })
})

describe('errorText', () => {
  afterAll(() => activateLocale('en'))

  it('gives the translated text, and the generic text with the code for an unknown one', async () => {
    await activateLocale('en')
    expect(errorText(i18n, new FinaverseError('x', { code: 'INSUFFICIENT_BALANCE' }))).toBe(
      'Insufficient balance',
    )
    expect(errorText(i18n, restError({ ret: 404, msg: 'Not found', code: 'NOT_FOUND' }))).toBe(
      'Something went wrong. Please try again later. Error Code: NOT_FOUND',
    )
    expect(errorText(i18n, { code: 4001 })).toBe('The request was rejected in your wallet')
    // The error texts are in the pages catalog (src/i18n/i18n.ts).
    await activateLocale('zh', [PAGES_CATALOG])
    const zh = errorText(i18n, new FinaverseError('x', { code: 'INSUFFICIENT_BALANCE' }))
    expect(zh).toMatch(/[\u4e00-\u9fff]/)
    expect(errorText(i18n, restError({ ret: 404, msg: 'Not found', code: 'NOT_FOUND' }))).toMatch(
      /[\u4e00-\u9fff].*NOT_FOUND$/,
    )
  })
})
