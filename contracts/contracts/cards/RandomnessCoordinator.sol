// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {CardsAccess} from "./CardsAccess.sol";
import {IRandomnessConsumer, IRandomnessCoordinator} from "./interfaces/IRandomnessCoordinator.sol";

/// @title RandomnessCoordinator: hash-chain commit-reveal randomness for mints, box opens, merges and raffles
/// @notice See {IRandomnessCoordinator}. Guarantees:
/// - binding: a request's chain index and block are fixed when it is made, before its entropy block exists;
/// - no choice for the operator: the preimage at an index is fixed by the commitment, the entropy by the chain;
/// - no withholding: fulfilment is permissionless, and once a later preimage is public every earlier one follows by
///   hashing forward, so anyone can fulfil a skipped request; a new chain needs every assigned index revealed first;
/// - no reroll: a request is fulfilled once; it can be cancelled (and refunded by its consumer) only after
///   `requestTimeout` blocks with no preimage at or after its index revealed, i.e. only if the operator stops.
/// Entropy lapse: `blockhash` only reaches 256 blocks back. If nobody records the entropy of a request between
/// blocks requestBlock + 2 and requestBlock + 257, it is fixed to zero (`lapsed`), never re-drawn from a later block,
/// so whoever lets it lapse gains at most one alternative outcome and no repeated draws. The keeper records
/// entropy (or fulfils) as soon as requestBlock + 2 is mined and anyone can call {recordEntropy}.
/// Roles: OPERATOR_ROLE commits chains, CONSUMER_ROLE requests, ADMIN_ROLE sets the timeout and recovers stray
/// tokens, PAUSER_ROLE pauses new requests (fulfilments, entropy records and cancels never pause).
contract RandomnessCoordinator is IRandomnessCoordinator, CardsAccess {
    /// @notice Contracts allowed to request randomness.
    bytes32 public constant CONSUMER_ROLE = keccak256("CONSUMER_ROLE");

    /// @notice How many blocks after the request block `blockhash(requestBlock + 1)` stays readable (+1 and +257).
    uint256 public constant ENTROPY_WINDOW = 256;

    /// @notice Blocks after its request block before an unserved request may be cancelled.
    uint64 public requestTimeout;
    /// @notice Requests made so far; ids start at 1.
    uint256 public requestCount;
    /// @notice Chains committed so far; the current chain is `chainCount - 1` (epochs start at 0).
    uint32 public chainCount;

    mapping(uint256 requestId => Request) private _requests;
    mapping(uint32 epoch => Chain) private _chains;

    constructor(address admin, address operator, uint64 timeoutBlocks) CardsAccess(admin) {
        if (timeoutBlocks == 0) revert InvalidTimeout();
        _grantRole(OPERATOR_ROLE, operator);
        requestTimeout = timeoutBlocks;
        emit RequestTimeoutSet(timeoutBlocks);
    }

    // ------------------------------------------------------------------ operator and admin

    /// @notice Commits the head `commitment = H^size(seed)` of a new chain of `size` preimages. Allowed when every index assigned on
    /// the current chain has been revealed, so that switching chains cannot hide an unfavourable preimage.
    function commitChain(bytes32 commitment, uint64 size) external onlyRole(OPERATOR_ROLE) {
        if (commitment == bytes32(0) || size == 0) revert InvalidCommitment();
        uint32 count = chainCount;
        if (count != 0) {
            Chain storage current = _chains[count - 1];
            if (current.revealedIndex != current.assignedIndex) {
                revert UnrevealedRequests(current.revealedIndex, current.assignedIndex);
            }
        }
        _chains[count] = Chain({
            commitment: commitment, revealed: commitment, size: size, revealedIndex: 0, assignedIndex: 0
        });
        chainCount = count + 1;
        emit ChainCommitted(count, commitment, size);
    }

    /// @notice Sets the cancel timeout in blocks.
    function setRequestTimeout(uint64 blocks) external onlyRole(ADMIN_ROLE) {
        if (blocks == 0) revert InvalidTimeout();
        requestTimeout = blocks;
        emit RequestTimeoutSet(blocks);
    }

    // ------------------------------------------------------------------ requests

    /// @inheritdoc IRandomnessCoordinator
    function requestRandomness() external onlyRole(CONSUMER_ROLE) whenNotPaused returns (uint256 requestId) {
        uint32 count = chainCount;
        if (count == 0) revert NoActiveChain();
        uint32 epoch = count - 1;
        Chain storage chain = _chains[epoch];
        uint64 index = chain.assignedIndex + 1;
        if (index > chain.size) revert NoActiveChain();
        chain.assignedIndex = index;
        requestId = ++requestCount;
        _requests[requestId] = Request({
            consumer: msg.sender,
            epoch: epoch,
            index: index,
            blockNumber: uint64(block.number),
            status: Status.Pending,
            entropyRecorded: false,
            entropy: bytes32(0)
        });
        emit RandomnessRequested(requestId, msg.sender, epoch, index, uint64(block.number));
    }

    /// @inheritdoc IRandomnessCoordinator
    function recordEntropy(uint256 requestId) external {
        Request storage request = _pending(requestId);
        if (!request.entropyRecorded) _recordEntropy(requestId, request);
    }

    /// @inheritdoc IRandomnessCoordinator
    /// @dev Checks, effects, then the consumer callback. The callback runs in the same transaction: the consumers
    /// of this project never call user code from it, so a user cannot make a fulfilment revert.
    function fulfillRandomness(uint256 requestId, bytes32 preimage) external {
        Request storage request = _pending(requestId);
        if (!request.entropyRecorded) _recordEntropy(requestId, request);
        _reveal(requestId, request.epoch, request.index, preimage);
        request.status = Status.Fulfilled;
        bytes32 entropy = request.entropy;
        uint256 randomness = computeRandomness(preimage, requestId, entropy);
        address consumer = request.consumer;
        emit RandomnessFulfilled(requestId, consumer, request.epoch, request.index, preimage, entropy, randomness);
        IRandomnessConsumer(consumer).rawFulfillRandomness(requestId, randomness);
    }

    /// @notice Advances the chain's revealed head to `preimage` at an assigned `index` without fulfilling a request
    /// (used to catch up over cancelled requests before committing a new chain). Anyone may call it.
    function reveal(uint32 epoch, uint64 index, bytes32 preimage) external {
        if (epoch >= chainCount || index > _chains[epoch].assignedIndex) revert InvalidPreimage(0);
        _reveal(0, epoch, index, preimage);
    }

    /// @inheritdoc IRandomnessCoordinator
    function cancelRequest(uint256 requestId) external {
        Request storage request = _pending(requestId);
        if (request.consumer != msg.sender) revert NotRequestConsumer(requestId);
        if (!canCancel(requestId)) revert CancelNotAllowed(requestId);
        request.status = Status.Cancelled;
        emit RequestCancelled(requestId, msg.sender);
    }

    // ------------------------------------------------------------------ reads

    /// @notice The outcome formula, for off-chain recomputation.
    function computeRandomness(bytes32 preimage, uint256 requestId, bytes32 entropy) public pure returns (uint256) {
        return uint256(keccak256(abi.encode(preimage, requestId, entropy)));
    }

    /// @notice Whether a pending request may be cancelled now: timed out and no preimage at or after its index revealed.
    function canCancel(uint256 requestId) public view returns (bool) {
        Request storage request = _requests[requestId];
        if (request.status != Status.Pending) return false;
        if (block.number <= uint256(request.blockNumber) + requestTimeout) return false;
        return _chains[request.epoch].revealedIndex < request.index;
    }

    /// @notice A stored request.
    function getRequest(uint256 requestId) external view returns (Request memory) {
        return _requests[requestId];
    }

    /// @notice A stored chain.
    function getChain(uint32 epoch) external view returns (Chain memory) {
        return _chains[epoch];
    }

    // ------------------------------------------------------------------ internals

    function _pending(uint256 requestId) private view returns (Request storage request) {
        request = _requests[requestId];
        if (request.status == Status.None) revert UnknownRequest(requestId);
        if (request.status != Status.Pending) revert RequestNotPending(requestId, request.status);
    }

    /// @dev Stores blockhash(requestBlock + 1), or zero when its window has passed (see the contract notes).
    function _recordEntropy(uint256 requestId, Request storage request) private {
        uint256 entropyBlock = uint256(request.blockNumber) + 1;
        if (block.number <= entropyBlock) revert EntropyNotReady(requestId, entropyBlock + 1);
        bool lapsed = block.number > entropyBlock + ENTROPY_WINDOW;
        bytes32 entropy = lapsed ? bytes32(0) : blockhash(entropyBlock);
        request.entropy = entropy;
        request.entropyRecorded = true;
        emit EntropyRecorded(requestId, uint64(entropyBlock), entropy, lapsed);
    }

    /// @dev Checks `preimage` is the chain value at `index`: hashing it forward reaches the revealed head when it is
    /// ahead of the head, or hashing the head forward reaches it when it is behind. Moves the head forward.
    function _reveal(uint256 requestId, uint32 epoch, uint64 index, bytes32 preimage) private {
        Chain storage chain = _chains[epoch];
        uint64 revealedIndex = chain.revealedIndex;
        bytes32 head = chain.revealed;
        // index <= assignedIndex <= size: requests and reveal() only name assigned indexes.
        if (index > revealedIndex) {
            if (_hashForward(preimage, index - revealedIndex) != head) revert InvalidPreimage(requestId);
            chain.revealed = preimage;
            chain.revealedIndex = index;
            emit PreimageRevealed(epoch, index, preimage);
        } else if (index == 0 || _hashForward(head, revealedIndex - index) != preimage) {
            revert InvalidPreimage(requestId);
        }
    }

    function _hashForward(bytes32 value, uint256 steps) private pure returns (bytes32) {
        for (uint256 i; i < steps; ++i) {
            value = keccak256(abi.encode(value));
        }
        return value;
    }
}
