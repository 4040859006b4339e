import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate, useSearch } from '@tanstack/react-router'
import type { KeyboardEvent } from 'react'
import { PageHeader } from '../../components/PageHeader'
import { ChainGuard } from '../tx/ChainGuard'
import { MergeActivity } from './components/MergeActivity'
import { MergeForm } from './components/MergeForm'
import { MergeHistory } from './components/MergeHistory'
import { MergePrices } from './components/MergePrices'
import { MergeTerms } from './components/MergeTerms'
import { MERGE_TABS, type MergeTab } from './search'
import './merge.css'

/**
 * /merge: designate merge (the main card goes up), random merge (either card may go up) and the player's merge
 * history, as three tabs. The prices, success rates and terms show without a wallet; picking cards, merging, the
 * live resolution with its receipt and the history need one on the BSC-role chain.
 */
export function MergeScreen() {
  const { t } = useLingui()
  const search = useSearch({ from: '/{-$locale}/merge' })
  const navigate = useNavigate({ from: '/{-$locale}/merge' })
  const tab: MergeTab = search.tab ?? 'designate'
  const go = (next: MergeTab) => void navigate({ search: { tab: next }, replace: true, resetScroll: false })
  const labels: Record<MergeTab, string> = {
    designate: t`Designate merge`,
    random: t`Random merge`,
    history: t`Merge history`,
  }
  const onKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    const next = MERGE_TABS[
      (MERGE_TABS.indexOf(tab) + step + MERGE_TABS.length) % MERGE_TABS.length
    ] as MergeTab
    go(next)
    document.getElementById(`tab-${next}`)?.focus()
  }
  return (
    <section className="page merge">
      <PageHeader />
      <div className="tabs" role="tablist" aria-label={t`Merge`}>
        {MERGE_TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`tab-${id}`}
            aria-controls={`panel-${id}`}
            aria-selected={tab === id}
            tabIndex={tab === id ? 0 : -1}
            className="tab"
            onClick={() => go(id)}
            onKeyDown={onKey}
          >
            {labels[id]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'history' ? (
          <ChainGuard chain="bsc">
            <MergeHistory page={search.page ?? 1} />
          </ChainGuard>
        ) : (
          <>
            <MergeTerms designate={tab === 'designate'} />
            <ChainGuard chain="bsc">
              <MergeForm key={tab} designate={tab === 'designate'} />
              <MergeActivity />
            </ChainGuard>
            <MergePrices />
          </>
        )}
      </div>
      <p className="muted small merge__footnote">
        <Trans>
          Merges are decided by verifiable randomness: every result comes with a receipt your browser checks
          against the chain.
        </Trans>
      </p>
    </section>
  )
}
