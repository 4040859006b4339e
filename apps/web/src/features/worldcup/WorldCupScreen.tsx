import { bettingRecordsQueryOptions } from '@finaverse/sdk/query'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { PageHeader } from '../../components/PageHeader'
import { Tabs } from '../../components/Tabs'
import { ErrorNotice } from '../errors/ErrorNotice'
import { MatchList } from './common/MatchList'
import { matchStage } from './common/matches'
import { shareCredits } from './common/prize'
import { useWorldCup } from './common/useWorldCup'
import { EventFacts } from './components/EventFacts'
import { Leaderboard } from './components/Leaderboard'
import { PrizePool } from './components/PrizePool'
import { Top16 } from './components/Top16'

const TABS = ['leaderboard', 'group', 'final', 'top16'] as const
type Tab = (typeof TABS)[number]

/**
 * /worldcup: the event in public. Tabs "Leaderboard" (the contract's top 3 and the API's ranking), "Group matches",
 * "Final matches" and "Top 16 ranking"; the prize pool live with its split and calculator; the dates, raffle and
 * mystery box odds. No wallet needed; a connected player's share fills the calculator.
 */
export function WorldCupScreen() {
  const { t } = useLingui()
  const cup = useWorldCup()
  const [tab, setTab] = useState<Tab>('leaderboard')
  const record = useQuery({
    ...bettingRecordsQueryOptions(cup.client, {
      user: cup.account ?? '0x0000000000000000000000000000000000000000',
    }),
    enabled: cup.account !== undefined && !cup.wrongChain,
  })
  const labels: Record<Tab, string> = {
    leaderboard: t`Leaderboard`,
    group: t`Group matches`,
    final: t`Final matches`,
    top16: t`Top 16 ranking`,
  }
  const matches = cup.matches.data ?? []
  const now = cup.now()
  const state = cup.state.data
  const pool = state
    ? state.prizePool + (now < Number(state.claimEndTime) ? state.pendingPool : 0n)
    : undefined
  const error = cup.matches.error ?? cup.state.error
  return (
    <section className="page worldcup">
      <PageHeader />
      <ErrorNotice error={error} alert />
      <PrizePool
        pool={pool}
        totalShareCredits={state?.totalShareCredits}
        myShare={record.data ? shareCredits(record.data) : undefined}
      />
      <Tabs
        label={t`World Cup`}
        className="wc-tabs"
        tabs={TABS.map((id) => ({ id, label: labels[id] }))}
        selected={tab}
        onSelect={setTab}
      >
        {tab === 'leaderboard' ? <Leaderboard client={cup.client} /> : null}
        {tab === 'group' || tab === 'final' ? (
          <MatchList
            label={labels[tab]}
            matches={matches.filter((m) => matchStage(m.matchId) === tab)}
            now={now}
            offset={cup.offset}
            onKickOff={() => void cup.matches.refetch()}
          />
        ) : null}
        {tab === 'top16' ? (
          <Top16
            client={cup.client}
            matches={matches}
            closesAt={state?.finalRankingBetEndTime}
            now={now}
            offset={cup.offset}
          />
        ) : null}
      </Tabs>
      <EventFacts matches={cup.matches.data} state={state} offset={cup.offset} />
    </section>
  )
}
