import { currentTier, rewardAtTier, type Tier, timeToNextTier } from '@finaverse/domain'
import { Trans, useLingui } from '@lingui/react/macro'
import { Countdown } from '../../../ui/Countdown'
import { formatUnits } from '../../../ui/format'

/**
 * The tier planner: the current tier, a live countdown to the next one, and what a withdrawal now would pay against
 * one at the next tier (on the reward pending now), from the domain's farm rules and the chain's clock.
 */
export function TierPlanner({
  tiers,
  averageDepositedTime,
  pending,
  chainNow,
  clockOffset,
}: {
  tiers: readonly Tier[]
  averageDepositedTime: number
  pending: bigint
  /** The chain's time now (Unix seconds). */
  chainNow: number
  /** Seconds the chain is ahead of this browser's clock. */
  clockOffset: number
}) {
  const { i18n } = useLingui()
  const index = currentTier(tiers, averageDepositedTime, chainNow)
  const wait = timeToNextTier(tiers, averageDepositedTime, chainNow)
  const now = formatUnits(rewardAtTier(pending, tiers, index), 18, i18n.locale, 4)
  const next = formatUnits(rewardAtTier(pending, tiers, index + 1), 18, i18n.locale, 4)
  const tierNumber = index + 1
  const nextNumber = index + 2
  const share = index >= 0 ? (tiers[index]?.rewardBps ?? 0) / 100 : 0
  return (
    <section className="panel tier-planner" aria-labelledby="tier-planner-title" data-testid="tier-planner">
      <h3 id="tier-planner-title">
        <Trans>Tier planner</Trans>
      </h3>
      <p>
        {index < 0 ? (
          <Trans>No tier reached yet.</Trans>
        ) : (
          <Trans>
            Current tier: {tierNumber} ({share}% of the reward)
          </Trans>
        )}
      </p>
      {wait === null ? (
        <p>
          <Trans>You are at the highest tier.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>Next tier in</Trans> <Countdown until={chainNow + wait} offset={clockOffset} />
          </p>
          <p>
            <Trans>
              Withdraw now: {now} FINA. At tier {nextNumber}: {next} FINA.
            </Trans>
          </p>
        </>
      )}
    </section>
  )
}
