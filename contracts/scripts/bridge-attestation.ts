import type { TypedDataField } from 'ethers'
import attestation from '../bridge-attestation.json'

/**
 * The card bridge's EIP-712 attestations, as CardBridge and CardBridgeMinter verify them: one definition for the
 * relayer, the gas benchmark and the tests, so a signer can never sign a shape the contracts no longer accept.
 * The domain's chain id and verifying contract are the verifying bridge's own (`eip712Domain()`). The shapes live in
 * bridge-attestation.json, which the package's exports also publish (`bridgeAttestation`) for viem signers (the keeper).
 */
export const BRIDGE_DOMAIN_NAME = attestation.domain.name
export const BRIDGE_DOMAIN_VERSION = attestation.domain.version

/** Signed for CardBridgeMinter.complete: the BSC request, to mint the same heroes on Polygon. */
export const BRIDGE_REQUEST_TYPES: Record<string, TypedDataField[]> = attestation.requestTypes

/** Signed for CardBridge.markCompleted / refund: what happened to a nonce on Polygon (minted, or cancelled). */
export const BRIDGE_SETTLEMENT_TYPES: Record<string, TypedDataField[]> = attestation.settlementTypes
