import type { FinaverseBareClient } from '@finaverse/sdk'
import { getCountryHeroesQueryOptions } from '@finaverse/sdk/query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueries } from '@tanstack/react-query'
import { StackedTable } from '../../../components/StackedTable'
import { TableHead } from '../../../components/TableHead'
import { formatNumber } from '../../../lib/intl'
import { Countdown } from '../../../ui/Countdown'
import { Team } from '../common/MatchList'
import { type MatchInfo, top16Countries } from '../common/matches'

/** The top-16 ranking: each country and how many SS-or-better heroes cheer for it, and when cheering closes. */
export function Top16({
  client,
  matches,
  closesAt,
  now,
  offset,
}: {
  client: FinaverseBareClient
  matches: readonly MatchInfo[]
  closesAt: bigint | undefined
  now: number
  offset: number
}) {
  const { t, i18n } = useLingui()
  const countries = top16Countries(matches)
  const heroes = useQueries({
    queries: countries.map((countryId) => getCountryHeroesQueryOptions(client, { countryId })),
  })
  return (
    <>
      <h2 className="sr-only">
        <Trans>Top 16 ranking</Trans>
      </h2>
      <p>
        {closesAt === undefined ? null : Number(closesAt) > now ? (
          <>
            <Trans>Pick the champion with SS heroes or better. Cheering closes in</Trans>{' '}
            <Countdown until={Number(closesAt)} offset={offset} />
          </>
        ) : (
          <Trans>Cheering on the top-16 ranking is closed.</Trans>
        )}
      </p>
      <StackedTable>
        <table className="table" data-testid="top16">
          <caption className="sr-only">{t`Top 16 ranking`}</caption>
          <TableHead columns={[t`Country`, t`Heroes cheering`]} />
          <tbody>
            {countries.map((id, index) => (
              <tr key={String(id)}>
                <td>
                  <Team id={id} />
                </td>
                <td className="mono">
                  {heroes[index]?.data === undefined
                    ? '…'
                    : formatNumber(heroes[index].data.length, i18n.locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </StackedTable>
    </>
  )
}
