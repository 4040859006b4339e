/**
 * Every route of the site (docs/product.md#routes), as its English path. Each also exists in Chinese under
 * {@link ZH_PREFIX}; no route has parameters. The web renders exactly these, and the server's page-view collector
 * counts only these (plus its 404 bucket), so the list lives here once.
 * @example SITE_ROUTES.includes('/nft-bridge') // true
 */
export const SITE_ROUTES = [
  '/',
  '/claim',
  '/downloadCount',
  '/error',
  '/fanart',
  '/finaverse',
  '/game',
  '/heroes',
  '/leaderboard',
  '/magic-eden-Mbox',
  '/merge',
  '/mint',
  '/mirror',
  '/news',
  '/nft-bridge',
  '/privacy',
  '/profile',
  '/staking',
  '/terms',
  '/token',
  '/updates',
  '/vision',
  '/worldcup',
  '/worldcup-cheer',
  '/worldcup-profile',
] as const

/**
 * A route of the site, as its English path.
 * @example const route: SiteRoute = '/staking'
 */
export type SiteRoute = (typeof SITE_ROUTES)[number]

/**
 * The URL prefix of the Chinese site (docs/product.md#languages-and-urls); English, the default, has none.
 * @example `${ZH_PREFIX}/news` // '/zh/news'
 */
export const ZH_PREFIX = '/zh'

/**
 * The path of a route in a language: English as is, Chinese under `/zh` (the Chinese home page is `/zh`).
 * @example localizedPath('/news', 'zh') // '/zh/news'
 * @example localizedPath('/', 'zh') // '/zh'
 */
export function localizedPath(route: SiteRoute, lang: 'en' | 'zh'): string {
  if (lang === 'en') return route
  return route === '/' ? ZH_PREFIX : `${ZH_PREFIX}${route}`
}
