// Translated display names of domain values (the values themselves come from @finaverse/domain).
import type { Faction } from '@finaverse/domain'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export const FACTION_LABELS: Record<Faction, MessageDescriptor> = {
  "Athena's Aegis": msg`Athena's Aegis`,
  Ouroboros: msg`Ouroboros`,
  "Prometheus' Fire": msg`Prometheus' Fire`,
  "Thoth's Book": msg`Thoth's Book`,
}
