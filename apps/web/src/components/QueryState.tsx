import { Trans, useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { errorText } from '../features/errors/errorText'

/** Renders a query's data, or a loading placeholder, or its error inline with a retry. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>
  children: (data: T) => ReactNode
}) {
  const { i18n } = useLingui()
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
    const reason = errorText(i18n, query.error)
    return (
      <div className="notice notice--error" role="alert">
        <p>
          <Trans>Could not load this content: {reason}</Trans>
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
