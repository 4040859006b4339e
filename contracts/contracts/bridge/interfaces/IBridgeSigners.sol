// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title The relayer signer set of a bridge contract (m-of-n EIP-712 attestations)
interface IBridgeSigners {
    /// @notice Emitted when the signer set or the threshold changes.
    event SignersSet(address[] signers, uint256 threshold);

    /// @notice Thrown for a signer set that is empty, holds the zero address, is not sorted ascending or repeats an
    /// address, or for a threshold of 0 or above the number of signers.
    error InvalidSignerSet();
    /// @notice Thrown when a signature recovers to an address outside the signer set (forged, or signed for another
    /// chain, contract or message).
    error InvalidSigner(address recovered);
    /// @notice Thrown when the signers of an attestation are not strictly ascending (which also rejects a signer
    /// counted twice).
    error SignersNotSorted(address signer);
    /// @notice Thrown when fewer signatures than the threshold are given.
    error BelowThreshold(uint256 signatures, uint256 threshold);

    /// @notice Replaces the signer set (sorted ascending, unique) and the threshold (DEFAULT_ADMIN_ROLE).
    function setSigners(address[] calldata signers, uint256 threshold) external;

    /// @notice The signer set, ascending.
    function getSigners() external view returns (address[] memory);

    /// @notice Whether `account` is in the signer set.
    function isSigner(address account) external view returns (bool);

    /// @notice Signatures an attestation needs.
    function threshold() external view returns (uint256);

    /// @notice The EIP-712 domain separator (name "Finaverse Card Bridge", version "1", this chain, this contract).
    function domainSeparator() external view returns (bytes32);
}
