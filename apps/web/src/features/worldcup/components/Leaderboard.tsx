import type { FinaverseBareClient } from '@finaverse/sdk'
import { getLeaderboardQueryOptions } from '@finaverse/sdk/query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { getAddress, zeroAddress } from 'viem'
import { StackedTable } from '../../../components/StackedTable'
import { TableHead } from '../../../components/TableHead'
import { formatNumber } from '../../../lib/intl'
import { errorText } from '../../errors/errorText'
import { worldCupLeaderboardQueryOptions } from '../queries'

/** The contract's podium (top 3 by winning points) and the API's full ranking. */
export function Leaderboard({ client }: { client: FinaverseBareClient }) {
  const { t, i18n } = useLingui()
  const podium = useQuery({ ...getLeaderboardQueryOptions(client, {}), refetchInterval: 15_000 })
  const ranking = useQuery(worldCupLeaderboardQueryOptions())
  const places = [t`1st`, t`2nd`, t`3rd`]
  return (
    <>
      <h2 className="sr-only">
        <Trans>Leaderboard</Trans>
      </h2>
      <ol className="list" data-testid="podium" aria-label={t`Top 3 on chain`}>
        {(podium.data ?? [zeroAddress, zeroAddress, zeroAddress]).map((address, place) => (
          <li key={places[place]}>
            <strong>{places[place]}</strong>{' '}
            <span className="mono wc-address">{address === zeroAddress ? t`empty` : address}</span>
          </li>
        ))}
      </ol>
      {ranking.isError ? (
        <p role="alert" className="field__error">
          {errorText(i18n, ranking.error)}
        </p>
      ) : null}
      <StackedTable>
        <table className="table" data-testid="ranking">
          <caption className="sr-only">
            <Trans>Ranking</Trans>
          </caption>
          <TableHead columns={[t`Rank`, t`Wallet`, t`Winning points`]} />
          <tbody>
            {(ranking.data?.items ?? []).map((entry) => (
              <tr key={entry.address}>
                <td>{entry.rank}</td>
                <td className="mono wc-address">{getAddress(entry.address)}</td>
                <td className="mono">{formatNumber(entry.winningPoints, i18n.locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </StackedTable>
      {ranking.data && ranking.data.items.length === 0 ? (
        <p className="muted">
          <Trans>Nobody has winning points yet.</Trans>
        </p>
      ) : null}
    </>
  )
}
