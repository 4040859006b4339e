// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title Hash-chain commit-reveal randomness coordinator
/// @notice The operator commits the head `c = H^n(s)` of a hash chain (H = keccak256 of 32 bytes) before any request
/// uses it, then reveals the preimages in order. A request is bound at request time to the next index of the chain
/// and to its block; its entropy is the hash of the next block, `entropyBlock = requestBlock + 1`. Requests resolve
/// strictly in request order, each in one of two ways that never overlap in time:
/// - fulfilled, in blocks `requestBlock + 2 .. requestBlock + requestTimeout`, with the chain's preimage:
///   `uint256(keccak256(abi.encode(preimage, requestId, entropy)))`;
/// - timed out, from block `requestBlock + requestTimeout + 1`, by anyone, with the public fallback value
///   `uint256(keccak256(abi.encode(FALLBACK_TAG, requestId, entropy)))`.
/// Nothing is refunded or re-drawn, and the entropy is never zero (see {recordEntropy}).
interface IRandomnessCoordinator {
    /// @notice Life cycle of a request.
    enum Status {
        None,
        Pending,
        Fulfilled,
        TimedOut
    }

    /// @notice A request as stored: consumer, epoch and index in one slot; request block, status, whether the entropy
    /// is recorded and the entropy block in a second; the entropy in a third (written when recorded).
    // solhint-disable-next-line gas-struct-packing
    struct Request {
        address consumer;
        uint32 epoch;
        uint64 index;
        uint64 blockNumber;
        Status status;
        bool entropyRecorded;
        uint64 entropyBlock;
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
    /// @notice Emitted when the entropy of a request is fixed: the hash of block `entropyBlock`.
    event EntropyRecorded(uint256 indexed requestId, uint64 entropyBlock, bytes32 entropy);
    /// @notice Emitted when the hash of a request's entropy block could no longer be read (past 256 blocks, and past
    /// the EIP-2935 history or on a chain without it) and nobody had recorded it: the entropy block moves to the block
    /// after this transaction, whose hash nobody knows yet.
    event EntropyReanchored(uint256 indexed requestId, uint64 entropyBlock);
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
    /// @notice Emitted when a request that was not fulfilled in time resolves with the public fallback value.
    event RandomnessTimedOut(uint256 indexed requestId, address indexed consumer, bytes32 entropy, uint256 randomness);
    /// @notice Emitted when the admin changes the fulfilment timeout.
    event RequestTimeoutSet(uint64 blocks);

    /// @notice Thrown when a request is made while no committed chain has an unassigned index.
    error NoActiveChain();
    /// @notice Thrown when a new chain is committed while requests are pending.
    error RequestsPending(uint256 resolvedCount, uint256 requestCount);
    /// @notice Thrown when a chain commitment is zero or its length zero.
    error InvalidCommitment();
    /// @notice Thrown for an unknown request id.
    error UnknownRequest(uint256 requestId);
    /// @notice Thrown when a request is not pending (already fulfilled or timed out).
    error RequestNotPending(uint256 requestId, Status status);
    /// @notice Thrown when a request is resolved before every earlier request (`nextRequestId` is next).
    error OutOfOrder(uint256 requestId, uint256 nextRequestId);
    /// @notice Thrown before the entropy block's hash is known (`readyAtBlock`).
    error EntropyNotReady(uint256 requestId, uint256 readyAtBlock);
    /// @notice Thrown when the preimage does not hash to the chain's revealed head at the request's index.
    error InvalidPreimage(uint256 requestId);
    /// @notice Thrown when a preimage comes after the request's fulfilment window (it resolves with the fallback).
    error FulfilmentClosed(uint256 requestId, uint256 deadlineBlock);
    /// @notice Thrown when the fallback is asked for before the fulfilment window closed (`fromBlock`).
    error NotTimedOut(uint256 requestId, uint256 fromBlock);
    /// @notice Thrown for a timeout outside 2..256 blocks (a fulfilment must always see its entropy block's hash).
    error InvalidTimeout();

    /// @notice Binds a new request of the calling consumer to the next chain index and the current block.
    function requestRandomness() external returns (uint256 requestId);
    /// @notice Records the entropy of a request (anyone, from `entropyBlock + 1`), or re-anchors it when its hash can
    /// no longer be read.
    function recordEntropy(uint256 requestId) external;
    /// @notice Fulfils the next request with the preimage at its index and calls the consumer back.
    function fulfillRandomness(uint256 requestId, bytes32 preimage) external;
    /// @notice Resolves the next request, not fulfilled within its window, with the fallback value (anyone).
    function resolveTimedOut(uint256 requestId) external;
}

/// @title Consumer of the randomness coordinator
interface IRandomnessConsumer {
    /// @notice Called by the coordinator with the outcome of `requestId`. Must not call into user code, so that a
    /// user contract cannot make the fulfilment revert on an outcome it dislikes.
    function rawFulfillRandomness(uint256 requestId, uint256 randomness) external;
}
