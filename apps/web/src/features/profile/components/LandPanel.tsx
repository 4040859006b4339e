import { Trans } from '@lingui/react/macro'

/** "Land": the spec lists the tab and nothing else yet. */
export function LandPanel() {
  return (
    <p className="notice" data-testid="land-soon">
      <Trans>Land is not available yet. It will appear here when it opens.</Trans>
    </p>
  )
}
