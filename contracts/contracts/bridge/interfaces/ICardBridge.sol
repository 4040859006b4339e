// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title Card bridge, source side (BSC): cards go into escrow here and reappear on Polygon through Chainlink CCIP
/// @notice Flow: `exchange` escrows the cards and sends one CCIP message to the CardBridgeMinter (Sent). On Polygon
/// the message mints the cards once, or is recorded there for a retry; a message that will not be minted is refunded
/// by a CCIP message back, which returns the cards here (Refunded). Only that message releases escrowed cards.
/// See docs/decisions/0015-ccip-card-bridge.md.
interface ICardBridge {
    /// @notice Request statuses on this side (None: no such request). Whether a Sent request is minted, waiting for a
    /// retry or being refunded is read on Polygon, by its message id.
    enum Status {
        None,
        Sent,
        Refunded
    }

    /// @notice A bridge request as the site reads it (`userHistory`).
    struct BridgeRecord {
        uint256 nonce;
        address user;
        address receiver;
        uint256[] tokenIds;
        uint256 fee;
        uint256 ccipFee;
        address feeToken;
        uint256 timestamp;
        uint256 blockNumber;
        Status status;
        bytes32 messageId;
    }

    /// @notice Emitted for every request: the CCIP message `messageId` carries it (with the cards' heroes and rarities)
    /// to Polygon.
    event ExchangeRequested(
        uint256 indexed nonce,
        bytes32 indexed messageId,
        address indexed user,
        address receiver,
        uint256[] tokenIds,
        uint256 fee,
        uint256 ccipFee,
        address feeToken
    );
    /// @notice Emitted when a refund message from Polygon returns a request's cards to its user.
    event RequestRefunded(
        uint256 indexed nonce, bytes32 indexed messageId, bytes32 refundMessageId, address indexed user, uint256[] tokenIds
    );
    /// @notice Emitted when the fee per card changes.
    event ChangeFeeSet(uint256 changeFee);
    /// @notice Emitted when the CCIP fee token changes (zero: the native coin).
    event FeeTokenSet(address feeToken);
    /// @notice Emitted when the gas limit of the minting on Polygon changes.
    event DestinationGasLimitSet(uint256 gasLimit);
    /// @notice Emitted when the waiting-time estimate changes.
    event WaitingTimeSet(uint256 waitingTime);
    /// @notice Emitted when the daily cap changes.
    event DailyCapSet(uint256 cap);
    /// @notice Emitted when earned fees are paid out.
    event FeesWithdrawn(address indexed to, uint256 amount);

    /// @notice Thrown by `exchange` with no token ids.
    error ArrayIsNull();
    /// @notice Thrown by `exchange` with more than `MAX_CARDS` token ids.
    error ArrayLengthError();
    /// @notice Thrown for a nonce that was never issued.
    error UnknownRequest(uint256 nonce);
    /// @notice Thrown for a refund message that does not match a Sent request (unknown, refunded already, or for
    /// another message).
    error InvalidRefund(uint256 nonce, bytes32 messageId);
    /// @notice Thrown for a message that is not a refund.
    error UnknownMessageKind(uint8 kind);
    /// @notice Thrown by `setChangeFee` for a fee whose 10-card total does not fit in 96 bits.
    error FeeTooHigh();
    /// @notice Thrown by `setDestinationGasLimit` for a gas limit outside 100,000..3,000,000.
    error InvalidGasLimit(uint256 gasLimit);
    /// @notice Thrown for a token id above 2^64 - 1 (requests store ids in 64 bits; HeroCard ids are sequential).
    error TokenIdTooLarge(uint256 tokenId);
    /// @notice Thrown when a request would pass the day's cap (cards per UTC day).
    error DailyCapExceeded(uint256 day, uint256 sent, uint256 cap);
    /// @notice Thrown when there is nothing to pay out.
    error NothingToWithdraw();

    /// @notice Bridges `tokenIds` (1 to 10 cards the caller owns and approved) to the caller's address on Polygon.
    /// `msg.value` pays the bridge fee (`changeFee` per card) plus, with the native fee token, the CCIP fee; any excess
    /// goes back to the caller. With LINK as fee token the CCIP fee is pulled from the caller (approve it first).
    /// Returns the request's nonce.
    function exchange(uint256[] calldata tokenIds) external payable returns (uint256 nonce);

    /// @notice As `exchange`, to `receiver` on Polygon (a contract wallet may differ there).
    function exchangeTo(uint256[] calldata tokenIds, address receiver) external payable returns (uint256 nonce);

    /// @notice The fees of a request of `count` cards: the CCIP fee (in `feeToken`, zero: the native coin) and the
    /// bridge fee (native). `exchange` charges exactly these while the router's fee does not change.
    function quote(uint256 count) external view returns (uint256 ccipFee, uint256 fee, address feeToken);

    /// @notice Whether a card is held by the bridge for a request (bridged or on its way); false again after a refund.
    function isChanged(uint256 tokenId) external view returns (bool);

    /// @notice Every request of `user`, oldest first.
    function userHistory(address user) external view returns (BridgeRecord[] memory);

    /// @notice One request.
    function getRequest(uint256 nonce) external view returns (BridgeRecord memory);

    /// @notice The nonce of the request a CCIP message id carries (0: none).
    function nonceOfMessage(bytes32 messageId) external view returns (uint256);

    /// @notice Seconds a request is expected to take: the lane's finality on this chain plus CCIP's delivery.
    function estimatedWaitingTime() external view returns (uint256);

    /// @notice Cards that may still be sent today.
    function remainingToday() external view returns (uint256);
}
