// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title Hash-chain commit-reveal randomness coordinator
/// @notice The operator commits the head `c = H^n(s)` of a hash chain (H = keccak256 of 32 bytes) before any request
/// uses it, then reveals the preimages in order. A request is bound at request time to the next index of the chain
/// and to its block. Its entropy is `blockhash(requestBlock + 1)`. The outcome is
/// `uint256(keccak256(abi.encode(preimage, requestId, entropy)))`: the operator knows the preimages but not the
/// future block hash, the requester knows neither.
interface IRandomnessCoordinator {
    /// @notice Life cycle of a request.
    enum Status {
        None,
        Pending,
        Fulfilled,
        Cancelled
    }

    /// @notice A request as stored: consumer, epoch and index in one slot, block and flags in a second, the entropy in
    /// a third (written at fulfilment), so a request costs two new slots.
    // solhint-disable-next-line gas-struct-packing
    struct Request {
        address consumer;
        uint32 epoch;
        uint64 index;
        uint64 blockNumber;
        Status status;
        bool entropyRecorded;
        bytes32 entropy;
    }

    /// @notice A committed hash chain: its head, the latest revealed value, its size (number of preimages) and the
    /// indexes revealed and assigned so far.
    struct Chain {
        bytes32 commitment;
        bytes32 revealed;
        uint64 size;
        uint64 revealedIndex;
        uint64 assignedIndex;
    }

    /// @notice Emitted when the operator commits a new chain head.
    event ChainCommitted(uint32 indexed epoch, bytes32 commitment, uint64 size);
    /// @notice Emitted when a consumer requests randomness; the request is bound to (epoch, index, blockNumber).
    event RandomnessRequested(
        uint256 indexed requestId, address indexed consumer, uint32 epoch, uint64 index, uint64 blockNumber
    );
    /// @notice Emitted when the entropy of a request is fixed. `lapsed` is true when nobody recorded
    /// `blockhash(requestBlock + 1)` within its 256-block window and the entropy is therefore zero.
    event EntropyRecorded(uint256 indexed requestId, uint64 entropyBlock, bytes32 entropy, bool lapsed);
    /// @notice Emitted when the chain's revealed head moves forward to `index`.
    event PreimageRevealed(uint32 indexed epoch, uint64 index, bytes32 preimage);
    /// @notice Emitted when a request is fulfilled: everything a browser needs to recompute `randomness`.
    event RandomnessFulfilled(
        uint256 indexed requestId,
        address indexed consumer,
        uint32 epoch,
        uint64 index,
        bytes32 preimage,
        bytes32 entropy,
        uint256 randomness
    );
    /// @notice Emitted when a timed-out request is cancelled by its consumer.
    event RequestCancelled(uint256 indexed requestId, address indexed consumer);
    /// @notice Emitted when the admin changes the cancel timeout.
    event RequestTimeoutSet(uint64 blocks);

    /// @notice Thrown when a request is made while no committed chain has an unassigned index.
    error NoActiveChain();
    /// @notice Thrown when a new chain is committed while an assigned index of the current one is unrevealed.
    error UnrevealedRequests(uint64 revealedIndex, uint64 assignedIndex);
    /// @notice Thrown when a chain commitment is zero or its length zero.
    error InvalidCommitment();
    /// @notice Thrown for an unknown request id.
    error UnknownRequest(uint256 requestId);
    /// @notice Thrown when a request is not pending (already fulfilled or cancelled).
    error RequestNotPending(uint256 requestId, Status status);
    /// @notice Thrown before block requestBlock + 2, when blockhash(requestBlock + 1) is not yet known.
    error EntropyNotReady(uint256 requestId, uint256 readyAtBlock);
    /// @notice Thrown when the preimage does not hash to the chain's revealed head at the request's index.
    error InvalidPreimage(uint256 requestId);
    /// @notice Thrown when a cancel comes before the timeout or after a later preimage was revealed.
    error CancelNotAllowed(uint256 requestId);
    /// @notice Thrown when someone other than the request's consumer cancels it.
    error NotRequestConsumer(uint256 requestId);
    /// @notice Thrown when a timeout of zero blocks is set.
    error InvalidTimeout();

    /// @notice Binds a new request of the calling consumer to the next chain index and the current block.
    function requestRandomness() external returns (uint256 requestId);
    /// @notice Records `blockhash(requestBlock + 1)` for a request (anyone may call it from requestBlock + 2).
    function recordEntropy(uint256 requestId) external;
    /// @notice Fulfils a request with the preimage at its index and calls the consumer back.
    function fulfillRandomness(uint256 requestId, bytes32 preimage) external;
    /// @notice Marks a timed-out request as cancelled; only its consumer may call it (it then refunds the user).
    function cancelRequest(uint256 requestId) external;
}

/// @title Consumer of the randomness coordinator
interface IRandomnessConsumer {
    /// @notice Called by the coordinator with the outcome of `requestId`. Must not call into user code, so that a
    /// user contract cannot make the fulfilment revert on an outcome it dislikes.
    function rawFulfillRandomness(uint256 requestId, uint256 randomness) external;
}
