import type { TypedDataField } from 'ethers'

/**
 * The card bridge's EIP-712 attestations, as CardBridge and CardBridgeMinter verify them: one definition for the
 * relayer, the gas benchmark and the tests, so a signer can never sign a shape the contracts no longer accept.
 * The domain's chain id and verifying contract are the verifying bridge's own (`eip712Domain()`).
 */
export const BRIDGE_DOMAIN_NAME = 'Finaverse Card Bridge'
export const BRIDGE_DOMAIN_VERSION = '1'

/** Signed for CardBridgeMinter.complete: the BSC request, to mint the same heroes on Polygon. */
export const BRIDGE_REQUEST_TYPES: Record<string, TypedDataField[]> = {
  BridgeRequest: [
    { name: 'sourceChainId', type: 'uint256' },
    { name: 'sourceBridge', type: 'address' },
    { name: 'nonce', type: 'uint256' },
    { name: 'user', type: 'address' },
    { name: 'receiver', type: 'address' },
    { name: 'tokenIds', type: 'uint256[]' },
    { name: 'heroIds', type: 'uint256[]' },
    { name: 'rarities', type: 'uint256[]' },
  ],
}

/** Signed for CardBridge.markCompleted / refund: what happened to a nonce on Polygon (minted, or cancelled). */
export const BRIDGE_SETTLEMENT_TYPES: Record<string, TypedDataField[]> = {
  BridgeSettlement: [
    { name: 'nonce', type: 'uint256' },
    { name: 'minted', type: 'bool' },
    { name: 'destTxHash', type: 'bytes32' },
  ],
}
