import { CHAINS } from '@finaverse/domain'
import type { ChainRole } from '@finaverse/sdk'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useRef } from 'react'
import { formatFee } from '../../ui/format'
import { errorText } from '../errors/errorText'
import { NATIVE_PRICE_FIELD, priceQueryOptions } from './price'
import { TxHash } from './TxHash'
import type { WriteFlow } from './useWriteFlow'

/**
 * What a write is doing, in a live region: the confirm step (what will happen, the network fee in the native coin
 * and USD, Confirm / Cancel), then "Confirm in your wallet", the pending hash with its explorer link, success, a
 * calm "Transaction rejected" that says nothing changed, or the translated error.
 */
export function TxStatus({
  flow,
  chain,
  summary,
  success,
}: {
  flow: WriteFlow
  /** The chain role of the write (its native coin prices the fee). */
  chain: ChainRole
  /** What will happen, shown in the confirm step (amounts, cards, value paid). */
  summary?: ReactNode
  /** The success message; default "Transaction confirmed". */
  success?: ReactNode
}) {
  const { state, chainId } = flow
  const { i18n } = useLingui()
  const price = useQuery({ ...priceQueryOptions(), enabled: state.status === 'confirm' })
  const symbol = CHAINS[chainId]?.nativeCurrency.symbol ?? ''
  // The confirm step, once shown, is brought into view whole (above a toast at a phone's bottom edge: its
  // scroll-margin), so the amounts and Confirm are read before the signature.
  const confirmStep = useRef<HTMLDivElement>(null)
  const confirming = state.status === 'confirm'
  useEffect(() => {
    if (confirming) confirmStep.current?.scrollIntoView?.({ block: 'nearest' })
  }, [confirming])
  return (
    <div className="tx-status">
      {state.status === 'confirm' ? (
        <div className="panel tx-confirm" data-testid="tx-confirm" ref={confirmStep}>
          {summary}
          <p>
            <Trans>Network fee</Trans>:{' '}
            <strong data-testid="tx-fee">
              {(() => {
                const fee = formatFee(
                  state.prepared.fee,
                  price.data?.[NATIVE_PRICE_FIELD[chain]],
                  i18n.locale,
                )
                return fee.usd ? `${fee.native} ${symbol} (${fee.usd})` : `${fee.native} ${symbol}`
              })()}
            </strong>
          </p>
          <div className="row">
            <button type="button" className="button" onClick={() => void flow.confirm()}>
              <Trans>Confirm</Trans>
            </button>
            <button type="button" className="button button--ghost" onClick={flow.cancel}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </div>
      ) : null}
      <div role="status" aria-live="polite" className="tx-status__live">
        {state.status === 'signing' ? (
          <p className="notice">
            <Trans>Confirm the transaction in your wallet.</Trans>
          </p>
        ) : state.status === 'pending' ? (
          <p className="notice">
            <Trans>Transaction pending</Trans> <TxHash chainId={chainId} hash={state.hash} />
          </p>
        ) : state.status === 'success' ? (
          <p className="notice notice--ok">
            {success ?? <Trans>Transaction confirmed</Trans>}{' '}
            <TxHash chainId={chainId} hash={state.receipt.transactionHash} />
          </p>
        ) : state.status === 'rejected' ? (
          <p className="notice">
            <Trans>Transaction rejected: nothing was sent and nothing changed.</Trans>
          </p>
        ) : null}
      </div>
      <div role="alert" className="tx-status__live">
        {state.status === 'error' ? (
          <p className="notice notice--error" data-testid="tx-error">
            {errorText(i18n, state.error)}
            {state.hash ? (
              <>
                {' '}
                <TxHash chainId={chainId} hash={state.hash} />
              </>
            ) : null}
          </p>
        ) : null}
      </div>
    </div>
  )
}
