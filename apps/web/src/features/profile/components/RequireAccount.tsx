import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { QueryError } from '../../../components/QueryState'
import { type Account, accountSessionQuery } from '../../account/session'
import { useErrorText } from '../../errors/useErrorText'

/**
 * The game-account session as a panel sees it: `children` with the account or null (signed out) once known;
 * before that "Loading your game account…" while it is read, or a failed read with its reason and a retry (the session
 * may well be there: the player is not shown as signed out).
 */
export function SessionState({ children }: { children: (account: Account | null) => ReactNode }) {
  const session = useQuery(accountSessionQuery())
  const reason = useErrorText(session.isError ? session.error : null)
  // An answer already known stays on screen when a later check fails (TanStack Query keeps it beside the error).
  if (session.data !== undefined) return <>{children(session.data)}</>
  if (session.isPending || reason === undefined)
    return (
      <p className="muted" role="status">
        <Trans>Loading your game account…</Trans>
      </p>
    )
  return <QueryError reason={reason} retry={() => void session.refetch()} />
}

/** A tab that needs the game account: its content once signed in, else a way to the sign-in of the first tab. */
export function RequireAccount({ children }: { children: (account: Account) => ReactNode }) {
  return (
    <SessionState>
      {(account) =>
        account ? (
          children(account)
        ) : (
          <p className="notice" data-testid="sign-in-first">
            <Trans>
              Sign in to your game account first:{' '}
              <Link to="." search={{ tab: 'account' }}>
                FINA account
              </Link>
              .
            </Trans>
          </p>
        )
      }
    </SessionState>
  )
}
