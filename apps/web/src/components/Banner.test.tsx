// The guild wars banner: the release date the build wrote out (vite.config.ts, GUILD_WARS_DATE's default) in the
// page's language, the same text Intl gives, and no Intl formatter created while it renders.
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { config } from '../config'
import { activateLocale } from '../i18n/i18n'
import { countIntl } from '../test-intl'
import { GuildWarsBanner } from './Banner'

afterEach(cleanup)

const long = (locale: string) =>
  new Intl.DateTimeFormat([locale, 'en'], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${config.guildWarsDate.iso}T00:00:00Z`))

describe('GuildWarsBanner', () => {
  it.each([
    ['en', 'December 12, 2026'],
    ['zh', '2026年12月12日'],
  ] as const)('shows the release date in %s as Intl writes it', async (locale, expected) => {
    await activateLocale(locale)
    expect(config.guildWarsDate.iso).toBe('2026-12-12')
    expect(config.guildWarsDate.text[locale]).toBe(long(locale))
    const made = countIntl('DateTimeFormat', () =>
      render(
        <I18nProvider i18n={i18n}>
          <GuildWarsBanner />
        </I18nProvider>,
      ),
    )
    const banner = screen.getByRole('complementary')
    expect(banner.querySelector('strong')?.textContent).toBe(expected)
    expect(made).toBe(0)
  })
})
