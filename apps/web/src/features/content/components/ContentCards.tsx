import type { ContentItem } from '@finaverse/sdk/rest'
import { Link } from '@tanstack/react-router'
import { DateText } from '../../../components/DateText'
import { Empty } from '../../../components/QueryState'

/** Cover of a content item: its image, or generated art from its id (no external assets). */
export function Cover({ item }: { item: Pick<ContentItem, 'id' | 'imageUrl' | 'title'> }) {
  if (item.imageUrl?.startsWith('/')) {
    return <img className="card__cover" src={item.imageUrl} alt="" loading="lazy" width={320} height={180} />
  }
  const hue = (item.id * 67) % 360
  return (
    <svg className="card__cover" viewBox="0 0 320 180" aria-hidden="true" focusable="false">
      <rect width="320" height="180" fill={`hsl(${hue} 45% 18%)`} />
      <circle cx="250" cy="60" r="48" fill={`hsl(${(hue + 40) % 360} 80% 60%)`} opacity="0.5" />
      <path d="M0 150 80 110 150 140 230 100 320 130V180H0z" fill={`hsl(${hue} 40% 10%)`} />
      <path d="M150 60l10 24h26l-21 15 8 25-23-15-23 15 8-25-21-15h26z" fill="#ffd36e" opacity="0.85" />
    </svg>
  )
}

/**
 * A grid of content items; news items link to their article (`/news?id=`). Each title is a heading one level below
 * the grid's own (`level`: 2 on a page whose only heading above is its h1, 3 under a section's h2), so the page's
 * headings never skip a level.
 */
export function ContentGrid({
  items,
  linkToArticle = false,
  level = 3,
}: {
  items: readonly ContentItem[]
  linkToArticle?: boolean
  level?: 2 | 3
}) {
  if (items.length === 0) return <Empty />
  const Title = level === 2 ? 'h2' : 'h3'
  return (
    <ul className="card-grid">
      {items.map((item) => (
        <li key={item.id} className="card">
          <Cover item={item} />
          <div className="card__body">
            <Title className="card__title">
              {linkToArticle ? (
                <Link to="/{-$locale}/news" search={{ id: item.id }}>
                  {item.title}
                </Link>
              ) : (
                item.title
              )}
            </Title>
            <p className="card__meta">
              <DateText iso={item.createdate} />
            </p>
            <p>{item.summary}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
