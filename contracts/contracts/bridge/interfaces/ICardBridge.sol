// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title Card bridge, source side (BSC): cards go into escrow here and reappear on the destination chain (Polygon)
/// @notice Flow: `exchange` (Pending) -> the relayer waits `confirmationsRequired` blocks and marks it Processing ->
/// it mints on the destination and settles here with a signed attestation: Completed; or, when the request cannot be
/// completed, it marks it Failed, cancels the nonce on the destination, and refunds it here with an attestation that
/// the nonce was cancelled there: Refunded (cards and fee back to the user).
interface ICardBridge {
    /// @notice Request statuses (None: no such request).
    enum Status {
        None,
        Pending,
        Processing,
        Completed,
        Failed,
        Refunded
    }

    /// @notice A bridge request as the site reads it (`userHistory`).
    struct BridgeRecord {
        uint256 nonce;
        address user;
        address receiver;
        uint256[] tokenIds;
        uint256 fee;
        uint256 timestamp;
        uint256 blockNumber;
        Status status;
        bytes32 destTxHash;
    }

    /// @notice Emitted for every request, with all the relayer needs to mint on the destination.
    event ExchangeRequested(
        uint256 indexed nonce,
        address indexed user,
        address indexed receiver,
        uint256[] tokenIds,
        uint256[] heroIds,
        uint256[] rarities,
        uint256 fee,
        uint256 sourceChainId,
        uint256 toChainId
    );
    /// @notice Emitted when the relayer has seen enough confirmations and is minting on the destination.
    event RequestProcessing(uint256 indexed nonce);
    /// @notice Emitted when the relayer gives a request up (it will be refunded once cancelled on the destination).
    event RequestFailed(uint256 indexed nonce);
    /// @notice Emitted when a request is settled as minted on the destination (`destTxHash`: the minting transaction).
    event RequestCompleted(uint256 indexed nonce, bytes32 destTxHash);
    /// @notice Emitted when a request's cards and fee go back to its user (`destTxHash`: the cancelling transaction).
    event RequestRefunded(uint256 indexed nonce, address indexed user, uint256[] tokenIds, uint256 fee, bytes32 destTxHash);
    /// @notice Emitted when a fee refund could not be paid (the user refuses native coin); it waits in `owedRefunds`.
    event RefundOwed(address indexed user, uint256 amount);
    /// @notice Emitted when a user collects an owed fee refund.
    event RefundClaimed(address indexed user, address indexed to, uint256 amount);
    /// @notice Emitted when the fee per card changes.
    event ChangeFeeSet(uint256 changeFee);
    /// @notice Emitted when the destination chain or its bridge contract changes.
    event DestinationSet(uint256 toChainId, address receiveAddress);
    /// @notice Emitted when the figures of the waiting-time estimate change.
    event TimingSet(uint256 confirmationsRequired, uint256 blockTime, uint256 relayTime);
    /// @notice Emitted when earned fees are paid out.
    event FeesWithdrawn(address indexed to, uint256 amount);

    /// @notice Thrown by `exchange` with no token ids.
    error ArrayIsNull();
    /// @notice Thrown by `exchange` with more than `MAX_CARDS` token ids.
    error ArrayLengthError();
    /// @notice Thrown when the value sent is below `changeFee` times the number of cards.
    error NotEnoughMessageFee(uint256 required, uint256 sent);
    /// @notice Thrown when the value sent is above `changeFee` times the number of cards.
    error WrongAmount(uint256 required, uint256 sent);
    /// @notice Thrown when no destination chain is configured (`toChainId` is 0).
    error ChainUnavailable(uint256 chainId);
    /// @notice Thrown for a nonce that was never issued.
    error UnknownRequest(uint256 nonce);
    /// @notice Thrown when a request is not in a status the call accepts.
    error InvalidStatus(uint256 nonce, Status status);
    /// @notice Thrown by `setChangeFee` for a fee whose 10-card total does not fit in 96 bits.
    error FeeTooHigh();
    /// @notice Thrown when a payout of native coin fails.
    error PaymentFailed();
    /// @notice Thrown for a token id above 2^64 - 1 (requests store ids in 64 bits; HeroCard ids are sequential).
    error TokenIdTooLarge(uint256 tokenId);
    /// @notice Thrown when there is nothing to pay out.
    error NothingToWithdraw();

    /// @notice Bridges `tokenIds` (1 to 10 cards the caller owns and approved) to the caller's address on the
    /// destination chain; `msg.value` must equal `changeFee * tokenIds.length`. Returns the request's nonce.
    function exchange(uint256[] calldata tokenIds) external payable returns (uint256 nonce);

    /// @notice As `exchange`, to `receiver` on the destination chain (a contract wallet may differ there).
    function exchangeTo(uint256[] calldata tokenIds, address receiver) external payable returns (uint256 nonce);

    /// @notice Relayer: the request has its confirmations and is being minted on the destination.
    function markProcessing(uint256 nonce) external;

    /// @notice Relayer: the request cannot be completed; refund it after cancelling it on the destination.
    function fail(uint256 nonce) external;

    /// @notice Relayer: settles a request minted on the destination, with the signers' attestation
    /// `BridgeSettlement(nonce, true, destTxHash)`. Accepted from Pending, Processing or Failed.
    function markCompleted(uint256 nonce, bytes32 destTxHash, bytes[] calldata signatures) external;

    /// @notice Relayer: refunds a Failed request (cards and fee back to its user), with the signers' attestation
    /// `BridgeSettlement(nonce, false, destTxHash)` that the nonce was cancelled on the destination.
    function refund(uint256 nonce, bytes32 destTxHash, bytes[] calldata signatures) external;

    /// @notice Whether a card is held by the bridge for a request (bridged or on its way); false again after a refund.
    function isChanged(uint256 tokenId) external view returns (bool);

    /// @notice Every request of `user`, oldest first.
    function userHistory(address user) external view returns (BridgeRecord[] memory);

    /// @notice One request.
    function getRequest(uint256 nonce) external view returns (BridgeRecord memory);

    /// @notice Seconds a new request is expected to take: `confirmationsRequired * blockTime + relayTime`.
    function estimatedWaitingTime() external view returns (uint256);

    /// @notice Progress of a request (see README-bridge.md): percent 0-100, confirmations seen (capped at the
    /// requirement), confirmations required, and seconds probably left.
    function progress(uint256 nonce)
        external
        view
        returns (uint256 percent, uint256 confirmations, uint256 required, uint256 secondsLeft);
}
