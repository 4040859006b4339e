import { Trans } from '@lingui/react/macro'

/** Shown in place of a page whose data takes longer than 200 ms. */
export function PendingBar() {
  return (
    <div className="page pending" aria-busy="true">
      <div className="skeleton skeleton--title" />
      <div className="skeleton" />
      <div className="skeleton" />
      <p className="sr-only">
        <Trans>Loading…</Trans>
      </p>
    </div>
  )
}
