import { useLingui } from '@lingui/react/macro'

export function DateText({ iso }: { iso: string | null | undefined }) {
  const { i18n } = useLingui()
  if (!iso) return null
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  return (
    <time dateTime={date.toISOString()}>
      {i18n.date(date, { year: 'numeric', month: 'short', day: 'numeric' })}
    </time>
  )
}
