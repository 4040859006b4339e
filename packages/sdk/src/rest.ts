// Entry point `@finaverse/sdk/rest`: the REST contract (zod schemas) and its typed client.
export { FinaverseError } from './errors.js'
