// What a randomness receipt shows once the browser has checked the outcome: the verdict, each check, the Chainlink
// VRF request, the fulfilment, the random words. A lazy chunk with the SDK's `verifyRandomness` itself: it loads when
// a receipt starts its check (useRandomnessVerification), so a screen's first view carries neither.
import {
  type VerifyRandomnessParameters,
  type VerifyRandomnessReturnType,
  verifyRandomness,
} from '@finaverse/sdk/actions'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { toHex } from 'viem'
import { TxHash } from '../../tx/TxHash'
import { explorerBlockUrl } from './explorer'

/** The SDK's check of a randomness outcome against the chain (what the receipt's query runs). */
export function verify(
  client: Parameters<typeof verifyRandomness>[0],
  parameters: VerifyRandomnessParameters,
): Promise<VerifyRandomnessReturnType> {
  return verifyRandomness(client, parameters)
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

export function Verdict({ result }: { result: VerifyRandomnessReturnType }) {
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

export function Details({ result, chainId }: { result: VerifyRandomnessReturnType; chainId: number }) {
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
