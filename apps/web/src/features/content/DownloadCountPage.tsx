import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { PageHeader } from '../../components/PageHeader'
import { QueryState } from '../../components/QueryState'
import { formatNumber } from '../../lib/intl'
import { downloadCountQuery } from './queries'

export default function DownloadCountPage() {
  const { i18n } = useLingui()
  const count = useQuery(downloadCountQuery())
  return (
    <section className="page">
      <PageHeader />
      <QueryState query={count}>
        {(data) => (
          <p className="big-number" data-testid="download-count">
            <strong>{formatNumber(data.count, i18n.locale)}</strong>
            <span>
              <Trans>downloads of the Android game</Trans>
            </span>
          </p>
        )}
      </QueryState>
    </section>
  )
}
