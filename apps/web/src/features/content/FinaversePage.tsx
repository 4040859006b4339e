import { FACTIONS } from '@finaverse/domain'
import { Trans, useLingui } from '@lingui/react/macro'
import { PageHeader } from '../../components/PageHeader'
import { FACTION_LABELS } from '../../i18n/labels'

export default function FinaversePage() {
  const { t, i18n } = useLingui()
  const lore: Record<(typeof FACTIONS)[number], string> = {
    "Athena's Aegis": t`Strategists and guardians; their shields hold the line while others strike.`,
    Ouroboros: t`Keepers of endless cycles; what falls in battle returns stronger.`,
    "Prometheus' Fire": t`Rebels who stole the flame; fierce, fast and hard to stop.`,
    "Thoth's Book": t`Scholars of hidden knowledge; they bend the rules of every fight.`,
  }
  return (
    <section className="page">
      <PageHeader />
      <p className="prose">
        <Trans>
          The Finaverse is a world split between four factions. Heroes from each rise through nine rarities,
          from B to the legendary X, and meet in the arena.
        </Trans>
      </p>
      <ul className="feature-grid">
        {FACTIONS.map((faction) => (
          <li key={faction} className="feature">
            <h2>{i18n._(FACTION_LABELS[faction])}</h2>
            <p>{lore[faction]}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
