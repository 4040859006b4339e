import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useId } from 'react'
import { PageHeader } from '../../components/PageHeader'
import { Empty, QueryState } from '../../components/QueryState'
import { StackedTable } from '../../components/StackedTable'
import { TableHead } from '../../components/TableHead'
import { shortAddress } from '../../lib/format'
import { formatNumber } from '../../lib/intl'
import { leaderboardQuery } from './queries'

export default function LeaderboardPage() {
  const { t, i18n } = useLingui()
  const { season } = useSearch({ from: '/{-$locale}/leaderboard' })
  const navigate = useNavigate({ from: '/{-$locale}/leaderboard' })
  const board = useQuery(leaderboardQuery(season))
  const seasonId = useId()
  const current = board.data?.season ?? season ?? null
  const seasons = current
    ? Array.from({ length: Math.max(current, season ?? 0) }, (_, i) => i + 1).reverse()
    : []
  return (
    <section className="page">
      <PageHeader />
      {seasons.length > 0 ? (
        <div className="field field--inline">
          <label htmlFor={seasonId}>
            <Trans>Season</Trans>
          </label>
          <select
            id={seasonId}
            className="select"
            value={String(current)}
            onChange={(e) => void navigate({ search: { season: Number(e.target.value) }, replace: true })}
          >
            {seasons.map((s) => (
              <option key={s} value={s}>
                {t`Season ${s}`}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <QueryState query={board}>
        {(data) =>
          data.items.length === 0 ? (
            <Empty />
          ) : (
            <StackedTable>
              <table className="table">
                <caption className="sr-only">{t`Arena leaderboard`}</caption>
                <TableHead
                  columns={[t`Rank`, t`Player`, t`Formation`, t`Wins`, t`Win rate`, t`Max streak`, t`Reward`]}
                />
                <tbody>
                  {data.items.map((entry) => (
                    <tr key={`${entry.season}-${entry.rank}-${entry.player}`}>
                      <td>{entry.rank}</td>
                      <td className="mono">
                        {/^0x[0-9a-fA-F]{40}$/.test(entry.player) ? shortAddress(entry.player) : entry.player}
                      </td>
                      <td>{entry.formation.map((id) => `#${id}`).join(' ')}</td>
                      <td>{entry.wins}</td>
                      <td>
                        {formatNumber(entry.winRate, i18n.locale, {
                          style: 'percent',
                          maximumFractionDigits: 1,
                        })}
                      </td>
                      <td>{entry.maxStreak}</td>
                      <td>{entry.reward} FINA</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </StackedTable>
          )
        }
      </QueryState>
    </section>
  )
}
