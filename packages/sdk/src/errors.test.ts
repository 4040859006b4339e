import { finaTokenAbi } from '@finaverse/contracts'
import { messageFor } from '@finaverse/domain'
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
  const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
  const data = encodeErrorResult({ abi: finaTokenAbi, errorName: 'ERC20InvalidSpender', args: [zeroAddress] })

  it('decodes a custom error of the called contract by name and args', () => {
    expect(decodeContractError(reverted(data))).toEqual({ name: 'ERC20InvalidSpender', args: [zeroAddress] })
  })

  it('decodes an error raised by another contract from the known ABIs (loaded on demand)', async () => {
    // The called ABI does not know the error: only the raw data is there, as when a token reverts inside a farm.
    expect(toFinaverseError(reverted(data, [])).contractError).toBeUndefined()
    const error = await decodeFinaverseError(reverted(data, []))
    expect(error.contractError).toEqual({ name: 'ERC20InvalidSpender', args: [zeroAddress] })
    expect(error.code).toBe('ZERO_ADDRESS')
    expect(error.shortMessage).toBe(messageFor('ZERO_ADDRESS'))
    expect(error.details).toBe(`ERC20InvalidSpender("${zeroAddress}") from transfer`)
  })

  it("reads as a sentence of its code, with the decoded call (not viem's raw signature) in details", () => {
    const error = toFinaverseError(
      new ContractFunctionExecutionError(
        new ContractFunctionRevertedError({ abi: finaTokenAbi, data, functionName: 'approve' }),
        { abi: finaTokenAbi, functionName: 'approve', args: [zeroAddress, 1n], contractAddress: token },
      ),
    )
    expect(error.shortMessage).toBe('The address cannot be the zero address')
    expect(error.shortMessage).toBe(messageFor(error.code))
    expect(error.details).toBe(`ERC20InvalidSpender("${zeroAddress}") from approve on ${token}`)
    expect(error.message).not.toMatch(/following signature/)
    expect(error.message).toBe(`${error.shortMessage}\n\nDetails: ${error.details}`)
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

  it('wraps plain errors and values in the sentence of their code, their own text in details', () => {
    for (const [thrown, text] of [
      [new Error('x'), 'x'],
      ['y', 'y'],
      [new BaseError('short'), 'short'],
    ] as const) {
      const error = toFinaverseError(thrown)
      expect(error.shortMessage).toBe('Something went wrong. Please try again later.')
      expect(error.details).toBe(text)
    }
    const declined = toFinaverseError(new UserRejectedRequestError(new Error('User denied')))
    expect(declined.shortMessage).toBe('The request was rejected in your wallet')
    const own = new FinaverseError('own', { code: 'WRONG_AMOUNT' })
    expect(toFinaverseError(own)).toBe(own)
  })
})
