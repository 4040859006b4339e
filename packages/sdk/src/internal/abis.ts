// Every custom error of the contracts, for decoding reverts that bubble up from another contract (a token error
// raised inside the farm, a card error inside the bridge). A generated list of error items only (no functions or
// events), so loading it costs an app a few kB, not every contract's ABI.
import type { Abi } from 'viem'
import { contractErrors } from './generated/errors.js'

/** An `error` item of an ABI. */
export type AbiErrorItem = Extract<Abi[number], { type: 'error' }>

/** Every custom error of the contracts, deduplicated by signature. */
export const knownErrorsAbi: readonly AbiErrorItem[] = contractErrors
