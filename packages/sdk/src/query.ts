// Entry point `@finaverse/sdk/query`: TanStack Query `queryOptions` factories for the reads.
export { FinaverseError } from './errors.js'
