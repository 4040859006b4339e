import type { FinaverseBareClient } from '@finaverse/sdk'
import {
  bettingRecordsQueryOptions,
  getUserBetsAllQueryOptions,
  getUserBetTokenListQueryOptions,
  getUserUnclaimedCreditsQueryOptions,
} from '@finaverse/sdk/query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { PageHeader } from '../../components/PageHeader'
import { formatNumber } from '../../lib/intl'
import { CardTile } from '../cards/CardTile'
import { useHeroCards } from '../cards/useHeroCards'
import { ErrorNotice } from '../errors/ErrorNotice'
import { ChainGuard } from '../tx/ChainGuard'
import { useWorldCup } from '../worldcup/common/useWorldCup'
import { CheerHistory } from './components/CheerHistory'
import { ClaimReward } from './components/ClaimReward'
import { cheerRows } from './profile'
import { worldCupProfileQueryOptions } from './queries'

function Profile({
  cup,
  client,
  user,
}: {
  cup: ReturnType<typeof useWorldCup>
  client: FinaverseBareClient
  user: Address
}) {
  const { i18n } = useLingui()
  const record = useQuery(bettingRecordsQueryOptions(client, { user }))
  const unclaimed = useQuery(getUserUnclaimedCreditsQueryOptions(client, { user }))
  const bets = useQuery(getUserBetsAllQueryOptions(client, { user }))
  const tokens = useQuery(getUserBetTokenListQueryOptions(client, { user }))
  const ranked = useQuery(worldCupProfileQueryOptions(user))
  const returned = record.data?.tokensReturned ?? 0
  const staked = useHeroCards(
    client,
    (tokens.data ?? []).slice(returned).map((tokenId) => ({ tokenId })),
  )
  const rows = cheerRows(cup.matches.data ?? [], bets.data ?? [])
  const num = (value: number | bigint | undefined) =>
    value === undefined ? '…' : formatNumber(Number(value), i18n.locale)
  const rank = ranked.data === undefined ? '…' : ranked.data.profile ? `#${ranked.data.profile.rank}` : '—'
  const failure = record.error ?? bets.error ?? ranked.error ?? tokens.error
  // "No heroes staked" only once the list is known (never while it loads, nor after a failed read).
  const stakedKnown = tokens.data !== undefined && record.data !== undefined && !staked.pending
  return (
    <>
      <ErrorNotice error={failure} alert />
      <div className="stat-grid" data-testid="event-stats">
        <div className="stat">
          <span className="stat__label">
            <Trans>Rank</Trans>
          </span>
          <strong className="stat__value" data-testid="stat-rank">
            {rank}
          </strong>
        </div>
        <div className="stat">
          <span className="stat__label">
            <Trans>Winning points</Trans>
          </span>
          <strong className="stat__value" data-testid="stat-points">
            {num(record.data?.winCredits)}
          </strong>
        </div>
        <div className="stat">
          <span className="stat__label">
            <Trans>Unclaimed credits</Trans>
          </span>
          <strong className="stat__value" data-testid="stat-unclaimed">
            {num(unclaimed.data)}
          </strong>
        </div>
        <div className="stat">
          <span className="stat__label">
            <Trans>General credits</Trans>
          </span>
          <strong className="stat__value" data-testid="stat-credits">
            {num(record.data?.credits)}
          </strong>
        </div>
        <div className="stat">
          <span className="stat__label">
            <Trans>Raffle tickets</Trans>
          </span>
          <strong className="stat__value" data-testid="stat-tickets">
            {num(record.data?.tokenCount)}
          </strong>
        </div>
      </div>
      {/* The claim first: on a phone it is in reach without scrolling past the history. */}
      {record.data && cup.state.data ? (
        <ClaimReward
          record={record.data}
          now={cup.now()}
          claimEndTime={cup.state.data.claimEndTime}
          offset={cup.offset}
        />
      ) : null}
      <section className="panel" aria-labelledby="cheers-title">
        <h2 id="cheers-title">
          <Trans>Cheers</Trans>
        </h2>
        <CheerHistory rows={rows} />
      </section>
      <section className="panel" aria-labelledby="staked-title">
        <h2 id="staked-title">
          <Trans>Heroes staked in the event</Trans>
        </h2>
        {staked.cards.length === 0 ? (
          <p className="muted">{stakedKnown ? <Trans>No heroes staked.</Trans> : '…'}</p>
        ) : (
          <ul className="card-grid" data-testid="staked-heroes">
            {staked.cards.map((card) => (
              <li key={String(card.tokenId)}>
                <CardTile card={card} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}

/**
 * /worldcup-profile: the player's rank (the API's ranking), winning points, unclaimed and general credits, raffle
 * tickets, cheers per match with their outcome, heroes staked in the event, and "Claim reward" for the final
 * collection.
 */
export function WorldCupProfileScreen() {
  const cup = useWorldCup()
  return (
    <section className="page worldcup-profile">
      <PageHeader />
      <ChainGuard chain="bsc">
        {cup.account ? <Profile key={cup.account} cup={cup} client={cup.client} user={cup.account} /> : null}
      </ChainGuard>
    </section>
  )
}
