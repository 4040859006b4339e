import { GAME_CREDIT_SECONDS } from '@finaverse/domain'
import { useLingui } from '@lingui/react/macro'
import { useNetworkMode } from '../../../wallet/network-mode'

/**
 * How long the game account takes to credit a deposit or a card moved in on the network the site runs on
 * (`GAME_CREDIT_SECONDS`), as the end of a sentence: "within seconds" on the local devnet, "in about 5 minutes" on
 * the live networks.
 */
export function useCreditWait(): string {
  const { t } = useLingui()
  const seconds = GAME_CREDIT_SECONDS[useNetworkMode()]
  if (seconds < 60) return t`within seconds`
  const minutes = Math.round(seconds / 60)
  return t`in about ${minutes} minutes`
}
