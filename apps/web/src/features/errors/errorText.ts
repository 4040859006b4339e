import type { I18n, MessageDescriptor } from '@lingui/core'
import { describeError } from './describe-error'
import { ERROR_CODE_LINE, ERROR_MESSAGES } from './messages'

/**
 * The translated text of any failure (SDK, REST or wallet): the code's message, or for an unknown one
 * 'Something went wrong. Please try again later.' then 'Error Code: ' and the code.
 * @example errorText(i18n, error) // 'Insufficient balance' / '余额不足'
 */
export function errorText(i18n: I18n, error: unknown): string {
  const described = describeError(error)
  if (described.kind === 'rejected') return i18n._(ERROR_MESSAGES.USER_REJECTED)
  if (described.kind === 'known') return i18n._(ERROR_MESSAGES[described.code])
  const line: MessageDescriptor = { ...ERROR_CODE_LINE, values: { code: described.code } }
  return `${i18n._(ERROR_MESSAGES.UNKNOWN_ERROR)} ${i18n._(line)}`
}
