// Every custom error of the contracts gets a code of @finaverse/domain's MESSAGES.
import { CONTRACT_ERROR_CODES, isErrorCode } from '@finaverse/domain'
import { describe, expect, it } from 'vitest'
import { knownErrorsAbi } from '../src/internal/abis.js'
import { codeOfContractError } from '../src/internal/codes.js'

const names = [...new Set(knownErrorsAbi.map((e) => e.name))].sort()

describe('contract error codes', () => {
  it('every custom error of the contracts maps to a MESSAGES code', () => {
    for (const name of names) expect(isErrorCode(codeOfContractError(name)), name).toBe(true)
  })

  it('every error of spec section 8 maps to its own code', () => {
    for (const [name, code] of Object.entries(CONTRACT_ERROR_CODES))
      expect(codeOfContractError(name)).toBe(code)
  })

  it('the errors MESSAGES has no specific code for (they get UNKNOWN_ERROR; name and args stay on the error)', () => {
    expect(names.filter((name) => codeOfContractError(name) === 'UNKNOWN_ERROR')).toMatchInlineSnapshot(`
      [
        "AccessControlBadConfirmation",
        "CheckpointUnorderedInsertion",
        "ERC20InvalidCap",
        "ERC5805FutureLookup",
        "ERC6372InconsistentClock",
        "ExceedsRecoverable",
        "ExpectedPause",
        "InvalidShortString",
        "InvalidTierIndex",
        "InvalidTiers",
        "LpTokenAlreadyAdded",
        "NotFactory",
        "PairExists",
        "StringTooLong",
      ]
    `)
  })
})
