import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { feeFormat } from '../fee-format'
import { waitingMinutes } from '../history'
import type { BridgeEstimate } from '../hooks/useBridgeEstimate'

/**
 * The estimate before anything is signed: Chainlink CCIP's fee, the bridge fee and the gas fee, each in BNB and USD
 * (the domain's `estimateBridgeFee` at the BNB price), their total, and the waiting time in whole minutes.
 */
export function BridgeFee({
  estimate,
  count,
  approved,
  chainId,
}: {
  estimate: BridgeEstimate
  /** The BSC-role chain (its native coin names the amounts). */
  chainId: number
  count: number
  approved: boolean
}) {
  const { i18n } = useLingui()
  const { coin: bnb, dollars } = feeFormat(chainId, i18n.locale)
  const minutes =
    estimate.waitingSeconds === undefined ? '…' : String(waitingMinutes(estimate.waitingSeconds))
  const perCard = bnb(estimate.feePerCard)
  return (
    <section className="panel bridge-fee" aria-labelledby="bridge-fee-title">
      <h2 id="bridge-fee-title">
        <Trans>Estimated fee</Trans>
      </h2>
      <dl className="bridge-fee__list">
        <div>
          <dt>
            <Trans>Gas fee</Trans>
          </dt>
          <dd data-testid="gas-fee">
            {count === 0 ? (
              '—'
            ) : estimate.gasFee !== undefined ? (
              <>
                {bnb(estimate.gasFee)}
                {dollars(estimate.usd?.gasFeeUsd)}
              </>
            ) : !approved ? (
              <span className="muted small">
                <Trans>Shown once the bridge may move your cards (approve first).</Trans>
              </span>
            ) : (
              '…'
            )}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>CCIP fee</Trans>
          </dt>
          <dd data-testid="ccip-fee">
            {count === 0 ? (
              '—'
            ) : (
              <>
                {bnb(estimate.ccipFee)}
                {dollars(estimate.usd?.ccipFeeUsd)}
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Bridge fee</Trans>
          </dt>
          <dd data-testid="bridge-fee">
            {count === 0 ? (
              <Trans>{perCard} per NFT</Trans>
            ) : (
              <>
                {bnb(estimate.bridgeFee)}
                {dollars(estimate.usd?.platformFeeUsd)}
              </>
            )}
          </dd>
        </div>
        {count > 0 && estimate.ccipFee !== undefined && estimate.bridgeFee !== undefined ? (
          <div>
            <dt>
              <Trans>Total</Trans>
            </dt>
            <dd data-testid="total-fee">
              {bnb(estimate.ccipFee + estimate.bridgeFee + (estimate.gasFee ?? 0n))}
              {dollars(estimate.usd?.totalUsd)}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>
            <Trans>Estimated waiting time</Trans>
          </dt>
          <dd data-testid="waiting-time">
            {minutes === undefined ? '…' : <Plural value={minutes} one="# minute" other="# minutes" />}
          </dd>
        </div>
      </dl>
    </section>
  )
}
