import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { buildMenu, type MenuEntry } from '../menu'

function EntryLink({ entry, onNavigate }: { entry: MenuEntry; onNavigate: () => void }) {
  const { i18n } = useLingui()
  const label = i18n._(entry.label)
  if (entry.target.kind === 'external') {
    return (
      <a
        href={entry.target.href}
        target="_blank"
        rel="noopener noreferrer"
        data-menu={entry.id}
        onClick={onNavigate}
      >
        {label} <span aria-hidden="true">↗</span>
      </a>
    )
  }
  return (
    <Link
      to={entry.target.to}
      {...(entry.target.hash ? { hash: entry.target.hash } : {})}
      data-menu={entry.id}
      onClick={onNavigate}
    >
      {label}
    </Link>
  )
}

const MENU = buildMenu()

/** The full menu: a disclosure button that opens every entry of the spec, grouped. */
export function Menu() {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const id = useId()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    const onClick = (event: MouseEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('mousedown', onClick)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('mousedown', onClick)
    }
  }, [open])
  return (
    <div className="menu" ref={ref}>
      <button
        type="button"
        className="button button--ghost button--small menu__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="burger" aria-hidden="true" />
        {/* On a phone only the burger shows (the header keeps one row); the name stays for assistive technology. */}
        <span className="menu__label">{t`Menu`}</span>
      </button>
      <nav id={id} className="menu__panel" hidden={!open} aria-label={t`Main menu`}>
        {MENU.map((group) => (
          <div key={group.id} className="menu__group">
            <h2 className="menu__heading">{i18n._(group.label)}</h2>
            <ul>
              {group.entries.map((entry) => (
                <li key={entry.id}>
                  <EntryLink entry={entry} onNavigate={() => setOpen(false)} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </div>
  )
}
