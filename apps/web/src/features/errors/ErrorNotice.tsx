import { useLingui } from '@lingui/react'
import { errorText } from './errorText'

/**
 * A failed read's translated text (`errorText`) in an error notice, or nothing when there is no error. `alert`
 * announces it at once (`role="alert"`), for a failure that replaces what the screen would show.
 * @example <ErrorNotice error={history.error} alert />
 */
export function ErrorNotice({
  error,
  alert = false,
  testId,
}: {
  error: unknown
  alert?: boolean
  testId?: string
}) {
  const { i18n } = useLingui()
  if (error === null || error === undefined) return null
  return (
    <p className="notice notice--error" role={alert ? 'alert' : undefined} data-testid={testId}>
      {errorText(i18n, error)}
    </p>
  )
}
