import { FACTIONS, RARITIES } from '@finaverse/domain'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useId } from 'react'
import { PageHeader } from '../../components/PageHeader'
import { Empty, QueryState } from '../../components/QueryState'
import { FACTION_LABELS } from '../../i18n/labels'
import { useLocale } from '../../i18n/useLocale'
import { Cover } from './components/ContentCards'
import { filterHeroes, heroMeta } from './hero-meta'
import { contentListQuery } from './queries'
import { heroesSearch } from './search'

export default function HeroesPage() {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const search = useSearch({ from: '/{-$locale}/heroes' })
  const navigate = useNavigate({ from: '/{-$locale}/heroes' })
  const heroes = useQuery(contentListQuery('heroes', locale))
  const rarityId = useId()
  const factionId = useId()
  // The select's value goes through the route's schema: "" (all) and anything unknown drop the filter.
  const setFilter = (key: 'rarity' | 'faction', value: string) =>
    void navigate({
      search: (prev) => heroesSearch.parse({ ...prev, [key]: value || undefined }),
      replace: true,
    })
  return (
    <section className="page">
      <PageHeader />
      <form className="filters" onSubmit={(e) => e.preventDefault()} aria-label={t`Filter heroes`}>
        <div className="field">
          <label htmlFor={rarityId}>
            <Trans>Rarity</Trans>
          </label>
          <select
            id={rarityId}
            className="select"
            value={search.rarity ?? ''}
            onChange={(e) => setFilter('rarity', e.target.value)}
          >
            <option value="">{t`All rarities`}</option>
            {RARITIES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={factionId}>
            <Trans>Faction</Trans>
          </label>
          <select
            id={factionId}
            className="select"
            value={search.faction ?? ''}
            onChange={(e) => setFilter('faction', e.target.value)}
          >
            <option value="">{t`All factions`}</option>
            {FACTIONS.map((f) => (
              <option key={f} value={f}>
                {i18n._(FACTION_LABELS[f])}
              </option>
            ))}
          </select>
        </div>
      </form>
      <QueryState query={heroes}>
        {(data) => {
          const items = filterHeroes(data.items, search)
          if (items.length === 0) return <Empty />
          return (
            <ul className="card-grid card-grid--heroes">
              {items.map((item) => {
                const meta = heroMeta(item)
                return (
                  <li key={item.id} className="card card--hero">
                    <Cover item={item} />
                    <div className="card__body">
                      <h2 className="card__title">{item.title}</h2>
                      <p className="card__meta">
                        {meta.rarity ? (
                          <span className={`rarity rarity--${meta.rarity.replace(/\+/g, 'p')}`}>
                            {meta.rarity}
                          </span>
                        ) : null}{' '}
                        {meta.faction ? i18n._(FACTION_LABELS[meta.faction]) : null}
                      </p>
                      <p>{item.summary}</p>
                    </div>
                  </li>
                )
              })}
            </ul>
          )
        }}
      </QueryState>
    </section>
  )
}
