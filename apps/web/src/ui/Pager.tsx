import { Trans } from '@lingui/react/macro'

export interface PagerProps {
  /** The page shown, from 1. */
  page: number
  /** How many pages there are (at least 1). */
  pages: number
  /** The navigation landmark's name (e.g. "Merge history pages"). */
  label: string
  onPage: (page: number) => void
  className?: string
}

/**
 * A history table's paging row: "Previous page", "Page n of m" (announced politely) and "Next page", the buttons
 * disabled at the ends. Nothing is shown for a single page.
 */
export function Pager({ page, pages, label, onPage, className }: PagerProps) {
  if (pages <= 1) return null
  return (
    <nav className={className ? `row ${className}` : 'row'} aria-label={label}>
      <button
        type="button"
        className="button button--small button--ghost"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <Trans>Previous page</Trans>
      </button>
      <span aria-live="polite">
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      <button
        type="button"
        className="button button--small button--ghost"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <Trans>Next page</Trans>
      </button>
    </nav>
  )
}

/** The number of pages of `total` items, `size` a page: at least 1. */
export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / size))
