import { Trans, useLingui } from '@lingui/react/macro'
import { config } from '../config'
import { isLocale } from '../i18n/locale'

/**
 * The guild wars announcement (docs/product.md#site-wide-behaviour), with its release date from configuration,
 * written out by the build in each language (vite.config.ts): no Intl formatter on every page's first render.
 */
export function GuildWarsBanner() {
  const { t, i18n } = useLingui()
  const { text } = config.guildWarsDate
  const formatted = isLocale(i18n.locale) ? text[i18n.locale] : text.en
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
