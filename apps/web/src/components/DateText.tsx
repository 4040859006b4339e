import { useLingui } from '@lingui/react/macro'
import { formatDate } from '../lib/intl'

export function DateText({ iso }: { iso: string | null | undefined }) {
  const { i18n } = useLingui()
  if (!iso) return null
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  return (
    <time dateTime={date.toISOString()}>
      {formatDate(date, i18n.locale, { year: 'numeric', month: 'short', day: 'numeric' })}
    </time>
  )
}
