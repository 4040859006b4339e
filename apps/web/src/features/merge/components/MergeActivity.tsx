import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { useFinaverseClient } from '../../tx/useFinaverseClient'
import { useMerges } from '../hooks/useMerges'
import { clearWatched, isWatched, watchMerge } from '../merge-store'
import { MergeProgress } from './MergeProgress'

/**
 * The player's merges that wait for their randomness (found on the chain, so after a reload too) and those that
 * resolved while this page was open, each with its live status and then its receipt.
 */
export function MergeActivity() {
  const { client, account, chainId } = useFinaverseClient('bsc')
  const { merges } = useMerges(client, account)
  const [, setCleared] = useState(0)
  for (const merge of merges) if (merge.status === 1) watchMerge(chainId, merge.mergeId)
  const shown = merges.filter((merge) => isWatched(chainId, merge.mergeId)).reverse()
  if (shown.length === 0) return null
  return (
    <section className="panel merge-activity" aria-labelledby="merge-activity-title">
      <h2 id="merge-activity-title">
        <Trans>Your merges</Trans>
      </h2>
      <ul className="merge-activity__list">
        {shown.map((merge) => (
          <li key={String(merge.mergeId)}>
            <MergeProgress merge={merge} />
          </li>
        ))}
      </ul>
      {shown.some((merge) => merge.status !== 1) ? (
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={() => {
            clearWatched(chainId)
            setCleared((n) => n + 1)
          }}
        >
          <Trans>Hide finished receipts</Trans>
        </button>
      ) : null}
    </section>
  )
}
