import { cardBridgeAbi } from '@finaverse/contracts'
import { add, CHAINS, MAX_BRIDGE_CARDS, validateBridgeSelection } from '@finaverse/domain'
import { getContractAddresses } from '@finaverse/sdk'
import { bridgeCards, ccipExplorerUrl } from '@finaverse/sdk/actions'
import { getTokenInfosByAddressQueryOptions, isApprovedForAllQueryOptions } from '@finaverse/sdk/query'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { parseEventLogs } from 'viem'
import { CardPicker } from '../../cards/CardPicker'
import { useHeroCards } from '../../cards/useHeroCards'
import { ErrorNotice } from '../../errors/ErrorNotice'
import { ERROR_MESSAGES } from '../../errors/messages'
import { ApproveStep } from '../../tx/ApproveStep'
import { TxButton } from '../../tx/TxButton'
import { TxHash } from '../../tx/TxHash'
import { TxStatus } from '../../tx/TxStatus'
import { useFinaverseClient } from '../../tx/useFinaverseClient'
import { useWriteFlow } from '../../tx/useWriteFlow'
import { feeFormat } from '../fee-format'
import { waitingMinutes } from '../history'
import { useBridgeEstimate } from '../hooks/useBridgeEstimate'
import { useBridgeWatch } from '../hooks/useBridgeWatch'
import { BridgeFee } from './BridgeFee'
import { StatusBadge } from './StatusBadge'

const BRIDGE = msg`Bridge cards to Polygon`
const NOBODY = '0x0000000000000000000000000000000000000000'

/**
 * The send side: the player's cards on the BSC role to select (1 to 10), the fee estimate and waiting time, the
 * cards' approval, then "Bridge" (reading "Bridging" while the write runs) and the request's live status until the
 * cards are minted on the Polygon role.
 */
export function BridgeForm() {
  const { t, i18n } = useLingui()
  const { client, account } = useFinaverseClient('bsc')
  const polygon = useFinaverseClient('polygon')
  const owner = account ?? NOBODY
  const bridge = getContractAddresses(client)['CardBridge']
  const owned = useQuery(getTokenInfosByAddressQueryOptions(client, { owner }))
  const mine = useHeroCards(client, owned.data ?? [])
  const [selected, setSelected] = useState<bigint[]>([])
  const [tried, setTried] = useState(false)
  const approved = useQuery({
    ...isApprovedForAllQueryOptions(client, { owner, operator: bridge ?? NOBODY }),
    enabled: account !== undefined && bridge !== undefined,
  })
  const estimate = useBridgeEstimate(client, account, selected, approved.data === true)
  const { watched, watch } = useBridgeWatch(client, polygon.client, account)
  const sending = useRef<bigint[]>([])
  const flow = useWriteFlow({
    role: 'bsc',
    label: BRIDGE,
    prepare: (c, from) => {
      sending.current = selected
      return bridgeCards(c, { account: from, tokenIds: selected })
    },
    onSuccess: (receipt) => {
      setSelected([])
      setTried(false)
      const [sent] = parseEventLogs({
        abi: cardBridgeAbi,
        logs: receipt.logs,
        eventName: 'ExchangeRequested',
      })
      if (sent) void watch(sending.current, receipt.transactionHash, sent.args.messageId)
    },
  })
  const problem = validateBridgeSelection(selected)
  // The limit shows as soon as it is passed; "select at least one" once Bridge was pressed.
  const message = problem === 'TOO_MANY_CARDS' || (tried && problem) ? i18n._(ERROR_MESSAGES[problem]) : null
  const count = selected.length
  const working = ['preparing', 'signing', 'pending'].includes(flow.state.status)
  const polygonName = CHAINS[polygon.chainId]?.chainName ?? 'Polygon'
  const destTx = watched?.destTxHash
  const minutes = estimate.waitingSeconds === undefined ? undefined : waitingMinutes(estimate.waitingSeconds)
  const waiting = minutes === undefined ? '…' : <Plural value={minutes} one="# minute" other="# minutes" />
  const { coin, dollars } = feeFormat(client.chain.id, i18n.locale)
  const explorer = watched ? ccipExplorerUrl(client.chain.id, watched.messageId) : undefined
  // The action and its status: in the picker's bar, which stays in reach below the cards on a phone.
  const action = (
    <>
      <p className="bridge-count" data-testid="bridge-count">
        <Trans>Selected NFTs: {count}</Trans> <span className="muted">/ {MAX_BRIDGE_CARDS}</span>
      </p>
      {bridge ? (
        <ApproveStep chain="bsc" need={{ kind: 'nft', operator: bridge }}>
          <TxButton
            flow={flow}
            disabled={problem === 'TOO_MANY_CARDS'}
            validate={() => {
              setTried(true)
              return validateBridgeSelection(selected) === null
            }}
          >
            {working ? <Trans>Bridging</Trans> : <Trans>Bridge</Trans>}
          </TxButton>
        </ApproveStep>
      ) : (
        <p className="notice notice--warn">
          <Trans>The bridge is not available on this network.</Trans>
        </p>
      )}
      <TxStatus
        flow={flow}
        chain="bsc"
        summary={
          <>
            <p>
              <Trans>
                Send <Plural value={count} one="# NFT" other="# NFTs" /> on BSC; receive the same heroes on
                Polygon in about {waiting}. They arrive there with new token numbers.
              </Trans>
            </p>
            <dl className="bridge-confirm" data-testid="bridge-confirm">
              <div>
                <dt>
                  <Trans>CCIP fee</Trans>
                </dt>
                <dd data-testid="confirm-ccip-fee">
                  {coin(estimate.ccipFee)}
                  {dollars(estimate.usd?.ccipFeeUsd)}
                </dd>
              </div>
              <div>
                <dt>
                  <Trans>Bridge fee</Trans>
                </dt>
                <dd data-testid="confirm-bridge-fee">
                  {coin(estimate.bridgeFee)}
                  {dollars(estimate.usd?.platformFeeUsd)}
                </dd>
              </div>
              <div>
                <dt>
                  <Trans>Total</Trans>
                </dt>
                <dd data-testid="confirm-total">
                  {coin(
                    estimate.ccipFee !== undefined && estimate.bridgeFee !== undefined
                      ? estimate.ccipFee + estimate.bridgeFee
                      : undefined,
                  )}
                  {estimate.usd ? dollars(add(estimate.usd.ccipFeeUsd, estimate.usd.platformFeeUsd)) : ''}
                  <span className="muted small">
                    {' '}
                    <Trans>plus gas</Trans>
                  </span>
                </dd>
              </div>
            </dl>
          </>
        }
        success={<Trans>Bridge request sent.</Trans>}
      />
    </>
  )
  return (
    <div className="bridge-form">
      <section className="panel" aria-labelledby="bridge-select-title">
        <h2 id="bridge-select-title">
          <Trans>Select heroes</Trans>
        </h2>
        {mine.cards.length === 0 ? (
          <p className="empty" data-testid="bridge-empty">
            {owned.isPending ? '…' : <Trans>You have no heroes to bridge.</Trans>}
          </p>
        ) : (
          <CardPicker
            cards={mine.cards}
            selected={selected}
            onChange={(next) => {
              setSelected(next)
              setTried(false)
            }}
            label={t`Heroes on BSC`}
            max={MAX_BRIDGE_CARDS}
            message={message}
            actions={action}
          />
        )}
      </section>
      <BridgeFee
        estimate={estimate}
        count={count}
        approved={approved.data === true}
        chainId={client.chain.id}
      />
      {mine.cards.length === 0 ? action : null}
      {watched ? (
        <div role="status" aria-live="polite" className="bridge-watch" data-testid="bridge-watch">
          {watched.status === 'completed' ? (
            <p className="notice notice--ok">
              <Trans>Your heroes have been bridged to the Polygon network.</Trans>
              <span className="bridge-watch__links">
                <span>
                  <Trans>BSC transaction</Trans> <TxHash chainId={client.chain.id} hash={watched.hash} />
                </span>
                {destTx ? (
                  <span>
                    <Trans>Destination chain ({polygonName})</Trans>{' '}
                    <TxHash chainId={polygon.chainId} hash={destTx} />
                  </span>
                ) : null}
              </span>
            </p>
          ) : watched.status === 'refunded' ? (
            <p className="notice notice--warn">
              <Trans>The bridge could not complete this request: your heroes are back on BSC.</Trans>
            </p>
          ) : watched.status === 'retryable' ? (
            <p className="notice notice--warn">
              <Trans>
                Polygon could not mint your heroes yet. Retry it, or have them returned to BSC, from the
                history below.
              </Trans>
            </p>
          ) : (
            <p className="notice">
              <Trans>Bridging your heroes to Polygon:</Trans> <StatusBadge status={watched.status} />
            </p>
          )}
          {explorer ? (
            <p className="small">
              <a href={explorer} target="_blank" rel="noreferrer" data-testid="ccip-explorer">
                <Trans>Follow the message on the CCIP explorer</Trans>
              </a>
            </p>
          ) : null}
          <ErrorNotice error={watched.error} />
        </div>
      ) : null}
    </div>
  )
}
