import { finaTokenAbi } from '@finaverse/contracts'
import {
  BaseError,
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  encodeErrorResult,
  UserRejectedRequestError,
  zeroAddress,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeContractError, decodeFinaverseError, FinaverseError, toFinaverseError } from './errors.js'

function reverted(data: `0x${string}`, abi: readonly unknown[] = finaTokenAbi) {
  return new ContractFunctionExecutionError(
    new ContractFunctionRevertedError({ abi: abi as never, data, functionName: 'transfer' }),
    { abi: abi as never, functionName: 'transfer', args: [] },
  )
}

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

describe('decodeContractError / toFinaverseError', () => {
  const data = encodeErrorResult({ abi: finaTokenAbi, errorName: 'ERC20InvalidSpender', args: [zeroAddress] })

  it('decodes a custom error of the called contract by name and args', () => {
    expect(decodeContractError(reverted(data))).toEqual({ name: 'ERC20InvalidSpender', args: [zeroAddress] })
  })

  it('decodes an error raised by another contract from the known ABIs (loaded on demand)', async () => {
    // The called ABI does not know the error: only the raw data is there, as when a token reverts inside a farm.
    expect(toFinaverseError(reverted(data, [])).contractError).toBeUndefined()
    const error = await decodeFinaverseError(reverted(data, []))
    expect(error.contractError).toEqual({ name: 'ERC20InvalidSpender', args: [zeroAddress] })
    expect(error.shortMessage).toBe(`ERC20InvalidSpender("${zeroAddress}")`)
  })

  it('keeps an unknown selector as a generic error with its cause', async () => {
    const cause = reverted('0xdeadbeef', [])
    const error = await decodeFinaverseError(cause)
    expect(error.contractError).toBeUndefined()
    expect(error.cause).toBe(cause)
    expect(error.code).toBe('UNKNOWN_ERROR')
  })

  it('gives USER_REJECTED when the wallet declines (viem error or a raw EIP-1193 4001 cause)', () => {
    const declined = new UserRejectedRequestError(new Error('User denied transaction signature'))
    expect(toFinaverseError(declined).code).toBe('USER_REJECTED')
    const raw = new BaseError('rejected', { cause: Object.assign(new Error('denied'), { code: 4001 }) })
    expect(toFinaverseError(raw).code).toBe('USER_REJECTED')
    expect(toFinaverseError(new BaseError('other')).code).toBe('UNKNOWN_ERROR')
  })

  it('wraps plain errors and values, and returns FinaverseErrors unchanged', () => {
    expect(toFinaverseError(new Error('x')).shortMessage).toBe('x')
    expect(toFinaverseError('y').shortMessage).toBe('y')
    expect(toFinaverseError(new BaseError('short')).shortMessage).toBe('short')
    const own = new FinaverseError('own', { code: 'WRONG_AMOUNT' })
    expect(toFinaverseError(own)).toBe(own)
  })
})
