import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useSearch } from '@tanstack/react-router'
import { DateText } from '../../components/DateText'
import { PageHeader } from '../../components/PageHeader'
import { Empty, QueryState } from '../../components/QueryState'
import { useLocale } from '../../i18n/useLocale'
import { ContentGrid, Cover } from './components/ContentCards'
import { articleQuery, blogQuery, contentListQuery } from './queries'

function Article({ id }: { id: number }) {
  const article = useQuery(articleQuery(id))
  return (
    <article className="page article">
      <p>
        <Link to="/{-$locale}/news">
          ← <Trans>All news</Trans>
        </Link>
      </p>
      <QueryState query={article}>
        {(item) => (
          <>
            <h1>{item.title}</h1>
            <p className="card__meta">
              <DateText iso={item.createdate} />
            </p>
            <Cover item={item} />
            {item.body.split(/\n{2,}/).map((paragraph, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text
              <p key={i}>{paragraph}</p>
            ))}
          </>
        )}
      </QueryState>
    </article>
  )
}

function NewsList() {
  const locale = useLocale()
  const news = useQuery(contentListQuery('news', locale))
  const blog = useQuery(blogQuery())
  return (
    <section className="page">
      <PageHeader />
      <QueryState query={news} page>
        {(data) => <ContentGrid items={data.items} linkToArticle level={2} />}
      </QueryState>
      <section aria-labelledby="blog-title">
        <h2 id="blog-title">
          <Trans>From the blog</Trans>
        </h2>
        <QueryState query={blog}>
          {(data) =>
            data.items.length === 0 ? (
              <Empty />
            ) : (
              <ul className="list">
                {data.items.map((item) => (
                  <li key={item.link}>
                    <a href={item.link} target="_blank" rel="noopener noreferrer">
                      {item.title}
                    </a>{' '}
                    <span className="muted">
                      <DateText iso={item.pubDate} />
                    </span>
                    <p>{item.summary}</p>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </section>
    </section>
  )
}

export default function NewsPage() {
  const { id } = useSearch({ from: '/{-$locale}/news' })
  return id ? <Article id={id} /> : <NewsList />
}
