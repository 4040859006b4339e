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
