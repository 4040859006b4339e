import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino'

/**
 * A copy of a log object with every bigint (block numbers, amounts, ids) as its decimal string, in its arrays and
 * plain objects at any depth. Anything else (an Error, Fastify's request and reply that its request lines log) is
 * left whole for pino's serializers: a copy would walk the request's socket and server and lose its getters.
 */
function bigintsAsStrings(value: unknown, depth = 0): unknown {
  if (typeof value === 'bigint') return value.toString()
  if (depth > 6 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => bigintsAsStrings(item, depth + 1))
  const prototype = Object.getPrototypeOf(value)
  if (prototype !== Object.prototype && prototype !== null) return value
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, bigintsAsStrings(v, depth + 1)]))
}

/**
 * The pino options of both process roles: the api hands them to Fastify (`logger`), the keeper-only process makes
 * its logger from them ({@link keeperLogger}), so every line has one shape and a bigint is logged as a string.
 */
export function loggerOptions(level: string): LoggerOptions {
  return { level, formatters: { log: (object) => bigintsAsStrings(object) as Record<string, unknown> } }
}

/** The keeper-only process's logger: pino, as Fastify's, with `name: 'keeper'` on each line (stdout by default). */
export function keeperLogger(level: string, destination?: DestinationStream): Logger {
  const options = { ...loggerOptions(level), name: 'keeper' }
  return destination ? pino(options, destination) : pino(options)
}
