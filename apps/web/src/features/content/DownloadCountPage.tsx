import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { PageHeader } from '../../components/PageHeader'
import { QueryState } from '../../components/QueryState'
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
            <strong>{i18n.number(data.count)}</strong>
            <span>
              <Trans>downloads of the Android game</Trans>
            </span>
          </p>
        )}
      </QueryState>
    </section>
  )
}
