import type { Address } from 'viem'
import { type AnyClient, getContractAddresses } from '../clients.js'
import { FinaverseError } from '../errors.js'
import { WRONG_NETWORK_CODE } from './codes.js'
import type { ContractName } from './contractNames.js'

/**
 * The address of a named contract on the client's chain (or the caller's override). Throws a FinaverseError
 * with the wrong-network code when the chain has no such deployment.
 */
export function contractAddress(client: AnyClient, name: ContractName, override?: Address): Address {
  if (override) return override
  const address = getContractAddresses(client)[name]
  if (!address)
    throw new FinaverseError('Wrong network, please change your network.', {
      code: WRONG_NETWORK_CODE,
      details: `No ${name} deployment on chain ${client.chain?.id ?? '(none)'}`,
    })
  return address
}

/**
 * The address of a named contract on the client's chain: the client's addresses (`createFinaverseClients`'
 * `contracts` included) or the package deployments for a plain viem client. Rejects a name that is not a
 * {@link ContractName} at compile time; throws a `FinaverseError` with code `WRONG_NETWORK` when the chain has no
 * such deployment, so the result needs no `!`.
 * @example const farm = getContractAddress(clients.bsc, 'FinaFarm')
 */
export function getContractAddress(client: AnyClient, name: ContractName): Address {
  return contractAddress(client, name)
}
