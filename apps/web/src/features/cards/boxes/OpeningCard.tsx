import type { FinaverseBareClient } from '@finaverse/sdk'
import { msg } from '@lingui/core/macro'
import { Plural, Trans } from '@lingui/react/macro'
import { TxHash } from '../../tx/TxHash'
import { CancelTimedOut } from '../randomness/CancelTimedOut'
import { RandomnessReceipt } from '../randomness/RandomnessReceipt'
import { hoursLeft } from '../randomness/timeout'
import type { BoxOpening } from './openings'
import { RevealedCards } from './RevealedCards'
import { type RevealStage, useBoxReveal } from './useBoxReveal'

const TAKE_BACK = msg`Take back a box opening VRF never answered`
const STAGES: readonly RevealStage[] = ['requested', 'revealed']

function Steps({ stage }: { stage: RevealStage }) {
  const reached = stage === 'timedOut' ? 0 : STAGES.indexOf(stage)
  const labels = [<Trans key="r">Waiting for Chainlink VRF</Trans>, <Trans key="v">Revealed</Trans>]
  return (
    <ol className="reveal-steps">
      {labels.map((label, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: two fixed steps
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
 * One box opening: its live status (waiting for Chainlink VRF, revealed; or timed out with "Take back"), then
 * the revealed cards inside the randomness receipt the browser verified itself.
 */
export function OpeningCard({ client, opening }: { client: FinaverseBareClient; opening: BoxOpening }) {
  const { stage, revealed, request, now } = useBoxReveal(client, opening)
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
  const hours = request && now !== undefined ? hoursLeft(request.cancelAfter, now) : 0
  const left = hours > 0 ? String(hours) : undefined
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
            <Trans>
              Your request is on chain. Waiting for Chainlink VRF to answer with a random number nobody knows
              yet, not even us.
            </Trans>
            {left ? (
              <>
                {' '}
                <Trans>
                  If VRF has not answered within {left} hours, anyone can cancel it and your boxes come back.
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
        <CancelTimedOut
          requestId={opening.requestId}
          label={TAKE_BACK}
          alreadyMarked={request !== undefined && request.cancelBlock > 0n}
          explanation={
            <Trans>
              Chainlink VRF did not answer in time. Anyone can now cancel this opening: you get as many fresh,
              unopened boxes back as you opened. Nobody saw what they would have revealed.
            </Trans>
          }
          summary={
            <p>
              <Trans>Cancel the opening and take the boxes back.</Trans>
            </p>
          }
        />
      ) : null}
    </li>
  )
}
