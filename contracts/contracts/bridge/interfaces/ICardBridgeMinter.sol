// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title Card bridge, destination side (Polygon): mints the heroes of each CCIP message from the CardBridge once
/// @notice A message from the configured source chain and CardBridge mints its cards once, keyed by its CCIP message
/// id. A message that cannot be minted does not revert: it is recorded as Failed. Anyone may retry a Failed message
/// (paused, over the daily cap, out of gas, the card contract refused); its user, its receiver or the admin may have
/// it refunded instead, which sends a CCIP message back that returns the cards on BSC. A message refused for good
/// (malformed) is refunded at once when the refund reserve covers the CCIP fee. Minted and Refunded are final, so a
/// card ends minted here or returned there, never both. See docs/decisions/0015-ccip-card-bridge.md.
interface ICardBridgeMinter {
    /// @notice What happened to a CCIP message here.
    enum MessageState {
        None,
        Minted,
        Failed,
        Refunded
    }

    /// @notice Emitted when a message's heroes are minted (`tokenIds`: the new ids here, in the order of
    /// `sourceTokenIds`).
    event BridgeCompleted(
        bytes32 indexed messageId,
        uint256 indexed nonce,
        address indexed receiver,
        address user,
        uint256[] sourceTokenIds,
        uint256[] tokenIds
    );
    /// @notice Emitted when a message cannot be minted now: `data` is what `retryMessage` and `refundMessage` take,
    /// `reason` the revert data of the attempt.
    event MessageFailed(bytes32 indexed messageId, bytes data, bytes reason);
    /// @notice Emitted when a failed message is sent back: `refundMessageId` returns its cards on BSC.
    event MessageRefunded(bytes32 indexed messageId, uint256 indexed nonce, bytes32 refundMessageId);
    /// @notice Emitted when the daily cap changes.
    event DailyCapSet(uint256 cap);
    /// @notice Emitted when the gas limit of a refund on BSC changes.
    event RefundGasLimitSet(uint256 gasLimit);
    /// @notice Emitted when the admin takes native coin out of the refund reserve.
    event ReserveWithdrawn(address indexed to, uint256 amount);

    /// @notice Thrown for a message id already minted, failed or refunded here (a replay).
    error AlreadyProcessed(bytes32 messageId);
    /// @notice Thrown for a message that is not Failed (retry and refund) or whose data is not the failed data.
    error NotFailed(bytes32 messageId);
    /// @notice Thrown by the minting of a message that can never be minted (malformed): refunded, never retried.
    error InvalidRequest(bytes32 messageId);
    /// @notice Thrown when minting would pass the day's cap (cards per UTC day).
    error DailyCapExceeded(uint256 day, uint256 minted, uint256 cap);
    /// @notice Thrown by `refundMessage` for a caller that is not the message's user or receiver nor an admin.
    error NotAllowedToRefund(address caller);
    /// @notice Thrown when `ccipReceive` gets too little gas to record a failure (CCIP then marks the message failed
    /// on its side: execute it again by hand with more gas).
    error NotEnoughGas(uint256 gasLeft);
    /// @notice Thrown when `processMessage` is called from outside.
    error OnlySelf();
    /// @notice Thrown by `setRefundGasLimit` for a gas limit outside 100,000..3,000,000.
    error InvalidGasLimit(uint256 gasLimit);

    /// @notice Mints a Failed message now (anyone: the outcome is fixed by the message). Reverts while it still
    /// cannot be minted; the message stays Failed.
    function retryMessage(bytes32 messageId, bytes calldata data) external returns (uint256[] memory tokenIds);

    /// @notice Sends a Failed message back to BSC (its user, its receiver or ADMIN_ROLE); `msg.value` pays the CCIP fee
    /// (`quoteRefund`), the excess goes back to the caller. The message can then never be minted.
    function refundMessage(bytes32 messageId, bytes calldata data) external payable returns (bytes32 refundMessageId);

    /// @notice The CCIP fee of a refund message, in the native coin.
    function quoteRefund() external view returns (uint256);

    /// @notice What happened to a message.
    function messageState(bytes32 messageId) external view returns (MessageState);

    /// @notice Cards minted on the UTC day `day` (block.timestamp / 1 days).
    function mintedOnDay(uint256 day) external view returns (uint256);

    /// @notice Cards that may still be minted today.
    function remainingToday() external view returns (uint256);
}
