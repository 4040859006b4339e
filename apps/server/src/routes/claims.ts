import { endpoints } from '@finaverse/sdk/rest'
import type { FastifyInstance } from 'fastify'
import { createClaimProofs } from '../airdrop/claims.js'
import type { AppContext } from '../context.js'
import { ApiError } from '../errors.js'
import { route } from '../http.js'

/** Mystery-box airdrop proofs for the /claim page. An address that is not in the airdrop: 404 NOT_ALLOWED_CLAIM. */
export function claimRoutes(app: FastifyInstance, ctx: AppContext) {
  const proofs = createClaimProofs(ctx.config.claimTreeFile)
  route(
    app,
    endpoints.mysteryBoxClaimProof,
    async (request) => {
      const proof = proofs.proofFor(request.input.address)
      if (!proof) throw new ApiError('NOT_ALLOWED_CLAIM', 404)
      return proof
    },
    // The airdrop's tree is read once, when the process starts: a proof changes only with a new deployment.
    { tags: ['claims'], cache: { maxAge: 300, sMaxAge: 3600, staleWhileRevalidate: 3600 } },
  )
}
