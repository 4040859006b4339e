import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { HeroArt } from '../../components/art/HeroArt'
import { QueryState } from '../../components/QueryState'
import { useLocale } from '../../i18n/useLocale'
import type { PageTo } from '../../pages'
import { ContentGrid } from './components/ContentCards'
import { contentListQuery, priceQuery } from './queries'

export default function HomePage() {
  const { t } = useLingui()
  const locale = useLocale()
  const news = useQuery(contentListQuery('news', locale))
  const price = useQuery(priceQuery())
  const features: { to: PageTo; title: string; text: string }[] = [
    {
      to: '/{-$locale}/mint',
      title: t`Mint heroes`,
      text: t`Open mystery boxes and reveal heroes from B to X rarity.`,
    },
    {
      to: '/{-$locale}/merge',
      title: t`Merge`,
      text: t`Fuse two heroes of the same rarity into a stronger one.`,
    },
    {
      to: '/{-$locale}/staking',
      title: t`Stake`,
      text: t`Stake FINA or LP tokens; the longer you stay, the higher your tier.`,
    },
    { to: '/{-$locale}/nft-bridge', title: t`Bridge`, text: t`Move hero cards from BSC to Polygon.` },
    {
      to: '/{-$locale}/worldcup',
      title: t`World Cup`,
      text: t`Cheer for your teams with heroes and share the prize pool.`,
    },
    { to: '/{-$locale}/leaderboard', title: t`Arena`, text: t`Climb the arena leaderboard each season.` },
  ]
  return (
    <div className="page page--home">
      <section className="hero" aria-labelledby="home-title">
        <div className="hero__text">
          <p className="eyebrow">Finaverse</p>
          <h1 id="home-title">
            <Trans>Collect heroes. Rule the Finaverse.</Trans>
          </h1>
          <p className="lead">
            <Trans>
              Hero cards on BSC and Polygon: mint and merge them, stake FINA, bridge your cards and fight for
              glory in the arena.
            </Trans>
          </p>
          <p className="row">
            <Link to="/{-$locale}/mint" className="button">
              <Trans>Mint heroes</Trans>
            </Link>
            <Link to="/{-$locale}/game" className="button button--ghost">
              <Trans>Play the game</Trans>
            </Link>
          </p>
          <p className="price-chip" aria-live="polite">
            <span>FINA</span>{' '}
            {price.data ? <strong>${price.data.FINA.toFixed(4)}</strong> : <span className="muted">…</span>}
          </p>
        </div>
        <HeroArt className="hero__art" />
      </section>
      <section aria-labelledby="home-features">
        <h2 id="home-features">
          <Trans>Your adventure</Trans>
        </h2>
        <ul className="feature-grid">
          {features.map((f) => (
            <li key={f.to} className="feature">
              <h3>
                <Link to={f.to}>{f.title}</Link>
              </h3>
              <p>{f.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-news">
        <h2 id="home-news">
          <Trans>Latest news</Trans>
        </h2>
        <QueryState query={news}>
          {(data) => <ContentGrid items={data.items.slice(0, 3)} linkToArticle />}
        </QueryState>
        <p>
          <Link to="/{-$locale}/news">
            <Trans>All news</Trans>
          </Link>
        </p>
      </section>
    </div>
  )
}
