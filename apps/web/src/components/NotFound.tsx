import { Trans } from '@lingui/react/macro'
import { LocalLink } from './LocalLink'

/** The 404 page (spec section 2). */
export function NotFound() {
  return (
    <section className="page page--center" aria-labelledby="not-found-title">
      <p className="big-code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">
        <Trans>This page could not be found</Trans>
      </h1>
      <p>
        <LocalLink to="/" className="button">
          <Trans>Back to the home page</Trans>
        </LocalLink>
      </p>
    </section>
  )
}
