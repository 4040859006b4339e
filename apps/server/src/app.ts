import Fastify, { type FastifyInstance } from 'fastify'

/** Options of {@link buildApp}. */
export type AppOptions = {
  logger?: boolean
}

/** Builds the API application without listening, so tests can `inject` requests. */
export function buildApp({ logger = false }: AppOptions = {}): FastifyInstance {
  const app = Fastify({ logger })
  app.get('/healthz', async () => ({ status: 'ok' }))
  return app
}
