import type { FinaverseBareClient } from '@finaverse/sdk'
import type { VerifyRandomnessReturnType } from '@finaverse/sdk/actions'
import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useId } from 'react'
import type { Hash } from 'viem'
import { toHex } from 'viem'
import { errorText } from '../../errors/errorText'
import { TxHash } from '../TxHash'
import { explorerBlockUrl } from './explorer'
import { useRandomnessVerification } from './useRandomnessVerification'
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

/** `0x1234…abcd` for a long hex value; the full value stays in the title. */
function shortHex(value: string): string {
  return value.length > 18 ? `${value.slice(0, 10)}…${value.slice(-8)}` : value
}

function Check({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <li className={ok ? 'receipt-check receipt-check--ok' : 'receipt-check receipt-check--bad'}>
      <span aria-hidden="true" className="receipt-check__mark">
        {ok ? '✓' : '✗'}
      </span>
      <span>
        {children} <span className="sr-only">{ok ? <Trans>(passed)</Trans> : <Trans>(failed)</Trans>}</span>
      </span>
    </li>
  )
}

function Verdict({ result }: { result: VerifyRandomnessReturnType }) {
  return result.valid ? (
    <p className="receipt-verdict receipt-verdict--ok" role="status" data-testid="receipt-verdict">
      <span aria-hidden="true">✓ </span>
      <Trans>
        Verified: your browser checked this outcome against Chainlink VRF's answer on chain and it matches.
      </Trans>
    </p>
  ) : (
    <p className="receipt-verdict receipt-verdict--bad" role="alert" data-testid="receipt-verdict">
      <span aria-hidden="true">✗ </span>
      <Trans>
        NOT verified: the outcome does not match what the chain data gives. Do not trust this result and
        contact support.
      </Trans>
    </p>
  )
}

function Details({ result, chainId }: { result: VerifyRandomnessReturnType; chainId: number }) {
  const { t } = useLingui()
  const { checks } = result
  const vrfRequest = String(result.vrfRequestId)
  const fulfilmentBlock = String(result.fulfilmentBlock)
  const blockUrl = explorerBlockUrl(chainId, result.fulfilmentBlock)
  const randomness = toHex(result.randomness, { size: 32 })
  return (
    <>
      <ul className="receipt-checks" aria-label={t`Checks`}>
        <Check ok={checks.fromCoordinator}>
          <Trans>
            The answer came in a transaction to Chainlink's VRF coordinator, which verified its proof.
          </Trans>
        </Check>
        <Check ok={checks.vrfRequestMatches}>
          <Trans>
            The coordinator's fulfilment names VRF request {vrfRequest}, the one your request made.
          </Trans>
        </Check>
        <Check ok={checks.storedMatches}>
          <Trans>The contract stored the same random word it announced.</Trans>
        </Check>
        <Check ok={checks.randomnessMatches}>
          <Trans>The randomness that decided the outcome equals that word.</Trans>
        </Check>
      </ul>
      <dl className="receipt-facts">
        <dt>
          <Trans>VRF request</Trans>
        </dt>
        <dd className="mono" data-testid="receipt-vrf-request" title={vrfRequest}>
          {shortHex(vrfRequest)}
        </dd>
        <dt>
          <Trans>VRF fulfilment</Trans>
        </dt>
        <dd>
          <TxHash chainId={chainId} hash={result.fulfilmentTx} />{' '}
          {blockUrl ? (
            <a href={blockUrl} target="_blank" rel="noreferrer">
              <Trans>block {fulfilmentBlock}</Trans>
            </a>
          ) : (
            <Trans>block {fulfilmentBlock}</Trans>
          )}
        </dd>
        <dt>
          <Trans>Random words</Trans>
        </dt>
        <dd className="mono" data-testid="receipt-words">
          {result.randomWords.map((word) => {
            const hex = toHex(word, { size: 32 })
            return (
              <span key={hex} title={hex}>
                {shortHex(hex)}
              </span>
            )
          })}
        </dd>
        <dt>
          <Trans>Randomness</Trans>
        </dt>
        <dd className="mono" title={randomness}>
          {shortHex(randomness)}
        </dd>
      </dl>
    </>
  )
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
  const result = verification.data
  const verdict = result
    ? result.valid
      ? 'verified'
      : 'not-verified'
    : verification.isError
      ? 'error'
      : 'pending'
  const request = String(requestId)
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
      {result ? (
        <Verdict result={result} />
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
        <p role="status" className="muted">
          <Trans>Checking the randomness against the chain…</Trans>
        </p>
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
      {result ? <Details result={result} chainId={chainId} /> : null}
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
