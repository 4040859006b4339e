import type { FinaverseClient } from '@finaverse/sdk'
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
  readonly client: FinaverseClient
  /** The coordinator's request id (`BoxesOpened`, `MergeAdded`, `MintAdded`). */
  readonly requestId: bigint
  /** The outcome value a consumer event showed, to check that one; default: the coordinator event's. */
  readonly randomness?: bigint
  /** The transaction that asked for the randomness (the open, the merge, the mint). */
  readonly requestTx?: Hash
  /** The transaction that resolved it (the keeper's fulfilment, or anyone's `resolveTimedOut`). */
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
      <Trans>Verified: your browser recomputed this outcome from the chain and it matches.</Trans>
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
  const entropyBlock = String(result.entropyBlock)
  const requestBlock = String(result.requestBlock)
  const index = String(result.index)
  const epoch = String(result.epoch)
  const blockUrl = explorerBlockUrl(chainId, result.entropyBlock)
  const randomness = toHex(result.randomness, { size: 32 })
  return (
    <>
      <ul className="receipt-checks" aria-label={t`Checks`}>
        <Check ok={checks.preimageInChain}>
          {result.path === 'preimage' ? (
            <Trans>
              The operator's revealed value hashes back to the commitment it published before your request
              (chain {epoch}, position {index}).
            </Trans>
          ) : (
            <Trans>
              No operator value was used: the request was not served in time and resolved with the public
              fallback.
            </Trans>
          )}
        </Check>
        <Check ok={checks.entropyMatches}>
          <Trans>
            The entropy is the hash of block {entropyBlock}, mined after your request, as recorded on chain.
          </Trans>
        </Check>
        <Check ok={checks.formulaMatches}>
          <Trans>The contract's own formula gives the same value as your browser.</Trans>
        </Check>
        <Check ok={checks.randomnessMatches}>
          <Trans>The randomness that decided the outcome equals the recomputed value.</Trans>
        </Check>
      </ul>
      <dl className="receipt-facts">
        <dt>
          <Trans>Path</Trans>
        </dt>
        <dd data-testid="receipt-path" data-path={result.path}>
          {result.path === 'preimage' ? <Trans>Operator preimage</Trans> : <Trans>Public fallback</Trans>}
        </dd>
        <dt>
          <Trans>Request block</Trans>
        </dt>
        <dd className="mono">{requestBlock}</dd>
        <dt>
          <Trans>Entropy block</Trans>
        </dt>
        <dd className="mono">
          {blockUrl ? (
            <a href={blockUrl} target="_blank" rel="noreferrer">
              {entropyBlock}
            </a>
          ) : (
            entropyBlock
          )}{' '}
          <span title={result.entropy}>({shortHex(result.entropy)})</span>
        </dd>
        {result.path === 'preimage' ? (
          <>
            <dt>
              <Trans>Revealed preimage</Trans>
            </dt>
            <dd className="mono" title={result.preimage}>
              {shortHex(result.preimage)}
            </dd>
          </>
        ) : null}
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
 * and fulfilment transactions, and the verdict of the browser's own recomputation (`verifyRandomness`), loudly
 * "NOT verified" when any check fails, with each check, the path (operator preimage or public fallback), the
 * entropy block and a short explanation.
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
            Before your request, the operator published a commitment to a chain of secret values. Your request
            took the next value of that chain and the hash of the block mined right after it, which nobody
            could know in advance. The outcome is the hash of both, so neither the operator nor you could
            steer it.
          </Trans>
        </p>
        <p>
          <Trans>
            If the operator does not answer in time, anyone can resolve the request with a public fallback
            value made from the same block hash: nothing is lost, and it is checked here the same way.
          </Trans>
        </p>
        <p>
          <Trans>Your browser redid every step from the chain's data; it trusts no server.</Trans>
        </p>
      </details>
    </section>
  )
}
