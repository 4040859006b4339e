import { normalizeEmail } from '@finaverse/domain'
import { type Address, encodeAbiParameters, type Hex, keccak256, toBytes } from 'viem'

/** keccak256("Finaverse.EmailBinding.v1"): the domain tag of the EmailBinding commitment. */
export const EMAIL_HASH_TAG: Hex = /*#__PURE__*/ keccak256(toBytes('Finaverse.EmailBinding.v1'))

export type CalcEmailHashParameters = {
  account: Address
  /** The e-mail; it is normalized here with `@finaverse/domain`'s `normalizeEmail` (trimmed, Unicode lower case), as the server does. */
  email: string
}
export type CalcEmailHashReturnType = Hex

/**
 * Computes the EmailBinding commitment locally, as the contract's `calcEmailHash(account, email)` does:
 * keccak256(abi.encode(EMAIL_HASH_TAG, account, keccak256(bytes(normalizedEmail)))). Computed locally on purpose:
 * calling the contract would send the e-mail to an RPC node.
 *
 * @example
 * const emailHash = calcEmailHash({ account, email: ' Player@Example.com ' })
 */
export function calcEmailHash(parameters: CalcEmailHashParameters): CalcEmailHashReturnType {
  const emailHash = keccak256(toBytes(normalizeEmail(parameters.email)))
  return keccak256(
    encodeAbiParameters(
      [{ type: 'bytes32' }, { type: 'address' }, { type: 'bytes32' }],
      [EMAIL_HASH_TAG, parameters.account, emailHash],
    ),
  )
}
