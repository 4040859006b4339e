import { Trans } from '@lingui/react/macro'
import { type ErrorComponentProps, Link } from '@tanstack/react-router'
import { Component, type ReactNode } from 'react'

/**
 * The generic error page (docs/product.md#error-pages): a message and a way home. It sits inside `ErrorFallbackBoundary`, so
 * if the error page itself fails, a static fallback page appears instead.
 */
export function ErrorPage({ error, reset }: Partial<ErrorComponentProps>) {
  if (error) console.warn('[finaverse] page error:', error)
  return (
    <ErrorFallbackBoundary>
      <section className="page page--center" aria-labelledby="error-title">
        <h1 id="error-title">
          <Trans>Something went wrong. Please try again later.</Trans>
        </h1>
        <p className="muted">
          <Trans>An unexpected error stopped this page. You can try again or go back home.</Trans>
        </p>
        <p className="row row--center">
          {reset ? (
            <button type="button" className="button" onClick={() => reset()}>
              <Trans>Try again</Trans>
            </button>
          ) : null}
          <Link to="/{-$locale}" className="button button--ghost">
            <Trans>Back to the home page</Trans>
          </Link>
        </p>
      </section>
    </ErrorFallbackBoundary>
  )
}

/** The last resort: plain markup with no router, no translations and no data. */
export function StaticFallback() {
  return (
    <section className="page page--center" role="alert">
      <h1>Something went wrong. Please try again later.</h1>
      <p>
        <a className="button" href="/">
          Finaverse home
        </a>
      </p>
    </section>
  )
}

export class ErrorFallbackBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    console.warn('[finaverse] the error page failed:', error)
  }
  override render() {
    return this.state.failed ? <StaticFallback /> : this.props.children
  }
}
