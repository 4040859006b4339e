// Every ABI of @finaverse/contracts the SDK uses, and all their custom errors in one list for decoding
// reverts that bubble up from another contract (a token error raised inside the farm, for example).
import {
  blindBoxAbi,
  cardBridgeAbi,
  cardBridgeMinterAbi,
  cardStakingAbi,
  cardsVoucherAbi,
  emailBindingAbi,
  finaFarmAbi,
  finaPairAbi,
  finaPairFactoryAbi,
  finaTokenAbi,
  gameVaultAbi,
  genesisHeroAbi,
  heroCardAbi,
  heroCardRendererAbi,
  heroMirrorAbi,
  mysteryBoxClaimAbi,
  randomnessCoordinatorAbi,
  testTokenAbi,
  voucherRedeemAbi,
  wrappedNativeAbi,
} from '@finaverse/contracts'
import type { Abi } from 'viem'

type AbiError = Extract<Abi[number], { type: 'error' }>

/** Every ABI `@finaverse/contracts` exports (test/codes.test.ts checks none is missing). */
export const contractAbis: readonly Abi[] = [
  blindBoxAbi,
  cardBridgeAbi,
  cardBridgeMinterAbi,
  cardStakingAbi,
  cardsVoucherAbi,
  emailBindingAbi,
  finaFarmAbi,
  finaPairAbi,
  finaPairFactoryAbi,
  finaTokenAbi,
  gameVaultAbi,
  genesisHeroAbi,
  heroCardAbi,
  heroCardRendererAbi,
  heroMirrorAbi,
  mysteryBoxClaimAbi,
  randomnessCoordinatorAbi,
  testTokenAbi,
  voucherRedeemAbi,
  wrappedNativeAbi,
]

/** Every custom error of the contracts, deduplicated by signature. */
export const knownErrorsAbi: readonly AbiError[] = (() => {
  const seen = new Map<string, AbiError>()
  for (const abi of contractAbis)
    for (const item of abi)
      if (item.type === 'error') seen.set(`${item.name}(${item.inputs.map((i) => i.type).join(',')})`, item)
  return [...seen.values()]
})()
