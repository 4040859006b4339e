import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/** The /error route: the generic error page with its message. */
export default function ErrorRoutePage() {
  return (
    <section className="page page--center" aria-labelledby="error-route-title">
      <p className="big-code" aria-hidden="true">
        !
      </p>
      <h1 id="error-route-title">
        <Trans>Something went wrong. Please try again later.</Trans>
      </h1>
      <p className="muted">
        <Trans>If this keeps happening, tell us what you were doing on the community channels.</Trans>
      </p>
      <p>
        <Link to="/{-$locale}" className="button">
          <Trans>Back to the home page</Trans>
        </Link>
      </p>
    </section>
  )
}
