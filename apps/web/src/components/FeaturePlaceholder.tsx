import { Trans } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { PageHeader } from '../components/PageHeader'
import { stripLocale } from '../i18n/locale'

/** Feature routes (staking, mint, merge...) show their title and short description until their issue lands. */
export default function FeaturePage() {
  const path = useRouterState({ select: (s) => stripLocale(s.location.pathname) })
  return (
    <section className="page">
      <PageHeader path={path} />
      <div className="panel panel--soon">
        <p>
          <Trans>
            This screen is being forged. Connect your wallet now and it will be ready when the screen opens.
          </Trans>
        </p>
      </div>
    </section>
  )
}
