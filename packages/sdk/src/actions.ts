// Entry point `@finaverse/sdk/actions`: one viem action per contract call a player makes.
export { FinaverseError } from './errors.js'
