import { Trans, useLingui } from '@lingui/react/macro'
import { formatUnits } from '../../../ui/format'
import type { FarmPoolState } from '../hooks/useFarmPool'
import { tierPayout } from '../pools'

/** The pending reward settled by a farm write, at the position's current tier: what is paid and what is forfeited. */
export function usePayout(farm: FarmPoolState) {
  return tierPayout(farm.pending.data ?? 0n, farm.tiers ?? [], farm.tier.data ?? -1)
}

/**
 * Said in the confirm step of every farm write that settles the pending reward (deposit, withdraw, claim): the FINA
 * paid now and, below the highest tier, the FINA forfeited, so nothing is lost without being told.
 */
export function PayoutNotice({ farm }: { farm: FarmPoolState }) {
  const { i18n } = useLingui()
  const payout = usePayout(farm)
  if (payout.paid === 0n && payout.forfeited === 0n) return null
  const paid = formatUnits(payout.paid, 18, i18n.locale)
  const forfeited = formatUnits(payout.forfeited, 18, i18n.locale)
  const share = payout.share
  if (payout.top)
    return (
      <p data-testid="payout-notice">
        <Trans>The pending reward is paid in full: {paid} FINA.</Trans>
      </p>
    )
  return (
    <p className="notice notice--warn" data-testid="payout-notice">
      <Trans>
        Paid now at your current tier ({share}%): {paid} FINA. Forfeited: {forfeited} FINA. The highest tier
        pays the whole reward.
      </Trans>
    </p>
  )
}
