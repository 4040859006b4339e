// biome-ignore-all lint/performance/noBarrelFile: a package entry point (exports map) lists its public API by name.
// Entry point `@finaverse/sdk`: client setup, the error model and shared types.

// The English text of an error code, from @finaverse/domain (a dependency pnpm's strict layout hides from apps).
export { messageFor } from '@finaverse/domain'
export {
  type AnyClient,
  bscLocal,
  type ChainRole,
  type ContractAddresses,
  type CreateFinaverseBareClientsReturnType,
  type CreateFinaverseClientsParameters,
  type CreateFinaverseClientsReturnType,
  createFinaverseBareClients,
  createFinaverseClients,
  type FinaverseBareClient,
  type FinaverseClient,
  type FinaverseClientExtension,
  type FinaverseMode,
  finaverseChains,
  getContractAddresses,
  polygonLocal,
} from '../clients.js'
export {
  type AbiErrorItem,
  type DecodedContractError,
  decodeContractError,
  decodeFinaverseError,
  FinaverseError,
  type FinaverseErrorParameters,
  failureOf,
  toFinaverseError,
} from '../errors.js'
export { getContractAddress } from '../internal/address.js'
export type { FinaverseErrorCode } from '../internal/codes.js'
export type { ContractName } from '../internal/contractNames.js'
export { type Reported, reported } from '../internal/reported.js'
export type { PreparedWrite } from '../internal/write.js'
