// Every ABI of @finaverse/contracts the SDK uses, and all their custom errors in one list for decoding
// reverts that bubble up from another contract (a token error raised inside the farm, for example).
import {
  emailBindingAbi,
  finaFarmAbi,
  finaPairAbi,
  finaPairFactoryAbi,
  finaTokenAbi,
  gameVaultAbi,
  testTokenAbi,
  wrappedNativeAbi,
} from '@finaverse/contracts'
import type { Abi } from 'viem'

type AbiError = Extract<Abi[number], { type: 'error' }>

const all: readonly Abi[] = [
  emailBindingAbi,
  finaFarmAbi,
  finaPairAbi,
  finaPairFactoryAbi,
  finaTokenAbi,
  gameVaultAbi,
  testTokenAbi,
  wrappedNativeAbi,
]

/** Every custom error of the contracts, deduplicated by signature. */
export const knownErrorsAbi: readonly AbiError[] = (() => {
  const seen = new Map<string, AbiError>()
  for (const abi of all)
    for (const item of abi)
      if (item.type === 'error') seen.set(`${item.name}(${item.inputs.map((i) => i.type).join(',')})`, item)
  return [...seen.values()]
})()
