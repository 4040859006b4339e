import { Trans, useLingui } from '@lingui/react/macro'
import { config } from '../config'

/** The guild wars announcement (docs/product.md#site-wide-behaviour), with its release date from configuration. */
export function GuildWarsBanner() {
  const { t, i18n } = useLingui()
  const date = new Date(`${config.guildWarsDate}T00:00:00Z`)
  const formatted = Number.isNaN(date.getTime())
    ? config.guildWarsDate
    : i18n.date(date, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
  return (
    <aside className="banner" aria-label={t`Announcement`}>
      <span className="banner__badge" aria-hidden="true">
        ⚔
      </span>
      <span>
        <Trans>
          Guild wars release on <strong>{formatted}</strong>: gather your guild and claim the realm.
        </Trans>
      </span>
    </aside>
  )
}
