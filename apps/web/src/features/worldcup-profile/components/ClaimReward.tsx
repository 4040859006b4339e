import { claimMatchBetReward } from '@finaverse/sdk/actions'
import { msg } from '@lingui/core/macro'
import { Plural, Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { Countdown } from '../../../ui/Countdown'
import { TxButton } from '../../tx/TxButton'
import { TxStatus } from '../../tx/TxStatus'
import { useWriteFlow } from '../../tx/useWriteFlow'
import { rewardState } from '../profile'

const CLAIM = msg`Claim reward`

/**
 * "Claim reward": the final collection (the prize once, the staked heroes back, 100 a call). Before the end of the
 * claim window it counts down; once done it says so and the button is gone, from the moment the transaction is
 * mined (not only after the reads refresh).
 */
export function ClaimReward({
  record,
  now,
  claimEndTime,
  offset,
}: {
  record: { activated: boolean; rewardClaimed: boolean; tokenCount: number; tokensReturned: number }
  now: number
  claimEndTime: bigint
  offset: number
}) {
  // The heroes returned by claims mined in this page (100 at most each), before the reads catch up.
  const [returnedNow, setReturnedNow] = useState<number | null>(null)
  const flow = useWriteFlow({
    role: 'bsc',
    label: CLAIM,
    prepare: (client, account) => claimMatchBetReward(client, { account }),
    onSuccess: () => setReturnedNow(Math.min(record.tokenCount, record.tokensReturned + 100)),
  })
  const state = rewardState({
    ...record,
    rewardClaimed: record.rewardClaimed || returnedNow !== null,
    tokensReturned: Math.max(record.tokensReturned, returnedNow ?? 0),
    now,
    claimEndTime: Number(claimEndTime),
  })
  const left = record.tokenCount - Math.max(record.tokensReturned, returnedNow ?? 0)
  return (
    <section className="panel" aria-labelledby="reward-title">
      <h2 id="reward-title">
        <Trans>Final reward</Trans>
      </h2>
      <div role="status" data-testid="reward-state">
        {state === 'done' ? (
          <p className="notice notice--ok">
            <Trans>Reward collected: your prize is paid and every staked hero is back in your wallet.</Trans>
          </p>
        ) : state === 'none' ? (
          <p className="muted">
            <Trans>You have not taken part in the event.</Trans>
          </p>
        ) : state === 'waiting' ? (
          <p>
            <Trans>The final collection opens at the claim deadline, in</Trans>{' '}
            <Countdown until={Number(claimEndTime)} offset={offset} />
          </p>
        ) : (
          <p>
            <Trans>
              Collect your prize and your <Plural value={left} one="# staked hero" other="# staked heroes" />.
            </Trans>
          </p>
        )}
      </div>
      {state === 'open' || state === 'waiting' ? (
        <TxButton flow={flow} disabled={state === 'waiting'}>
          <Trans>Claim reward</Trans>
        </TxButton>
      ) : null}
      <TxStatus
        flow={flow}
        chain="bsc"
        summary={
          <p>
            <Trans>
              Collect your prize (podium place and credit share, paid once) and up to 100 staked heroes back
              to your wallet.
            </Trans>
          </p>
        }
      />
    </section>
  )
}
