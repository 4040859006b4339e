// The site's pages are the routes of the generated tree (src/routes -> src/routeTree.gen.ts, registered in router.tsx). A page route gives
// its title and short description as `staticData.page`; the menu, the header and the footer link to routes of the
// tree by their typed `to`, and a unit test checks the tree against the spec's table (SITE_ROUTES). Every page
// exists in English at its path and in Chinese at `/zh` + its path, through the optional `{-$locale}` segment.
import type { MessageDescriptor } from '@lingui/core'
import type { RegisteredRouter } from '@tanstack/react-router'

export type PageMeta = {
  readonly title: MessageDescriptor
  readonly description: MessageDescriptor
  /** The page's name in the header and footer links, when shorter than its title. */
  readonly label?: MessageDescriptor
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    page?: PageMeta
  }
}

/** A page's `to` in the route tree (`/{-$locale}/news`): a link to it keeps the current language. */
export type PageTo = RegisteredRouter['routeTree']['types']['fileRouteTypes']['to']

/** The path of the site a route is at in English: `/{-$locale}/news` -> `/news`, `/{-$locale}/` -> `/`. */
export function sitePath(fullPath: string): string {
  const rest = fullPath.replace(/^\/\{-\$locale\}/, '').replace(/\/$/, '')
  return rest === '' ? '/' : rest
}

/** A route as the tree holds it (the part read here). */
type TreeRoute = {
  options: { path?: string; staticData?: { page?: PageMeta }; loader?: unknown }
  children?: unknown
}

export type SitePage = { path: string; page: PageMeta }

/** Every page of a route tree, in tree order. */
export function sitePages(root: TreeRoute): SitePage[] {
  const children = (route: TreeRoute): TreeRoute[] =>
    Array.isArray(route.children)
      ? route.children
      : route.children && typeof route.children === 'object'
        ? (Object.values(route.children) as TreeRoute[])
        : []
  // The full path is the parents' paths joined (the tree holds it without a router too, unlike `fullPath`).
  const walk = (route: TreeRoute, parentPath: string): SitePage[] => {
    const fullPath = `${parentPath}${route.options.path ?? ''}`.replace(/\/{2,}/g, '/')
    const page = route.options.staticData?.page
    const own = page ? [{ path: sitePath(fullPath), page }] : []
    return [...own, ...children(route).flatMap((child) => walk(child, fullPath))]
  }
  return walk(root, '')
}

/**
 * The pages pre-rendered to HTML at build time (scripts/prerender.mjs): every page of the site. A loader reads
 * nothing at the pre-render (`loadPage`, src/lib/route-data.ts), so a page that waits for server data is written
 * with its loading states; the browser draws it with its data.
 */
export function prerenderedPaths(root: TreeRoute): string[] {
  return sitePages(root).map((p) => p.path)
}

/** The matches of a location, as the router state holds them (the part read here). */
type MatchLike = { staticData?: { page?: PageMeta }; status: string; globalNotFound?: boolean }

/** The page a location shows, or undefined for the 404 page. */
export function pageOfMatches(matches: readonly MatchLike[]): PageMeta | undefined {
  if (matches.some((m) => m.status === 'notFound' || m.globalNotFound === true)) return undefined
  return matches.at(-1)?.staticData?.page
}
