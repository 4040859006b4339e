import { addEthereumChainParameter } from '@finaverse/domain'
import { config } from '../config'

/** wagmi's switchChain parameter for a chain: the domain's EIP-3085 data, local RPCs as configured. */
export function switchChainParameters(chainId: number) {
  const parameter = addEthereumChainParameter(chainId)
  if (!parameter) return { chainId }
  const localRpc = config.localRpcUrls[chainId]
  const { chainId: _hex, ...rest } = parameter
  return { chainId, addEthereumChainParameter: { ...rest, ...(localRpc ? { rpcUrls: [localRpc] } : {}) } }
}
