// biome-ignore-all lint/performance/noBarrelFile: a package entry point (exports map) lists its public API by name.
// Entry point `@finaverse/sdk/query`: TanStack Query `queryOptions` factories for the reads.
export { FinaverseError } from './errors.js'
