// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title Card bridge, destination side (Polygon): mints the heroes of a source request to its receiver
/// @notice A completion carries the source request and an EIP-712 attestation of it signed by at least `threshold`
/// relayer signers. Each (source chain, nonce) is minted or cancelled once only; minting stops while paused and
/// beyond the daily cap.
interface ICardBridgeMinter {
    /// @notice A source request, as the signers attest it (EIP-712 type `BridgeRequest`).
    struct BridgeRequest {
        uint256 sourceChainId;
        address sourceBridge;
        uint256 nonce;
        address user;
        address receiver;
        uint256[] tokenIds;
        uint256[] heroIds;
        uint256[] rarities;
    }

    /// @notice What happened to a source nonce here.
    enum NonceState {
        None,
        Minted,
        Cancelled
    }

    /// @notice Emitted when a request's heroes are minted (`tokenIds`: the new ids here, in the order of
    /// `sourceTokenIds`).
    event BridgeCompleted(
        uint256 indexed sourceChainId,
        uint256 indexed nonce,
        address indexed receiver,
        address user,
        uint256[] sourceTokenIds,
        uint256[] tokenIds
    );
    /// @notice Emitted when a nonce is cancelled: it can never be minted, so the source may refund it.
    event BridgeCancelled(uint256 indexed sourceChainId, uint256 indexed nonce);
    /// @notice Emitted when a source chain's bridge is set (zero: the chain is unavailable).
    event SourceBridgeSet(uint256 indexed chainId, address bridge);
    /// @notice Emitted when the daily cap changes.
    event DailyCapSet(uint256 cap);

    /// @notice Thrown for a source chain without a configured bridge, or a request from another source contract.
    error ChainUnavailable(uint256 chainId);
    /// @notice Thrown when a source nonce was already minted or cancelled.
    error AlreadyProcessed(uint256 sourceChainId, uint256 nonce);
    /// @notice Thrown when minting would pass the day's cap (cards per UTC day).
    error DailyCapExceeded(uint256 day, uint256 minted, uint256 cap);
    /// @notice Thrown for a request without cards.
    error ArrayIsNull();
    /// @notice Thrown for a request of more than `MAX_CARDS` cards or with arrays of different lengths.
    error ArrayLengthError();

    /// @notice Relayer: mints the request's heroes to its receiver, given the signers' attestation.
    function complete(BridgeRequest calldata request, bytes[] calldata signatures)
        external
        returns (uint256[] memory tokenIds);

    /// @notice Relayer: cancels a source nonce that was not minted, so that it never can be.
    function cancel(uint256 sourceChainId, uint256 nonce) external;

    /// @notice The EIP-712 struct hash of a request (what the signers sign, before the domain).
    function hashRequest(BridgeRequest calldata request) external pure returns (bytes32);

    /// @notice Cards minted on the UTC day `day` (block.timestamp / 1 days).
    function mintedOnDay(uint256 day) external view returns (uint256);

    /// @notice Cards that may still be minted today.
    function remainingToday() external view returns (uint256);
}
