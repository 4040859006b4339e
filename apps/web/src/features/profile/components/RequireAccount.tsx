import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { type Account, accountSessionQuery } from '../../account/session'

/** A tab that needs the game account: its content once signed in, else a way to the sign-in of the first tab. */
export function RequireAccount({ children }: { children: (account: Account) => ReactNode }) {
  const session = useQuery(accountSessionQuery())
  if (session.isPending)
    return (
      <p className="muted" role="status">
        <Trans>Loading your game account…</Trans>
      </p>
    )
  if (!session.data)
    return (
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
  return <>{children(session.data)}</>
}
