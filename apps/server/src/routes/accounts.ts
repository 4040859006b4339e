import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context.js'
import { codeRoutes } from './account/codes.js'
import { devOutboxRoutes } from './account/dev-outbox.js'
import { downloadRoutes } from './account/downloads.js'
import { sessionRoutes } from './account/sessions.js'
import { signInRoutes } from './account/sign-in.js'
import { summaryRoutes } from './account/summary.js'
import { teamRoutes } from './account/team.js'

/**
 * The account endpoints, one file per concern under `routes/account/`: sign-up and sign-in (password or mailed
 * link) with the credential changes, the session list, e-mail codes and captchas, the summary and on-chain record, the team, downloads, and the local outbox.
 */
export function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['accounts']
  codeRoutes(app, ctx, tags)
  signInRoutes(app, ctx, tags)
  sessionRoutes(app, ctx, tags)
  summaryRoutes(app, ctx, tags)
  teamRoutes(app, ctx, tags)
  downloadRoutes(app, ctx, tags)
  devOutboxRoutes(app, ctx)
}
