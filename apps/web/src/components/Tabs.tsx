import { useNavigate, useSearch } from '@tanstack/react-router'
import { type KeyboardEvent, type ReactNode, useRef } from 'react'

/** One tab: its id (the `?tab=` value and the DOM ids `tab-<id>`, `panel-<id>`) and its visible name. */
export interface TabItem<T extends string> {
  id: T
  label: ReactNode
}

export interface TabsProps<T extends string> {
  /** The tab list's accessible name. */
  label: string
  tabs: readonly TabItem<T>[]
  selected: T
  onSelect: (id: T) => void
  /** Extra classes of the tab list (it always has `tabs`). */
  className?: string
  /** The selected tab's panel. */
  children: ReactNode
}

/** The key's target among `count` tabs from index `at`: arrows wrap, Home and End go to the ends; -1 for other keys. */
export function tabKeyTarget(key: string, at: number, count: number): number {
  switch (key) {
    case 'ArrowRight':
      return (at + 1) % count
    case 'ArrowLeft':
      return (at - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return -1
  }
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: a `tablist` of `tab` buttons and the selected tab's
 * `tabpanel`. Only the selected tab is in the Tab order (roving tabindex); Left and Right arrows move to the previous
 * or next tab (wrapping), Home and End to the first and last, selecting it and moving the focus to it. Controlled:
 * the screen keeps the selection (in its state, or in the URL with `useSearchTab`).
 */
export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  className,
  children,
}: TabsProps<T>) {
  const buttons = useRef(new Map<T, HTMLButtonElement>())
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next =
      tabs[
        tabKeyTarget(
          event.key,
          tabs.findIndex((tab) => tab.id === selected),
          tabs.length,
        )
      ]
    if (!next) return
    event.preventDefault()
    onSelect(next.id)
    buttons.current.get(next.id)?.focus()
  }
  return (
    <>
      <div
        className={className ? `tabs ${className}` : 'tabs'}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element)
              else buttons.current.delete(tab.id)
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-controls={`panel-${tab.id}`}
            aria-selected={tab.id === selected}
            tabIndex={tab.id === selected ? 0 : -1}
            className="tab"
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${selected}`} aria-labelledby={`tab-${selected}`}>
        {children}
      </div>
    </>
  )
}

/**
 * The selected tab kept in the URL's `?tab=` (validated by the route's search schema), so that every tab can be
 * linked. The first id is the default: its URL has no `tab`. `reset` names search keys that belong to one tab (a
 * history's `page`) and are dropped on a switch; other keys are kept. The change replaces the history entry.
 */
export function useSearchTab<T extends string>(
  ids: readonly T[],
  reset: readonly string[] = [],
): [T, (id: T) => void] {
  const search = useSearch({ strict: false }) as { tab?: unknown }
  const navigate = useNavigate()
  const fallback = ids[0] as T
  const tab = ids.includes(search.tab as T) ? (search.tab as T) : fallback
  const select = (id: T) =>
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => {
        const { tab: _tab, ...rest } = previous
        for (const key of reset) delete rest[key]
        return id === fallback ? rest : { ...rest, tab: id }
      },
      replace: true,
      resetScroll: false,
    })
  return [tab, select]
}
