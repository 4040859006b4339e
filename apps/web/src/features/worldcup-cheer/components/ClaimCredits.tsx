import {
  claimBetCreditsByMatchId,
  claimFinalMatchBetCredits,
  claimMatchBetCreditsAll,
} from '@finaverse/sdk/actions'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { formatNumber } from '../../../lib/intl'
import { TxButton } from '../../tx/TxButton'
import { TxStatus } from '../../tx/TxStatus'
import { useWriteFlow } from '../../tx/useWriteFlow'
import { Team } from '../../worldcup/common/MatchList'
import { claimableMatches, type MatchInfo, matchStatus, resultText } from '../../worldcup/common/matches'
import type { useWorldCup } from '../../worldcup/common/useWorldCup'
import type { CheerAccount } from '../hooks/useCheerAccount'

const CLAIM = msg`Claim credits`

/** One won match: its claim button, and the claim's status (kept after the claim, see {@link ClaimCredits}). */
function ClaimMatch({
  match,
  claimed,
  onClaimed,
}: {
  match: MatchInfo
  claimed: boolean
  onClaimed: (match: MatchInfo) => void
}) {
  const { i18n } = useLingui()
  const id = String(match.matchId)
  const flow = useWriteFlow({
    role: 'bsc',
    label: CLAIM,
    prepare: (client, account) => claimBetCreditsByMatchId(client, { account, matchId: match.matchId }),
    onSuccess: () => onClaimed(match),
  })
  const result = resultText(match.result, i18n)
  return (
    <li data-testid={`claimable-${id}`}>
      <p>
        <Trans>Match #{id}</Trans>: <Team id={match.homeId} /> vs <Team id={match.awayId} /> ·{' '}
        <Trans>Result: {result}</Trans>
      </p>
      <TxButton flow={flow} className="button button--small" disabled={claimed}>
        <Trans>Claim credits of match #{id}</Trans>
      </TxButton>
      <TxStatus
        flow={flow}
        chain="bsc"
        summary={
          <p>
            <Trans>Add the win of match #{id} to your credits and winning points.</Trans>
          </p>
        }
      />
    </li>
  )
}

/**
 * "Claim credits": what is claimable first (the total, each won match not claimed yet), then per match, all
 * matches at once, and the top-16 ranking (its simulation says when there is nothing to claim).
 */
export function ClaimCredits({
  cup,
  account,
}: {
  cup: ReturnType<typeof useWorldCup>
  account: CheerAccount
}) {
  const { i18n } = useLingui()
  const claimable = claimableMatches(cup.matches.data ?? [], account.bets.data ?? [])
  // A match claimed here stays in the list, its button off, until the screen is left: the refreshed list no longer
  // has it, and its row holds the claim's confirmation.
  const [claimedHere, setClaimedHere] = useState<MatchInfo[]>([])
  const rows = [
    ...claimable,
    ...claimedHere.filter((match) => !claimable.some((m) => m.matchId === match.matchId)),
  ].sort((a, b) => (a.matchId < b.matchId ? -1 : a.matchId > b.matchId ? 1 : 0))
  const claimedIds = new Set(claimedHere.map((match) => match.matchId))
  const all = useWriteFlow({
    role: 'bsc',
    label: CLAIM,
    prepare: (client, from) => claimMatchBetCreditsAll(client, { account: from }),
  })
  const final = useWriteFlow({
    role: 'bsc',
    label: CLAIM,
    prepare: (client, from) => claimFinalMatchBetCredits(client, { account: from }),
  })
  const unclaimed = account.unclaimed.data
  const unclaimedText = unclaimed === undefined ? '…' : formatNumber(Number(unclaimed), i18n.locale)
  const open =
    cup.state.data?.claimsEnabled !== false && cup.now() < Number(cup.state.data?.claimEndTime ?? 0n)
  // The top-16 ranking is settled by the final (the last match): before its result nothing can be claimed.
  const finalMatch = cup.matches.data?.at(-1)
  const finalPlayed = finalMatch !== undefined && matchStatus(finalMatch, cup.now()) === 'completed'
  return (
    <section className="panel" aria-labelledby="claim-title">
      <h2 id="claim-title">
        <Trans>Claim credits</Trans>
      </h2>
      <p data-testid="unclaimed-credits">
        <Trans>Claimable credits: {unclaimedText}</Trans>
      </p>
      {cup.state.data && !open ? (
        <p className="notice notice--warn">
          <Trans>The claim window is closed.</Trans>
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="muted">
          <Trans>No won match to claim.</Trans>
        </p>
      ) : (
        <ul className="list">
          {rows.map((match) => (
            <ClaimMatch
              key={String(match.matchId)}
              match={match}
              claimed={claimedIds.has(match.matchId)}
              onClaimed={(claimed) => setClaimedHere((list) => [...list, claimed])}
            />
          ))}
        </ul>
      )}
      <div className="row">
        <TxButton flow={all} disabled={claimable.length === 0}>
          <Trans>Claim credits of all matches</Trans>
        </TxButton>
        <TxButton flow={final} className="button button--ghost" disabled={!finalPlayed || !open}>
          <Trans>Claim credits of the top-16 ranking</Trans>
        </TxButton>
      </div>
      {finalPlayed ? null : (
        <p className="muted small" data-testid="top16-claim-when">
          <Trans>The top-16 ranking pays its credits once the final has been played.</Trans>
        </p>
      )}
      <TxStatus
        flow={all}
        chain="bsc"
        summary={
          <p>
            <Trans>Add the wins of every won match to your credits and winning points.</Trans>
          </p>
        }
      />
      <TxStatus
        flow={final}
        chain="bsc"
        summary={
          <p>
            <Trans>Add the win of your heroes on the champion to your credits and winning points.</Trans>
          </p>
        }
      />
    </section>
  )
}
