import type { FinaverseBareClient } from '@finaverse/sdk'
import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useId } from 'react'
import type { Hash } from 'viem'
import { errorText } from '../../errors/errorText'
import { TxHash } from '../../tx/TxHash'
import { useRandomnessVerification, useReceiptResult } from './useRandomnessVerification'
import './receipt.css'

export type RandomnessReceiptProps = {
  /** The SDK client of the chain the request lives on (its coordinator is read). */
  readonly client: FinaverseBareClient
  /** The coordinator's request id (`BoxesOpened`, `MergeAdded`, `MintAdded`). */
  readonly requestId: bigint
  /** The outcome value a consumer event showed, to check that one; default: the coordinator event's. */
  readonly randomness?: bigint
  /** The transaction that asked for the randomness (the open, the merge, the mint). */
  readonly requestTx?: Hash
  /** The transaction that resolved it (Chainlink VRF's fulfilment, or anyone's later `deliver`). */
  readonly fulfilmentTx?: Hash
  /** The heading; default "Randomness receipt". */
  readonly title?: ReactNode
  /** What the randomness decided (the revealed cards, the merge result), shown above the verdict. */
  readonly children?: ReactNode
}

/**
 * The receipt of an outcome decided by randomness (a box reveal, a hero mint, a merge): what it decided, the request
 * and fulfilment transactions, and the verdict of the browser's own check (`verifyRandomness`), loudly "NOT verified"
 * when any check fails, with each check, the Chainlink VRF request id, the fulfilment transaction, the random words
 * and a short explanation.
 */
export function RandomnessReceipt({
  client,
  requestId,
  randomness,
  requestTx,
  fulfilmentTx,
  title,
  children,
}: RandomnessReceiptProps) {
  const { i18n } = useLingui()
  const headingId = useId()
  const chainId = client.chain.id
  const verification = useRandomnessVerification(client, { requestId, randomness })
  // The verdict and the details come with the SDK's check in one lazy chunk (./ReceiptResult), which the check
  // loads: a result shows with them, in one render.
  const view = useReceiptResult(verification.data !== undefined)
  const result = view ? verification.data : undefined
  const verdict = result
    ? result.valid
      ? 'verified'
      : 'not-verified'
    : verification.isError
      ? 'error'
      : 'pending'
  const request = String(requestId)
  const checking = (
    <p role="status" className="muted">
      <Trans>Checking the randomness against the chain…</Trans>
    </p>
  )
  return (
    <section
      className={`panel receipt receipt--${verdict}`}
      aria-labelledby={headingId}
      data-testid="randomness-receipt"
      data-verdict={verdict}
      data-request-id={request}
    >
      <h3 id={headingId}>{title ?? <Trans>Randomness receipt</Trans>}</h3>
      {children}
      {result && view ? (
        <view.Verdict result={result} />
      ) : verification.isError ? (
        <div role="alert" className="notice notice--error">
          <p>
            <Trans>The browser could not check this outcome yet:</Trans> {errorText(i18n, verification.error)}
          </p>
          <button type="button" className="button button--ghost" onClick={() => void verification.refetch()}>
            <Trans>Check again</Trans>
          </button>
        </div>
      ) : (
        checking
      )}
      <dl className="receipt-facts">
        <dt>
          <Trans>Request</Trans>
        </dt>
        <dd>
          <span className="mono">#{request}</span>
          {requestTx ? (
            <>
              {' '}
              <TxHash chainId={chainId} hash={requestTx} />
            </>
          ) : null}
        </dd>
        {fulfilmentTx ? (
          <>
            <dt>
              <Trans>Fulfilment</Trans>
            </dt>
            <dd>
              <TxHash chainId={chainId} hash={fulfilmentTx} />
            </dd>
          </>
        ) : null}
      </dl>
      {result && view ? <view.Details result={result} chainId={chainId} /> : null}
      <details className="receipt-explain">
        <summary>
          <Trans>How is this checked?</Trans>
        </summary>
        <p>
          <Trans>
            Your request asked Chainlink VRF, a network of independent oracles, for a random number. It
            answers with the number and a cryptographic proof that the VRF coordinator contract checks on
            chain before anything uses it, so nobody, not even us, could know or choose the number before it
            arrived.
          </Trans>
        </p>
        <p>
          <Trans>
            Each card, merge result or raffle winner is computed from that number by a public formula, which
            your browser recomputes. If VRF never answers, anyone can cancel the request after the timeout and
            what it held comes back.
          </Trans>
        </p>
        <p>
          <Trans>Your browser redid every step from the chain's data; it trusts no server.</Trans>
        </p>
      </details>
    </section>
  )
}
