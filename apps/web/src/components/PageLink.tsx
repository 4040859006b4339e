import { useLingui } from '@lingui/react/macro'
import { Link, useRouter } from '@tanstack/react-router'
import type { PageTo } from '../pages'

/** A link to a page of the route tree, named by the page's label (or title), in the current language. */
export function PageLink({ to }: { to: PageTo }) {
  const { i18n } = useLingui()
  const page = useRouter().routesByPath[to].options.staticData?.page
  return <Link to={to}>{page ? i18n._(page.label ?? page.title) : to}</Link>
}
