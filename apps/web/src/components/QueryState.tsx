import { Trans } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useErrorText } from '../features/errors/useErrorText'

/**
 * Renders a query's data, or a loading placeholder, or its error inline with a retry. `page`: the page's main list,
 * with more of the page after it (its placeholder is a screen tall, so what follows does not move when it arrives).
 */
export function QueryState<T>({
  query,
  children,
  page = false,
}: {
  query: UseQueryResult<T>
  children: (data: T) => ReactNode
  page?: boolean
}) {
  // The error's text loads with the first failure (the error table is not part of the first page).
  const reason = useErrorText(query.isError ? query.error : null)
  if (query.isPending || (query.isError && reason === undefined)) {
    return (
      <div className={page ? 'skeleton-list skeleton-list--page' : 'skeleton-list'} aria-busy="true">
        <div className="skeleton" />
        <div className="skeleton" />
        <div className="skeleton" />
      </div>
    )
  }
  if (query.isError) return <QueryError reason={reason ?? ''} retry={() => void query.refetch()} />
  return <>{children(query.data)}</>
}

/** A failed read, inline: what failed (its translated reason) and a retry. */
export function QueryError({ reason, retry }: { reason: string; retry: () => void }) {
  return (
    <div className="notice notice--error" role="alert">
      <p>
        <Trans>Could not load this content: {reason}</Trans>
      </p>
      <button type="button" className="button button--small" onClick={retry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  )
}

export function Empty({ children }: { children?: ReactNode }) {
  return <p className="empty">{children ?? <Trans>No data</Trans>}</p>
}
