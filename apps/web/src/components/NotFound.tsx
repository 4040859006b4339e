import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/** The 404 page (docs/product.md#error-pages). */
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
        <Link to="/{-$locale}" className="button">
          <Trans>Back to the home page</Trans>
        </Link>
      </p>
    </section>
  )
}
