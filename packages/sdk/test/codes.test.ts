// Every custom error of the contracts gets a code of @finaverse/domain's MESSAGES.
import * as contracts from '@finaverse/contracts'
import { CONTRACT_ERROR_CODES, isErrorCode } from '@finaverse/domain'
import type { Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { knownErrorsAbi } from '../src/internal/abis.js'
import { codeOfContractError } from '../src/internal/codes.js'

/** Every ABI the contracts package exports (`xxxAbi`), whether or not the SDK calls that contract. */
const exportedAbis = Object.entries(contracts).filter(([name]) => name.endsWith('Abi')) as [string, Abi][]
const names = [...new Set(knownErrorsAbi.map((e) => e.name))].sort()

describe('contract error codes', () => {
  it('the decoding list is exactly the errors of every exported ABI (else run pnpm generate:errors), each with a MESSAGES code', () => {
    expect(exportedAbis.length).toBeGreaterThanOrEqual(20)
    const signature = (e: { name: string; inputs: readonly { type: string }[] }) =>
      `${e.name}(${e.inputs.map((i) => i.type).join(',')})`
    const exported = new Set<string>()
    for (const [abiName, abi] of exportedAbis)
      for (const item of abi) {
        if (item.type !== 'error') continue
        exported.add(signature(item))
        expect(isErrorCode(codeOfContractError(item.name)), `${abiName}: ${item.name}`).toBe(true)
      }
    expect(new Set(knownErrorsAbi.map(signature))).toEqual(exported)
  })

  it('every error of docs/product.md#messages maps to its own code', () => {
    for (const [name, code] of Object.entries(CONTRACT_ERROR_CODES))
      expect(codeOfContractError(name)).toBe(code)
  })

  it('card, box, staking, randomness and bridge errors get their closest code', () => {
    expect(codeOfContractError('TransferFromIncorrectOwner')).toBe('NOT_THE_OWNER')
    expect(codeOfContractError('TransferCallerNotOwnerNorApproved')).toBe('NOT_APPROVED_OR_OWNER')
    expect(codeOfContractError('StillLocked')).toBe('PAUSED')
    expect(codeOfContractError('SaleNotActive')).toBe('PAUSED')
    expect(codeOfContractError('PeerNotSet')).toBe('CHAIN_UNAVAILABLE')
    expect(codeOfContractError('NotAllowedToRefund')).toBe('NOT_THE_OWNER')
    expect(codeOfContractError('NotEnoughMessageFee')).toBe('NOT_ENOUGH_MESSAGE_FEE')
  })

  it('the errors MESSAGES has no specific code for (they get UNKNOWN_ERROR; name and args stay on the error)', () => {
    expect(names.filter((name) => codeOfContractError(name) === 'UNKNOWN_ERROR')).toMatchInlineSnapshot(`
      [
        "AccessControlBadConfirmation",
        "AlreadyExecuted",
        "CheckpointUnorderedInsertion",
        "ClaimWindowShortened",
        "CoordinatorNotReady",
        "DuplicateVrfRequest",
        "ERC20InvalidCap",
        "ERC2981InvalidDefaultRoyalty",
        "ERC2981InvalidDefaultRoyaltyReceiver",
        "ERC2981InvalidTokenRoyalty",
        "ERC2981InvalidTokenRoyaltyReceiver",
        "ERC5805FutureLookup",
        "ERC6372InconsistentClock",
        "ExceedsRecoverable",
        "ExpectedPause",
        "GasLimitTooLow",
        "InsufficientFeeTokenAmount",
        "InvalidExtraArgs",
        "InvalidGasLimit",
        "InvalidMsgValue",
        "InvalidOdds",
        "InvalidReceiver",
        "InvalidRequest",
        "InvalidRouter",
        "InvalidShortString",
        "InvalidTierIndex",
        "InvalidTiers",
        "InvalidTimeout",
        "InvalidVrfConfig",
        "LpTokenAlreadyAdded",
        "MatchCheered",
        "MatchNotStarted",
        "NativeCoinRefused",
        "NotCompatibleWithSpotMints",
        "NotEnoughGasForCall",
        "NotFactory",
        "NotRecoverable",
        "NothingToDraw",
        "OnlyCoordinator",
        "OnlyCoordinatorCanFulfill",
        "OnlyOwnerOrCoordinator",
        "OnlySelf",
        "OpensPending",
        "OwnershipNotInitializedForExtraData",
        "PairExists",
        "PeerAlreadySet",
        "RaffleNotReady",
        "RequestsPending",
        "ResultAlreadySet",
        "RoyaltyTooHigh",
        "SequentialUpToTooSmall",
        "SpotMintTokenIdTooSmall",
        "StringTooLong",
        "StringsInsufficientHexLength",
        "TokenAlreadyExists",
        "TokensNotSupported",
        "TooManyCardTypes",
        "UnknownMessageKind",
        "UnknownRequest",
        "UnsupportedDestinationChain",
        "UntrustedSource",
        "WithdrawFailed",
      ]
    `)
  })
})
