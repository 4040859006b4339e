// A modal dialog on the native <dialog> (focus trap, Escape, backdrop): the wallet menu's connect and account
// dialogs and the screens' confirm steps.
import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useRef } from 'react'

export function Dialog({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const isOpen = useRef(open)
  useEffect(() => {
    isOpen.current = open
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  const { t } = useLingui()
  // `onClose` is for the visitor closing it (Escape); a close because `open` turned false is not reported back.
  const closedByVisitor = () => {
    if (isOpen.current) onClose()
  }
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-label={title}
      onClose={closedByVisitor}
      onCancel={closedByVisitor}
    >
      <div className="dialog__head">
        <h2 className="dialog__title">{title}</h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t`Close`}>
          ×
        </button>
      </div>
      {children}
    </dialog>
  )
}
