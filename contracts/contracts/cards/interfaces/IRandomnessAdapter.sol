// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title The randomness adapter of the card contracts: Chainlink VRF v2.5 behind one request call
/// @notice A consumer calls {requestRandomness} and gets a request id; the adapter asks the VRF v2.5 coordinator for
/// one random word (subscription method) and, when Chainlink's network fulfils it, records the word and calls the
/// consumer's {IRandomnessConsumer-rawFulfillRandomness} with it (`randomness` is the word itself). The word exists
/// only once the fulfilment is mined: nobody, operator included, knows or chooses it before.
/// One outcome per recorded word (docs/decisions/0014-one-outcome-per-word.md): a consumer whose outcome depends on
/// more than the word and terms it stored at request time (quota draws) asks with `redeliverable` false, and its
/// outcome exists only in the callback: a failed callback turns the request into a refund, the word is never used
/// later. A consumer whose outcome depends on nothing but the word and its stored terms (merges, the raffle) asks
/// with `redeliverable` true and may be delivered later with {deliver}.
/// Life of a request:
/// - Pending until the coordinator fulfils it; a fulfilment is recorded once, later ones are ignored (no re-draw);
/// - Fulfilled: the word is recorded and the callback of a redeliverable request ran out of gas or failed: anyone can
///   {deliver} it again with the same word;
/// - Delivered: the consumer got the word;
/// - Cancelled at fulfilment: the callback of a request that is not redeliverable failed; the word is recorded but
///   yields nothing, {deliver} completes the refund;
/// - Cancelled / Refunded: not fulfilled within the timeout (`cancelAfter`, a timestamp), anyone may {cancel} it and,
///   from the next block on, {completeCancel} it: the consumer gives back what the request holds. A fulfilment mined
///   up to and including the block of the {cancel} still wins (a fulfilment and a cancellation in the same block
///   settle in favour of the fulfilment); later ones are ignored. A failed refund is retried with {deliver}.
interface IRandomnessAdapter {
    /// @notice Life cycle of a request.
    enum Status {
        None,
        Pending,
        Fulfilled,
        Delivered,
        Cancelled,
        Refunded
    }

    /// @notice A request as stored: consumer, status, cancel-after timestamp, cancel block and whether a failed
    /// callback may be delivered later, in one slot; the VRF request id and the recorded word in two more.
    struct Request {
        address consumer;
        Status status;
        uint40 cancelAfter;
        uint40 cancelBlock;
        bool redeliverable;
        uint256 vrfRequestId;
        uint256 randomness;
    }

    /// @notice The VRF v2.5 request parameters: gas lane, subscription, confirmations, callback gas, and whether the
    /// subscription pays in the native currency (else LINK).
    struct VrfConfig {
        bytes32 keyHash;
        uint256 subscriptionId;
        uint16 requestConfirmations;
        uint32 callbackGasLimit;
        bool nativePayment;
    }

    /// @notice Emitted when a consumer requests randomness: the adapter's id, the coordinator's id, and from when
    /// it can be cancelled if never fulfilled.
    event RandomnessRequested(
        uint256 indexed requestId, address indexed consumer, uint256 indexed vrfRequestId, uint64 cancelAfter
    );
    /// @notice Emitted when the coordinator fulfils a request: its word is fixed for ever.
    event RandomnessFulfilled(
        uint256 indexed requestId, address indexed consumer, uint256 vrfRequestId, uint256 randomness
    );
    /// @notice Emitted when the consumer has the word (in the fulfilment, or later through {deliver}).
    event RandomnessDelivered(uint256 indexed requestId);
    /// @notice Emitted when the consumer callback failed: a redeliverable request waits for {deliver} with the same
    /// word; any other request is cancelled at once (RandomnessCancelled follows) and its word yields nothing.
    event DeliveryFailed(uint256 indexed requestId);
    /// @notice Emitted when a fulfilment is ignored: unknown id, already fulfilled, or cancelled before it.
    event FulfilmentIgnored(uint256 indexed vrfRequestId, uint256 requestId);
    /// @notice Emitted when a timed-out request is marked for cancellation at `blockNumber`.
    event CancelRequested(uint256 indexed requestId, uint64 blockNumber);
    /// @notice Emitted when a cancellation completes; `refunded` tells whether the consumer gave back its holdings.
    event RandomnessCancelled(uint256 indexed requestId, address indexed consumer, bool refunded);
    /// @notice Emitted when the admin sets the VRF parameters.
    event VrfConfigSet(
        bytes32 keyHash,
        uint256 subscriptionId,
        uint16 requestConfirmations,
        uint32 callbackGasLimit,
        bool nativePayment
    );
    /// @notice Emitted when the admin sets the timeout of future requests (seconds).
    event RequestTimeoutSet(uint64 timeoutSeconds);
    /// @notice Emitted when the admin proposes another VRF coordinator; {changeCoordinator} can switch to it from
    /// `readyAt` on (a delay players can see before any request goes to it).
    event CoordinatorProposed(address indexed coordinator, uint64 readyAt);

    /// @notice Thrown for an unknown request id.
    error UnknownRequest(uint256 requestId);
    /// @notice Thrown when a request is not in the status the call needs.
    error WrongStatus(uint256 requestId, Status status);
    /// @notice Thrown when a request is cancelled before its timeout (`cancelAfter`).
    error NotTimedOut(uint256 requestId, uint256 cancelAfter);
    /// @notice Thrown when a cancellation is completed in the block that requested it, or before it was requested.
    error CancelNotReady(uint256 requestId);
    /// @notice Thrown when the coordinator is changed while requests are pending.
    error RequestsPending(uint256 pending);
    /// @notice Thrown for a key hash of zero, a subscription id of zero, fewer confirmations than the minimum, or a
    /// callback gas limit outside its bounds.
    error InvalidVrfConfig();
    /// @notice Thrown for a timeout outside 1 hour .. 30 days.
    error InvalidTimeout();
    /// @notice Thrown when the coordinator returns a request id it already gave.
    error DuplicateVrfRequest(uint256 vrfRequestId);
    /// @notice Thrown when {changeCoordinator} names another address than the one proposed, or comes before
    /// `readyAt`.
    error CoordinatorNotReady(address proposed, uint256 readyAt);
    /// @notice Thrown when {completeCancel} is sent with less gas than the largest refund needs.
    error NotEnoughGas(uint256 needed);

    /// @notice Asks VRF for a word for the calling consumer. `redeliverable`: whether the consumer's outcome depends
    /// on nothing but the word and what it stored at request time, so that a failed callback may be delivered later
    /// (else a failed callback is refunded).
    function requestRandomness(bool redeliverable) external returns (uint256 requestId);
}

/// @title Consumer of the randomness adapter
interface IRandomnessConsumer {
    /// @notice Called by the adapter with the outcome of `requestId`. Must not call into user code, so that a user
    /// contract cannot make the delivery fail on an outcome it dislikes.
    function rawFulfillRandomness(uint256 requestId, uint256 randomness) external;
    /// @notice Called by the adapter when `requestId` is cancelled (never fulfilled in time): gives back what the
    /// request holds (boxes, merged cards, payment) or re-requests a fresh draw.
    function rawCancelRandomness(uint256 requestId) external;
}
