import { useQuery } from '@tanstack/react-query'
import { PageHeader } from '../../components/PageHeader'
import { QueryState } from '../../components/QueryState'
import { useLocale } from '../../i18n/useLocale'
import { ContentGrid } from './components/ContentCards'
import { contentListQuery } from './queries'

export default function FanArtPage() {
  const locale = useLocale()
  const list = useQuery(contentListQuery('fanart', locale))
  return (
    <section className="page">
      <PageHeader />
      <QueryState query={list}>{(data) => <ContentGrid items={data.items} level={2} />}</QueryState>
    </section>
  )
}
