import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { StackedTable } from '../../../components/StackedTable'
import { TableHead } from '../../../components/TableHead'
import { formatNumber } from '../../../lib/intl'
import { Team } from '../../worldcup/common/MatchList'
import { OPTION_LABELS } from '../../worldcup/common/matches'
import type { CheerOutcome, CheerRow } from '../profile'

const OUTCOMES: Readonly<Record<CheerOutcome, MessageDescriptor>> = {
  won: msg`Won`,
  lost: msg`Lost`,
  pending: msg`No result yet`,
}

/** The player's cheers per match: teams, side, credits, outcome and the win claimed. */
export function CheerHistory({ rows }: { rows: readonly CheerRow[] }) {
  const { t, i18n } = useLingui()
  if (rows.length === 0)
    return (
      <p className="muted">
        <Trans>No cheers yet.</Trans>
      </p>
    )
  return (
    <StackedTable>
      <table className="table" data-testid="cheers">
        <caption className="sr-only">
          <Trans>Your cheers</Trans>
        </caption>
        <TableHead columns={[t`Match`, t`Side`, t`Credits`, t`Outcome`, t`Win claimed`]} />
        <tbody>
          {rows.map((row) => (
            <tr key={String(row.match.matchId)} data-testid={`cheer-${String(row.match.matchId)}`}>
              <td>
                #{String(row.match.matchId)} <Team id={row.match.homeId} /> vs <Team id={row.match.awayId} />
              </td>
              <td>{i18n._(OPTION_LABELS[row.option])}</td>
              <td className="mono">{formatNumber(Number(row.credits), i18n.locale)}</td>
              <td>{i18n._(OUTCOMES[row.outcome])}</td>
              <td className="mono">{formatNumber(Number(row.claimed), i18n.locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </StackedTable>
  )
}
