import { type ReactNode, useLayoutEffect, useRef } from 'react'

/** Gives every body cell its column's header as `data-label`, which the phone layout shows before the value. */
function labelCells(root: HTMLElement) {
  for (const table of root.querySelectorAll('table')) {
    const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '')
    for (const row of table.querySelectorAll('tbody tr')) {
      ;[...row.children].forEach((cell, index) => {
        const label = heads[index] ?? ''
        if (cell.getAttribute('data-label') !== label) cell.setAttribute('data-label', label)
      })
    }
  }
}

/**
 * A table's frame that keeps every column readable on a phone: below 520 px each row is a card and each value is
 * preceded by its column's name (no sideways scrolling that hides the amounts or statuses); wider, a plain table.
 */
export function StackedTable({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const root = ref.current
    if (!root) return
    labelCells(root)
    const observer = new MutationObserver(() => labelCells(root))
    observer.observe(root, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  }, [])
  return (
    <div className="table-wrap table-wrap--stack" ref={ref}>
      {children}
    </div>
  )
}
