import type { FinaverseClient } from '@finaverse/sdk'
import { msg } from '@lingui/core/macro'
import { Plural, Trans } from '@lingui/react/macro'
import { RandomnessReceipt } from '../../tx/randomness/RandomnessReceipt'
import { ResolveTimedOut } from '../../tx/randomness/ResolveTimedOut'
import { TxHash } from '../../tx/TxHash'
import type { BoxOpening } from './openings'
import { RevealedCards } from './RevealedCards'
import { type RevealStage, useBoxReveal } from './useBoxReveal'

const RESOLVE = msg`Resolve a timed-out box opening`
const STAGES: readonly RevealStage[] = ['requested', 'waitingEntropy', 'revealed']

function Steps({ stage }: { stage: RevealStage }) {
  const reached = stage === 'timedOut' ? 1 : STAGES.indexOf(stage)
  const labels = [
    <Trans key="r">Requested</Trans>,
    <Trans key="w">Waiting for entropy</Trans>,
    <Trans key="v">Revealed</Trans>,
  ]
  return (
    <ol className="reveal-steps">
      {labels.map((label, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: three fixed steps
          key={i}
          className={i < reached ? 'is-done' : i === reached ? 'is-current' : undefined}
          aria-current={i === reached ? 'step' : undefined}
        >
          {label}
        </li>
      ))}
    </ol>
  )
}

/**
 * One box opening: its live status (requested, waiting for entropy, revealed; or timed out with "Resolve now"), then
 * the revealed cards inside the randomness receipt the browser verified itself.
 */
export function OpeningCard({ client, opening }: { client: FinaverseClient; opening: BoxOpening }) {
  const { stage, revealed, request, block } = useBoxReveal(client, opening)
  const count = opening.tokenIds.length
  const request_ = String(opening.requestId)
  if (revealed)
    return (
      <li className="opening" data-testid="box-opening" data-stage="revealed" data-request-id={request_}>
        <RandomnessReceipt
          client={client}
          requestId={opening.requestId}
          requestTx={opening.requestTx}
          fulfilmentTx={revealed.transactionHash}
          title={
            <Trans>
              <Plural value={count} one="# box opened" other="# boxes opened" />: request #{request_}
            </Trans>
          }
        >
          <RevealedCards client={client} cards={revealed.cards} />
        </RandomnessReceipt>
      </li>
    )
  const left =
    request && block !== undefined && request.timeoutBlock > block
      ? String(request.timeoutBlock - block)
      : undefined
  return (
    <li className="opening panel" data-testid="box-opening" data-stage={stage} data-request-id={request_}>
      <h3>
        <Trans>
          Opening <Plural value={count} one="# box" other="# boxes" />: request #{request_}
        </Trans>
      </h3>
      <Steps stage={stage} />
      <div role="status" aria-live="polite">
        {stage === 'requested' ? (
          <p>
            <Trans>Your request is on chain. Waiting for the next block, whose hash nobody knows yet.</Trans>
          </p>
        ) : stage === 'waitingEntropy' ? (
          <p>
            <Trans>
              The entropy block is mined. Waiting for the operator to reveal its value and open your boxes.
            </Trans>
            {left ? (
              <>
                {' '}
                <Trans>
                  If nobody answers within {left} blocks, anyone can resolve it with the public fallback.
                </Trans>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      <p className="small muted">
        <Trans>Open transaction</Trans> <TxHash chainId={client.chain.id} hash={opening.requestTx} />
      </p>
      {stage === 'timedOut' ? (
        <ResolveTimedOut
          requestId={opening.requestId}
          label={RESOLVE}
          explanation={
            <Trans>
              The operator did not answer in time. Anyone can now open these boxes with the public fallback
              randomness, made from the same block hash: nothing is lost, your boxes still reveal their cards,
              and the receipt will show the fallback path.
            </Trans>
          }
          summary={
            <p>
              <Trans>Resolve the opening with the public fallback randomness.</Trans>
            </p>
          }
        />
      ) : null}
    </li>
  )
}
