import { Trans } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'

/** Renders a query's data, or a loading placeholder, or its error inline with a retry. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>
  children: (data: T) => ReactNode
}) {
  if (query.isPending) {
    return (
      <div className="skeleton-list" aria-busy="true">
        <div className="skeleton" />
        <div className="skeleton" />
        <div className="skeleton" />
      </div>
    )
  }
  if (query.isError) {
    return (
      <div className="notice notice--error" role="alert">
        <p>
          <Trans>Could not load this content: {query.error.message}</Trans>
        </p>
        <button type="button" className="button button--small" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    )
  }
  return <>{children(query.data)}</>
}

export function Empty({ children }: { children?: ReactNode }) {
  return <p className="empty">{children ?? <Trans>No data</Trans>}</p>
}
