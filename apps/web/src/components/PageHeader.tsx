import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { pageFor } from '../pages'

/** A page's heading (h1) and short description, from the route table. */
export function PageHeader({ path, children }: { path: string; children?: ReactNode }) {
  const { i18n } = useLingui()
  const page = pageFor(path)
  if (!page) return null
  return (
    <header className="page-header">
      <h1>{i18n._(page.title)}</h1>
      <p className="lead">{i18n._(page.description)}</p>
      {children}
    </header>
  )
}
