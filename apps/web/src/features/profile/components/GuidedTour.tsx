import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { readStorage, writeStorage } from '../../../lib/storage'

/** Local storage key: the tour was finished or skipped in this browser. */
export const TOUR_STORAGE_KEY = 'profileTourDone'

const STEPS = [
  {
    title: msg`Transfer NFTs`,
    text: msg`Move hero cards between your wallet and the game account on the "Game assets" tab. Cards moved to the game stay locked for 24 hours.`,
  },
  {
    title: msg`Form a team`,
    text: msg`On the "Team" tab, pick at least 4 different heroes from your game account.`,
  },
  {
    title: msg`Transfer tokens`,
    text: msg`Deposit FINA into the game account or withdraw it on the "FINA account" tab. Each withdrawal costs 1 FINA.`,
  },
  {
    title: msg`Download the app`,
    text: msg`Play with your heroes in the Finaverse app: find the download links on the game page.`,
  },
] as const

/**
 * A guided tour of 4 steps, shown on the first visit (not modal: the page stays usable), which the player can skip
 * and reopen; finishing or skipping it is remembered in this browser.
 */
export function GuidedTour() {
  const { i18n } = useLingui()
  const [open, setOpen] = useState(() => readStorage(TOUR_STORAGE_KEY) === null)
  const [step, setStep] = useState(0)
  const close = () => {
    writeStorage(TOUR_STORAGE_KEY, '1')
    setOpen(false)
  }
  const current = STEPS[step] ?? STEPS[0]
  const number = step + 1
  const total = STEPS.length
  if (!open)
    return (
      <button
        type="button"
        className="button button--small button--ghost profile-tour__reopen"
        onClick={() => {
          setStep(0)
          setOpen(true)
        }}
      >
        <Trans>Guided tour</Trans>
      </button>
    )
  return (
    <section className="panel profile-tour" aria-labelledby="tour-title" data-testid="guided-tour">
      <p className="muted small">
        <Trans>
          Step {number} of {total}
        </Trans>
      </p>
      <h2 id="tour-title">{i18n._(current.title)}</h2>
      <p>{i18n._(current.text)}</p>
      <div className="row">
        {step > 0 ? (
          <button
            type="button"
            className="button button--small button--ghost"
            onClick={() => setStep(step - 1)}
          >
            <Trans>Back</Trans>
          </button>
        ) : null}
        {step < STEPS.length - 1 ? (
          <button type="button" className="button button--small" onClick={() => setStep(step + 1)}>
            <Trans>Next</Trans>
          </button>
        ) : (
          <button type="button" className="button button--small" onClick={close}>
            <Trans>Done</Trans>
          </button>
        )}
        <button type="button" className="button button--small button--ghost" onClick={close}>
          <Trans>Skip tour</Trans>
        </button>
      </div>
    </section>
  )
}
