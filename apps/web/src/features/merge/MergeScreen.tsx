import { Trans, useLingui } from '@lingui/react/macro'
import { useSearch } from '@tanstack/react-router'
import { PageHeader } from '../../components/PageHeader'
import { Tabs, useSearchTab } from '../../components/Tabs'
import { ChainGuard } from '../tx/ChainGuard'
import { MergeActivity } from './components/MergeActivity'
import { MergeForm } from './components/MergeForm'
import { MergeHistory } from './components/MergeHistory'
import { MergePrices } from './components/MergePrices'
import { MergeTerms } from './components/MergeTerms'
import { MERGE_TABS } from './search'
import './merge.css'

/**
 * /merge: designate merge (the main card goes up), random merge (either card may go up) and the player's merge
 * history, as three tabs. The prices, success rates and terms show without a wallet; picking cards, merging, the
 * live resolution with its receipt and the history need one on the BSC-role chain.
 */
export function MergeScreen() {
  const { t } = useLingui()
  const search = useSearch({ from: '/{-$locale}/merge' })
  const [tab, go] = useSearchTab(MERGE_TABS, ['page'])
  const tabs = [
    { id: 'designate', label: t`Designate merge` },
    { id: 'random', label: t`Random merge` },
    { id: 'history', label: t`Merge history` },
  ] as const
  return (
    <section className="page merge">
      <PageHeader />
      <Tabs label={t`Merge`} tabs={tabs} selected={tab} onSelect={go}>
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
      </Tabs>
      <p className="muted small merge__footnote">
        <Trans>
          Merges are decided by verifiable randomness: every result comes with a receipt your browser checks
          against the chain.
        </Trans>
      </p>
    </section>
  )
}
