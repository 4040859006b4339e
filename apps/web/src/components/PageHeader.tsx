import { useLingui } from '@lingui/react/macro'
import { useMatches } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/** The page's heading (h1) and short description, from its route's `staticData.page`. */
export function PageHeader({ children }: { children?: ReactNode }) {
  const { i18n } = useLingui()
  const page = useMatches({ select: (matches) => matches.at(-1)?.staticData.page })
  if (!page) return null
  return (
    <header className="page-header">
      <h1>{i18n._(page.title)}</h1>
      <p className="lead">{i18n._(page.description)}</p>
      {children}
    </header>
  )
}
