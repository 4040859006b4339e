import type { WaitForMergeResolutionReturnType } from '@finaverse/sdk/actions'
import { getCardMetadataQueryOptions } from '@finaverse/sdk/query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { formatDecimal } from '../../../ui/format'
import { attribute, cardName } from '../../cards/card'
import { RandomnessReceipt } from '../../cards/randomness/RandomnessReceipt'
import { useRandomnessVerification } from '../../cards/randomness/useRandomnessVerification'
import { useFinaverseClient } from '../../tx/useFinaverseClient'
import { ratePercent } from '../hooks/useMergePrices'
import type { PlayerMerge } from '../hooks/useMerges'
import { mergeRoll } from '../merge-rules'
import { requestTxOf } from '../merge-store'

/**
 * The receipt of a resolved merge: the outcome (which hero went up to which rarity, which was burned, or that
 * nothing changed), the resolving transaction, the randomness verified by the browser (shared receipt) and the
 * merge's own roll recomputed from it, compared with what the contract did.
 */
export function MergeReceipt({
  merge,
  resolution,
}: {
  merge: PlayerMerge
  resolution: WaitForMergeResolutionReturnType
}) {
  const { t } = useLingui()
  const { client, chainId } = useFinaverseClient('bsc')
  const mergeId = String(merge.mergeId)
  const requestTx = requestTxOf(chainId, merge.mergeId)
  return (
    <RandomnessReceipt
      client={client}
      requestId={merge.requestId}
      fulfilmentTx={resolution.transactionHash}
      {...(requestTx ? { requestTx } : {})}
      title={t`Merge #${mergeId} receipt`}
    >
      <Outcome merge={merge} resolution={resolution} />
      <Recomputed merge={merge} resolution={resolution} />
    </RandomnessReceipt>
  )
}

function Outcome({
  merge,
  resolution,
}: {
  merge: PlayerMerge
  resolution: WaitForMergeResolutionReturnType
}) {
  const { client } = useFinaverseClient('bsc')
  const upgraded = useQuery({
    ...getCardMetadataQueryOptions(client, { tokenId: resolution.upgradedTokenId }),
    enabled: resolution.success,
  })
  const burned = String(resolution.burnedTokenId)
  const a = String(merge.tokenIdA)
  const b = String(merge.tokenIdB)
  const rarity = upgraded.data ? (attribute(upgraded.data.attributes, 'Rarity') ?? '…') : '…'
  const name = cardName(upgraded.data?.name, upgraded.data ? rarity : undefined, resolution.upgradedTokenId)
  return resolution.success ? (
    <p className="notice notice--ok merge-outcome" data-testid="merge-outcome" data-success="true">
      <Trans>
        Success: {name} is now {rarity}. Hero #{burned} was burned.
      </Trans>
    </p>
  ) : (
    <p className="notice merge-outcome" data-testid="merge-outcome" data-success="false">
      <Trans>
        Not this time: heroes #{a} and #{b} keep their rarity. The fee was consumed.
      </Trans>
    </p>
  )
}

/** The merge's roll from the verified randomness: `keccak256(abi.encode(randomness, pairIndex)) % 10000`. */
function Recomputed({
  merge,
  resolution,
}: {
  merge: PlayerMerge
  resolution: WaitForMergeResolutionReturnType
}) {
  const { i18n } = useLingui()
  const { client } = useFinaverseClient('bsc')
  const verification = useRandomnessVerification(client, { requestId: merge.requestId })
  if (!verification.data) return null
  const roll = mergeRoll(verification.data.randomness, merge.index, merge.successRate, merge.designate)
  const upgradedId = roll.upgrades === 'main' ? merge.tokenIdA : merge.tokenIdB
  const matches =
    roll.success === resolution.success && (!roll.success || upgradedId === resolution.upgradedTokenId)
  const draw = formatDecimal(String(roll.draw), i18n.locale, 0)
  const rate = formatDecimal(String(merge.successRate), i18n.locale, 0)
  const percent = formatDecimal(ratePercent(merge.successRate), i18n.locale, 2)
  // Pairs are counted from 1 for players (the contract's index starts at 0) and named by their cards.
  const pair = String(merge.index + 1)
  const a = String(merge.tokenIdA)
  const b = String(merge.tokenIdB)
  return (
    <div className="merge-roll" data-testid="merge-roll" data-matches={matches}>
      <p>
        {roll.success ? (
          <Trans>
            Your browser's roll for pair {pair} (#{a} + #{b}) of this request: {draw} of 10,000, below the
            success rate of {rate} ({percent}%): success.
          </Trans>
        ) : (
          <Trans>
            Your browser's roll for pair {pair} (#{a} + #{b}) of this request: {draw} of 10,000, not below the
            success rate of {rate} ({percent}%): no upgrade.
          </Trans>
        )}
      </p>
      <p className={matches ? 'receipt-check receipt-check--ok' : 'receipt-check receipt-check--bad'}>
        {matches ? (
          <Trans>The contract's result is the one this roll gives.</Trans>
        ) : (
          <Trans>The contract's result differs from this roll. Do not trust it and contact support.</Trans>
        )}
      </p>
    </div>
  )
}
