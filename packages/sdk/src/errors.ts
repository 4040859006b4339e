import { isErrorCode, messageFor } from '@finaverse/domain'
import {
  BaseError,
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  decodeErrorResult,
  type Hex,
  HttpRequestError,
  isHex,
  TimeoutError,
  UserRejectedRequestError,
} from 'viem'
import {
  type DecodedContractError,
  FinaverseError,
  type FinaverseErrorParameters,
} from './finaverse-error.js'
import type { AbiErrorItem } from './internal/abis.js'
import { codeOfContractError, FALLBACK_CODE, NETWORK_CODE, USER_REJECTED_CODE } from './internal/codes.js'
import type { RestFailure, RestResult } from './rest/envelope.js'

// The error class lives in ./finaverse-error.ts (no viem there, for the REST client); the SDK's modules take it from here.
export { type DecodedContractError, FinaverseError, type FinaverseErrorParameters }

function stringify(value: unknown): string {
  return typeof value === 'bigint'
    ? value.toString()
    : JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))
}

/** The revert data somewhere in an error chain: `data` as hex, or `data.data` as some nodes (Hardhat) send it. */
function revertData(error: BaseError): Hex | undefined {
  let found: Hex | undefined
  error.walk((e) => {
    const data = (e as { data?: unknown }).data
    const hex = typeof data === 'object' && data !== null ? (data as { data?: unknown }).data : data
    if (typeof hex === 'string' && isHex(hex)) found = hex
    return found !== undefined
  })
  return found
}

export type { AbiErrorItem }

/**
 * Decodes the custom error of a contract revert: what viem decoded with the called contract's ABI, else the
 * revert data against `errorsAbi` (e.g. a token's error bubbling up through the farm).
 * @example decodeContractError(error)?.name // 'WrongAmount'
 */
export function decodeContractError(
  error: unknown,
  errorsAbi: readonly AbiErrorItem[] = [],
): DecodedContractError | undefined {
  if (!(error instanceof BaseError)) return undefined
  const reverted = error.walk(
    (e) => e instanceof ContractFunctionRevertedError,
  ) as ContractFunctionRevertedError | null
  if (reverted?.data?.errorName) {
    return { name: reverted.data.errorName, args: (reverted.data.args ?? []) as readonly unknown[] }
  }
  // Not in the called contract's ABI, or a raw call: try the given errors on the revert data.
  const raw = reverted?.raw ?? revertData(error)
  if (raw && raw.length >= 10 && errorsAbi.length > 0) {
    try {
      const decoded = decodeErrorResult({ abi: errorsAbi, data: raw })
      return { name: decoded.errorName, args: (decoded.args ?? []) as readonly unknown[] }
    } catch {
      // Unknown selector: fall through.
    }
  }
  if (reverted?.reason) return { name: 'Error', args: [reverted.reason] }
  return undefined
}

/** A REST failure envelope (`{ ret, msg, code }` with `ret` not 0), told apart without loading the REST schemas. */
function isRestFailure(value: unknown): value is RestFailure {
  if (typeof value !== 'object' || value === null || value instanceof Error) return false
  const { ret, msg, code } = value as Partial<Record<keyof RestFailure, unknown>>
  return typeof ret === 'number' && ret !== 0 && typeof msg === 'string' && typeof code === 'string'
}

/** The REST failure as a FinaverseError: the server's code when it is a MESSAGES code, its message, the failure as cause. */
function restError(failure: RestFailure): FinaverseError {
  return new FinaverseError(failure.msg, {
    code: isErrorCode(failure.code) ? failure.code : FALLBACK_CODE,
    cause: failure,
    details: `ret ${failure.ret}, code ${failure.code}`,
  })
}

/**
 * Turns anything thrown by viem or a contract into a {@link FinaverseError} whose `shortMessage` is the English
 * sentence of its code (`messageFor(code)`, `@finaverse/domain`'s `MESSAGES`): a decoded custom error gets its
 * `MESSAGES` code, keeps its name and args (`contractError`) and reads as a call in `details` (`WrongAmount(0) from
 * deposit on 0x…`); a REST failure (`{ ret, msg, code }`) keeps the server's message and code (`UNKNOWN_ERROR` for a
 * code `MESSAGES` has no text for; the failure is the cause); anything else gets `USER_REJECTED`, `NETWORK_ERROR`
 * or `UNKNOWN_ERROR`, with viem's own short message in `details` and the error as `cause`.
 * @example
 * try { await simulateContract(client, args) } catch (e) { throw toFinaverseError(e) }
 */
export function toFinaverseError(
  error: unknown,
  extra: { hash?: Hex } = {},
  errorsAbi: readonly AbiErrorItem[] = [],
): FinaverseError {
  if (error instanceof FinaverseError) return error
  if (isRestFailure(error)) return restError(error)
  const contractError = decodeContractError(error, errorsAbi)
  if (contractError) {
    const code = codeOfContractError(contractError.name)
    return new FinaverseError(messageFor(code), {
      code,
      cause: error,
      contractError,
      ...extra,
      details: revertDetails(error, contractError),
    })
  }
  const original =
    error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : String(error)
  const unreachable =
    error instanceof BaseError &&
    error.walk((e) => e instanceof HttpRequestError || e instanceof TimeoutError) !== null
  const declined = (e: unknown) =>
    e instanceof UserRejectedRequestError || (e as { code?: unknown }).code === 4001
  const rejected = error instanceof BaseError && error.walk(declined) !== null
  const code = rejected ? USER_REJECTED_CODE : unreachable ? NETWORK_CODE : FALLBACK_CODE
  return new FinaverseError(messageFor(code), {
    code,
    cause: error,
    ...extra,
    ...(original ? { details: original } : {}),
  })
}

/**
 * What a decoded revert adds to its sentence: the error as a call and, when viem knows it, the contract function
 * and address that reverted (never viem's undecoded "reverted with the following signature").
 * @example 'WrongAmount(0) from deposit on 0x5FbD…0aa3'
 */
function revertDetails(error: unknown, contractError: DecodedContractError): string {
  const call = `${contractError.name}(${contractError.args.map(stringify).join(', ')})`
  const execution =
    error instanceof BaseError
      ? (error.walk(
          (e) => e instanceof ContractFunctionExecutionError,
        ) as ContractFunctionExecutionError | null)
      : null
  if (!execution) return call
  const at = execution.contractAddress ? ` on ${execution.contractAddress}` : ''
  return `${call} from ${execution.functionName}${at}`
}

/**
 * {@link toFinaverseError} that also decodes errors the called ABI does not know, against every custom error of
 * `@finaverse/contracts` (loaded on demand, so a bundle pays for those ABIs only when a revert needs them). Every
 * action rejects with what this gives.
 * @example
 * try { await writeContract(walletClient, request) } catch (e) { throw await decodeFinaverseError(e) }
 */
export async function decodeFinaverseError(
  error: unknown,
  extra: { hash?: Hex } = {},
): Promise<FinaverseError> {
  const first = toFinaverseError(error, extra)
  if (first.contractError || !(error instanceof BaseError)) return first
  const reverted = error.walk(
    (e) => e instanceof ContractFunctionRevertedError,
  ) as ContractFunctionRevertedError | null
  if ((reverted?.raw ?? revertData(error)) === undefined) return first
  const { knownErrorsAbi } = await import('./internal/abis.js')
  return toFinaverseError(error, extra, knownErrorsAbi)
}

/**
 * A value that never throws: `data` is the result, or the documented fallback (null, an empty list) when the call
 * failed, and then `error` says why, so the site can still show it.
 */
export type Reported<data> =
  | { readonly data: data; readonly error: null }
  | { readonly data: data; readonly error: FinaverseError }

/**
 * The failure of a result that never rejects, as a {@link FinaverseError}, or null when it succeeded: a REST client
 * result (`{ ret, msg, code }`) or a `Reported` action result (`requestAccount`, `getTokensStakedByAddress`). One
 * way to read every failure the SDK hands back instead of throwing.
 * @example
 * const error = failureOf(await api.getList({ kind: 'news' })) ?? failureOf(await requestAccount(walletClient))
 * if (error) toast(error.code)
 */
export function failureOf(result: RestResult<unknown> | Reported<unknown>): FinaverseError | null {
  if ('error' in result) return result.error
  return isRestFailure(result) ? restError(result) : null
}
