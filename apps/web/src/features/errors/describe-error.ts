// What any failure the site meets means for the player: an SDK error (`FinaverseError`: a contract revert, a failed
// simulation, a timeout, a REST failure through `unwrap`), a REST failure envelope, or a wallet's error (EIP-1193
// 4001 is a rejection). Duck-typed on purpose: this runs on the first page too, where viem is not loaded.
import { type ErrorCode, isErrorCode } from '@finaverse/domain'

/** A failure as the site shows it: a rejection, a code with a text, or an unknown code shown after the generic text. */
export type ErrorDescription =
  | { readonly kind: 'rejected' }
  | { readonly kind: 'known'; readonly code: ErrorCode }
  | { readonly kind: 'unknown'; readonly code: string }

type Loose = { name?: unknown; code?: unknown; cause?: unknown; ret?: unknown; contractError?: unknown }

const asObject = (value: unknown): Loose | undefined =>
  typeof value === 'object' && value !== null ? (value as Loose) : undefined

/** A REST failure envelope (`{ ret, msg, code }`, `ret` not 0). */
function isRestFailure(value: Loose): value is Loose & { ret: number; code: string } {
  return typeof value.ret === 'number' && value.ret !== 0 && typeof value.code === 'string'
}

function fromCode(code: string, fallback: () => string): ErrorDescription {
  if (code === 'USER_REJECTED') return { kind: 'rejected' }
  if (code !== 'UNKNOWN_ERROR' && isErrorCode(code)) return { kind: 'known', code }
  return { kind: 'unknown', code: code === 'UNKNOWN_ERROR' ? fallback() : code }
}

/** The error and its causes, outermost first (at most 10 deep: causes can be cyclic). */
function chain(error: unknown): Loose[] {
  const out: Loose[] = []
  let current = asObject(error)
  while (current && out.length < 10 && !out.includes(current)) {
    out.push(current)
    current = asObject(current.cause)
  }
  return out
}

/**
 * Classifies any failure. A `FinaverseError` or REST failure with a `MESSAGES` code is `known` (USER_REJECTED is
 * `rejected`); an unknown one keeps what identifies it (the decoded contract error's name, the server's code, else
 * the HTTP status); a wallet error whose chain holds code 4001 or a `UserRejectedRequestError` is `rejected`.
 * @example describeError({ ret: 400, msg: 'Value cannot be empty', code: 'EMPTY' }) // { kind: 'known', code: 'EMPTY' }
 */
export function describeError(error: unknown): ErrorDescription {
  const links = chain(error)
  for (const link of links) {
    if (link.code === 4001 || link.name === 'UserRejectedRequestError') return { kind: 'rejected' }
  }
  for (const link of links) {
    if (link.name === 'FinaverseError' && typeof link.code === 'string') {
      const rest = asObject(link.cause)
      const contract = asObject(link.contractError)
      return fromCode(link.code, () =>
        typeof contract?.name === 'string'
          ? contract.name
          : rest && isRestFailure(rest)
            ? rest.code === 'UNKNOWN_ERROR'
              ? String(rest.ret)
              : rest.code
            : 'UNKNOWN_ERROR',
      )
    }
    if (isRestFailure(link)) return fromCode(link.code, () => String(link.ret))
  }
  const first = links[0]
  const name = typeof first?.name === 'string' && first.name !== 'Error' ? first.name : 'UNKNOWN_ERROR'
  return { kind: 'unknown', code: name }
}
