import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, Outlet, useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { SHORT_NAME } from '../config'
import { TxToasts } from '../features/tx/TxToasts'
import { localeFromPath, localizePath } from '../i18n/locale'
import { useLocale } from '../i18n/useLocale'
import { sendPageView } from '../lib/page-view'
import { type ConnectionInfo, internalPaths, shouldPrefetch, whenIdle } from '../lib/prefetch'
import { FOOTER_LINKS, HEADER_LINKS } from '../menu'
import { pageOfMatches } from '../pages'
import { setSessionLanguage } from '../session-store'
import { HeaderWallet, WrongNetworkBar } from '../wallet/lazy'
import { Logo } from './art/Logo'
import { GuildWarsBanner } from './Banner'
import { LanguageSwitch } from './LanguageSwitch'
import { LoadingBar } from './LoadingBar'
import { Menu } from './Menu'
import { PageLink } from './PageLink'
import { RpcNotice } from './RpcNotice'

const NOT_FOUND_TITLE = msg`Page not found`

/** Title, page view and idle prefetch on every resolved navigation. */
function useNavigationEffects() {
  const router = useRouter()
  const { i18n } = useLingui()
  // The page on screen once its location is resolved (undefined for the 404 page). Both come from the same state in
  // a render; the effects run once per resolved path (the router commits a navigation's matches before its resolved
  // location, so a page view must not be sent for the previous path with the next page).
  const pathname = useRouterState({ select: (s) => s.resolvedLocation?.pathname })
  const page = useRouterState({ select: (s) => pageOfMatches(s.matches) })

  // The locale is part of the path, so a language switch changes `pathname` and re-titles the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per resolved path, with the page of that path
  useEffect(() => {
    if (pathname === undefined) return
    const title = page ? i18n._(page.title) : i18n._(NOT_FOUND_TITLE)
    document.title = page && localizePath(pathname, 'en') === '/' ? SHORT_NAME : `${title} | ${SHORT_NAME}`
  }, [pathname, i18n])

  // biome-ignore lint/correctness/useExhaustiveDependencies: one page view per resolved path
  useEffect(() => {
    if (pathname === undefined) return
    // Unknown paths count as the 404 page (the collector only accepts routes of the site).
    sendPageView(page ? pathname : localizePath('/404', localeFromPath(pathname)))
  }, [pathname])

  useEffect(() => {
    if (pathname === undefined) return
    const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection
    if (!shouldPrefetch(connection)) return
    const cancels = [
      whenIdle(() => {
        const anchors = Array.from(
          document.querySelectorAll<HTMLAnchorElement>('main a[href], header a[href]'),
        )
        const visible = anchors.filter((a) => a.offsetParent !== null).map((a) => a.href)
        for (const path of internalPaths(visible, window.location.origin)) {
          if (path === pathname) continue
          // Each link in an idle callback of its own: all of them in one was a 30-50 ms task right after start-up.
          // A link's URL, not a route of the tree: `href` decides the location (`to` is only the type's required key).
          cancels.push(whenIdle(() => void router.preloadRoute({ to: '.', href: path }).catch(() => {})))
        }
      }),
    ]
    return () => {
      for (const cancel of cancels) cancel()
    }
  }, [pathname, router])
}

export function Shell() {
  const { t } = useLingui()
  const locale = useLocale()
  useNavigationEffects()
  useEffect(() => setSessionLanguage(locale), [locale])
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t`Skip to content`}
      </a>
      <LoadingBar />
      <GuildWarsBanner />
      <header className="header">
        <Link to="/{-$locale}" className="brand" aria-label={t`Finaverse home`}>
          <Logo />
          <span className="brand__name">Finaverse</span>
        </Link>
        <nav className="quick-nav" aria-label={t`Quick links`}>
          {HEADER_LINKS.map((to) => (
            <PageLink key={to} to={to} />
          ))}
        </nav>
        <div className="header__tools">
          <Menu />
          <LanguageSwitch />
          <HeaderWallet />
        </div>
      </header>
      <WrongNetworkBar />
      <RpcNotice />
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
            {FOOTER_LINKS.map((to) => (
              <li key={to}>
                <PageLink to={to} />
              </li>
            ))}
          </ul>
        </nav>
      </footer>
      <TxToasts />
    </div>
  )
}
