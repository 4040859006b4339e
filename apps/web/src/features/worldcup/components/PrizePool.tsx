import { PRICE_DISPLAY_DECIMALS } from '@finaverse/domain'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { StackedTable } from '../../../components/StackedTable'
import { formatNumber } from '../../../lib/intl'
import { formatUnits } from '../../../ui/format'
import { poolSplit, sharedPrize } from '../common/prize'

/** Whole credits typed by the player; null when the text is not one. */
function parseCredits(text: string): bigint | null {
  return /^\d{1,15}$/.test(text.trim()) ? BigInt(text.trim()) : null
}

/**
 * The prize pool live from the chain (the pool plus the merge fees waiting to be pulled into it), its split, and
 * the calculator: what N credits of M in total get of the shared half.
 */
export function PrizePool({
  pool,
  totalShareCredits,
  myShare,
}: {
  pool: bigint | undefined
  totalShareCredits: bigint | undefined
  /** The connected player's share credits, when known (the calculator starts from them). */
  myShare: bigint | undefined
}) {
  const { t, i18n } = useLingui()
  const ids = { credits: useId(), total: useId() }
  const [credits, setCredits] = useState<string | null>(null)
  const [total, setTotal] = useState<string | null>(null)
  const creditsText = credits ?? (myShare === undefined ? '100' : String(myShare))
  const totalText = total ?? (totalShareCredits === undefined ? '' : String(totalShareCredits))
  const bnb = (wei: bigint | undefined) =>
    wei === undefined ? '…' : `${formatUnits(wei, 18, i18n.locale, PRICE_DISPLAY_DECIMALS)} BNB`
  const split = pool === undefined ? undefined : poolSplit(pool)
  const n = parseCredits(creditsText)
  const m = parseCredits(totalText)
  const quote = pool !== undefined && n !== null && m !== null ? sharedPrize(pool, n, m) : undefined
  const nText = n === null ? '' : formatNumber(Number(n), i18n.locale)
  const mText = m === null ? '' : formatNumber(Number(m), i18n.locale)
  const xText = bnb(quote)
  return (
    <section className="panel" aria-labelledby="prize-title">
      <h2 id="prize-title">
        <Trans>Prize pool</Trans>
      </h2>
      <p className="big-number" data-testid="prize-pool">
        {bnb(pool)}
      </p>
      <p className="muted small">
        <Trans>
          Fed by 70% of merge fees (15% go to token buyback, 15% to marketing and development), until the
          claim deadline.
        </Trans>
      </p>
      <StackedTable>
        <table className="table" data-testid="prize-split">
          <caption className="sr-only">
            <Trans>Split of the prize pool</Trans>
          </caption>
          <tbody>
            <tr>
              <th scope="row">
                <Trans>1st place (12%)</Trans>
              </th>
              <td className="mono">{bnb(split?.podium[0])}</td>
            </tr>
            <tr>
              <th scope="row">
                <Trans>2nd place (5%)</Trans>
              </th>
              <td className="mono">{bnb(split?.podium[1])}</td>
            </tr>
            <tr>
              <th scope="row">
                <Trans>3rd place (3%)</Trans>
              </th>
              <td className="mono">{bnb(split?.podium[2])}</td>
            </tr>
            <tr>
              <th scope="row">
                <Trans>Shared by credit share (50%)</Trans>
              </th>
              <td className="mono">{bnb(split?.shared)}</td>
            </tr>
          </tbody>
        </table>
      </StackedTable>
      <p className="muted small">
        <Trans>
          Your share counts the credits you bought or won, and only once you have cheered with a hero: the 500
          free credits never count. Shares are fixed at the claim deadline.
        </Trans>
      </p>
      <h3>
        <Trans>Calculator</Trans>
      </h3>
      <div className="row">
        <div className="field">
          <label htmlFor={ids.credits}>
            <Trans>Your credits</Trans>
          </label>
          <input
            id={ids.credits}
            className="input"
            inputMode="numeric"
            value={creditsText}
            onChange={(e) => setCredits(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.total}>
            <Trans>Credits in total</Trans>
          </label>
          <input
            id={ids.total}
            className="input"
            inputMode="numeric"
            value={totalText}
            onChange={(e) => setTotal(e.target.value)}
          />
        </div>
      </div>
      <p role="status" data-testid="prize-quote">
        {n === null || m === null ? (
          t`Enter whole numbers of credits.`
        ) : (
          <Trans>
            With {nText} credits of {mText} in total you would get {xText}.
          </Trans>
        )}
      </p>
    </section>
  )
}
