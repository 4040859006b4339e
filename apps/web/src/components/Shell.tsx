import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { SHORT_NAME } from '../config'
import { localeFromPath, localizePath, stripLocale } from '../i18n/locale'
import { useLocale } from '../i18n/useLocale'
import { installRootFontSize } from '../lib/font-size'
import { sendPageView } from '../lib/page-view'
import { type ConnectionInfo, internalPaths, shouldPrefetch, whenIdle } from '../lib/prefetch'
import { pageFor } from '../pages'
import { setSessionLanguage } from '../session-store'
import { HeaderWallet, WrongNetworkBar } from '../wallet/lazy'
import { Logo } from './art/Logo'
import { GuildWarsBanner } from './Banner'
import { LanguageSwitch } from './LanguageSwitch'
import { LoadingBar } from './LoadingBar'
import { LocalLink } from './LocalLink'
import { Menu } from './Menu'

const NOT_FOUND_TITLE = msg`Page not found`

/** Title, page view and idle prefetch on every resolved navigation. */
function useNavigationEffects() {
  const router = useRouter()
  const { i18n } = useLingui()
  // The locale is part of the path, so a language switch changes `pathname` and re-titles the page.
  const pathname = useRouterState({ select: (s) => s.resolvedLocation?.pathname })

  useEffect(() => {
    if (pathname === undefined) return
    const page = pageFor(stripLocale(pathname))
    const title = page ? i18n._(page.title) : i18n._(NOT_FOUND_TITLE)
    document.title = page?.path === '/' ? SHORT_NAME : `${title} | ${SHORT_NAME}`
  }, [pathname, i18n])

  useEffect(() => {
    if (pathname === undefined) return
    // Unknown paths count as the 404 page (the collector only accepts routes of the site).
    const known = pageFor(stripLocale(pathname)) !== undefined
    sendPageView(known ? pathname : localizePath('/404', localeFromPath(pathname)))
  }, [pathname])

  useEffect(() => {
    if (pathname === undefined) return
    const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection
    if (!shouldPrefetch(connection)) return
    return whenIdle(() => {
      const anchors = Array.from(document.querySelectorAll<HTMLAnchorElement>('main a[href], header a[href]'))
      const visible = anchors.filter((a) => a.offsetParent !== null).map((a) => a.href)
      for (const path of internalPaths(visible, window.location.origin)) {
        if (path === pathname) continue
        router.preloadRoute({ to: path }).catch(() => {})
      }
    })
  }, [pathname, router])
}

export function Shell() {
  const { t } = useLingui()
  const locale = useLocale()
  useNavigationEffects()
  useEffect(() => installRootFontSize(), [])
  useEffect(() => setSessionLanguage(locale), [locale])
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t`Skip to content`}
      </a>
      <LoadingBar />
      <GuildWarsBanner />
      <header className="header">
        <LocalLink to="/" className="brand" aria-label={t`Finaverse home`}>
          <Logo />
          <span className="brand__name">Finaverse</span>
        </LocalLink>
        <nav className="quick-nav" aria-label={t`Quick links`}>
          <LocalLink to="/staking">{t`Staking`}</LocalLink>
          <LocalLink to="/mint">{t`Mint`}</LocalLink>
          <LocalLink to="/heroes">{t`Heroes`}</LocalLink>
          <LocalLink to="/leaderboard">{t`Leaderboard`}</LocalLink>
          <LocalLink to="/news">{t`News`}</LocalLink>
        </nav>
        <div className="header__tools">
          <Menu />
          <LanguageSwitch />
          <HeaderWallet />
        </div>
      </header>
      <WrongNetworkBar />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="footer">
        <p className="footer__brand">
          <Logo />
          <span>
            <Trans>Finaverse: hero cards, staking and the arena, on BSC and Polygon.</Trans>
          </span>
        </p>
        <nav aria-label={t`Footer`}>
          <ul className="footer__links">
            <li>
              <LocalLink to="/finaverse">{t`The Finaverse`}</LocalLink>
            </li>
            <li>
              <LocalLink to="/vision">{t`Vision`}</LocalLink>
            </li>
            <li>
              <LocalLink to="/token">{t`FINA token`}</LocalLink>
            </li>
            <li>
              <LocalLink to="/claim">{t`Claim mystery boxes`}</LocalLink>
            </li>
            <li>
              <LocalLink to="/downloadCount">{t`Download count`}</LocalLink>
            </li>
            <li>
              <LocalLink to="/profile">{t`Profile`}</LocalLink>
            </li>
            <li>
              <LocalLink to="/privacy">{t`Privacy policy`}</LocalLink>
            </li>
            <li>
              <LocalLink to="/terms">{t`Terms of use`}</LocalLink>
            </li>
          </ul>
        </nav>
      </footer>
    </div>
  )
}
