// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {CardsAccess} from "./CardsAccess.sol";
import {IRandomnessConsumer, IRandomnessCoordinator} from "./interfaces/IRandomnessCoordinator.sol";

/// @title RandomnessCoordinator: hash-chain commit-reveal randomness for mints, box opens, merges and raffles
/// @notice See {IRandomnessCoordinator} and README-cards.md. Guarantees (issue 23, R-1, R-2, R-4, R-5, R-6):
/// - binding: a request's chain index, block and entropy block are fixed when it is made, before the entropy exists;
/// - one outcome or one public alternative: a request resolves once, either with the operator's preimage within
///   `requestTimeout` blocks, or after that with the fallback value anyone can compute from the entropy. The two
///   windows never overlap, nothing is refunded, cancelled or re-drawn: withholding a preimage swaps the outcome for
///   the fallback at most, and the fallback is unknown until the entropy block exists (after the request);
/// - order: requests resolve strictly in request order, so later requests never change an earlier draw's state;
/// - no zero entropy: the entropy is the entropy block's hash, read with `blockhash` within 256 blocks, from the
///   EIP-2935 history contract where the chain has it (8191 blocks), else re-anchored to a later block;
/// - recovery: a new chain can be committed whenever nothing is pending, so a lost seed stops nothing for ever.
/// Roles: OPERATOR_ROLE commits chains, CONSUMER_ROLE requests, ADMIN_ROLE sets the timeout and recovers stray
/// tokens, PAUSER_ROLE pauses new requests (fulfilments, fallbacks and entropy records never pause).
contract RandomnessCoordinator is IRandomnessCoordinator, CardsAccess {
    /// @notice Contracts allowed to request randomness.
    bytes32 public constant CONSUMER_ROLE = keccak256("CONSUMER_ROLE");

    /// @notice How many blocks back `blockhash` reads (the timeout's upper bound: a fulfilment always reads it).
    uint256 public constant ENTROPY_WINDOW = 256;
    /// @notice The EIP-2935 block hash history contract (Prague and later; absent on older chains).
    address public constant HISTORY_STORAGE = 0x0000F90827F1C53a10cb7A02335B175320002935;
    /// @notice How many blocks back the EIP-2935 history serves.
    uint256 public constant HISTORY_WINDOW = 8191;
    /// @notice Domain tag of the fallback value: keccak256("Finaverse.RandomnessCoordinator.fallback").
    bytes32 public constant FALLBACK_TAG = keccak256("Finaverse.RandomnessCoordinator.fallback");

    /// @notice Blocks after its request block during which a request can be fulfilled (2..256).
    uint64 public requestTimeout;
    /// @notice Requests made so far; ids start at 1.
    uint256 public requestCount;
    /// @notice Requests resolved so far (fulfilled or timed out): request `resolvedCount + 1` is the next.
    uint256 public resolvedCount;
    /// @notice Chains committed so far; the current chain is `chainCount - 1` (epochs start at 0).
    uint32 public chainCount;

    mapping(uint256 requestId => Request) private _requests;
    mapping(uint32 epoch => Chain) private _chains;

    constructor(address admin, address operator, uint64 timeoutBlocks) CardsAccess(admin) {
        _grantRole(OPERATOR_ROLE, operator);
        _setRequestTimeout(timeoutBlocks);
    }

    // ------------------------------------------------------------------ operator and admin

    /// @notice Commits the head `commitment = H^size(seed)` of a new chain of `size` preimages. Allowed whenever no
    /// request is pending (R-4: a lost seed or a chain switch never stops randomness, and no pending request can
    /// change chain).
    function commitChain(bytes32 commitment, uint64 size) external onlyRole(OPERATOR_ROLE) {
        if (commitment == bytes32(0) || size == 0) revert InvalidCommitment();
        if (resolvedCount != requestCount) revert RequestsPending(resolvedCount, requestCount);
        uint32 count = chainCount;
        _chains[count] = Chain({
            commitment: commitment, revealed: commitment, size: size, revealedIndex: 0, assignedIndex: 0
        });
        chainCount = count + 1;
        emit ChainCommitted(count, commitment, size);
    }

    /// @notice Sets the fulfilment timeout in blocks (2..256), for requests made from now on as for pending ones.
    function setRequestTimeout(uint64 blocks) external onlyRole(ADMIN_ROLE) {
        _setRequestTimeout(blocks);
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
            entropyBlock: uint64(block.number + 1),
            entropy: bytes32(0)
        });
        emit RandomnessRequested(requestId, msg.sender, epoch, index, uint64(block.number));
    }

    /// @inheritdoc IRandomnessCoordinator
    /// @dev Records the entropy block's hash when it can be read; when it cannot any more (nobody recorded it within
    /// 256 blocks and the EIP-2935 history does not reach it) the entropy block moves to the next block (R-2: never
    /// zero, never known before the request). Each such move needs the hash to be unreadable again, i.e. 256 more
    /// blocks (8191 with EIP-2935) in which nobody records it; the keeper records it at once.
    function recordEntropy(uint256 requestId) external {
        Request storage request = _pending(requestId);
        if (request.entropyRecorded) return;
        (bool available, bytes32 entropy) = _readEntropy(requestId, request.entropyBlock);
        if (available) {
            _storeEntropy(requestId, request, entropy);
        } else {
            uint64 next = uint64(block.number + 1);
            request.entropyBlock = next;
            emit EntropyReanchored(requestId, next);
        }
    }

    /// @inheritdoc IRandomnessCoordinator
    /// @dev Checks, effects, then the consumer callback. The consumers of this project never call user code from it,
    /// so a user cannot make a resolution revert.
    function fulfillRandomness(uint256 requestId, bytes32 preimage) external {
        Request storage request = _next(requestId);
        uint256 deadline = uint256(request.blockNumber) + requestTimeout;
        if (block.number > deadline) revert FulfilmentClosed(requestId, deadline);
        // Within the window the entropy block is at most 255 blocks old: its hash is readable.
        bytes32 entropy = _entropy(requestId, request);
        _reveal(requestId, request.epoch, request.index, preimage);
        request.status = Status.Fulfilled;
        uint256 randomness = computeRandomness(preimage, requestId, entropy);
        address consumer = request.consumer;
        emit RandomnessFulfilled(requestId, consumer, request.epoch, request.index, preimage, entropy, randomness);
        IRandomnessConsumer(consumer).rawFulfillRandomness(requestId, randomness);
    }

    /// @inheritdoc IRandomnessCoordinator
    /// @dev The request's preimage is never revealed (a later fulfilment hashes over its index).
    function resolveTimedOut(uint256 requestId) external {
        Request storage request = _next(requestId);
        uint256 from = uint256(request.blockNumber) + requestTimeout + 1;
        if (block.number < from) revert NotTimedOut(requestId, from);
        bytes32 entropy = _entropy(requestId, request);
        request.status = Status.TimedOut;
        uint256 randomness = computeFallback(requestId, entropy);
        address consumer = request.consumer;
        emit RandomnessTimedOut(requestId, consumer, entropy, randomness);
        IRandomnessConsumer(consumer).rawFulfillRandomness(requestId, randomness);
    }

    // ------------------------------------------------------------------ reads

    /// @notice The outcome formula of a fulfilment, for off-chain recomputation.
    function computeRandomness(bytes32 preimage, uint256 requestId, bytes32 entropy) public pure returns (uint256) {
        return uint256(keccak256(abi.encode(preimage, requestId, entropy)));
    }

    /// @notice The fallback value of a timed-out request, for off-chain recomputation.
    function computeFallback(uint256 requestId, bytes32 entropy) public pure returns (uint256) {
        return uint256(keccak256(abi.encode(FALLBACK_TAG, requestId, entropy)));
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

    function _setRequestTimeout(uint64 blocks) private {
        if (blocks < 2 || blocks > ENTROPY_WINDOW) revert InvalidTimeout();
        requestTimeout = blocks;
        emit RequestTimeoutSet(blocks);
    }

    function _pending(uint256 requestId) private view returns (Request storage request) {
        request = _requests[requestId];
        if (request.status == Status.None) revert UnknownRequest(requestId);
        if (request.status != Status.Pending) revert RequestNotPending(requestId, request.status);
    }

    /// @dev The pending request `requestId`, which must be the next in request order (R-5); counts it resolved.
    function _next(uint256 requestId) private returns (Request storage request) {
        request = _pending(requestId);
        uint256 next = resolvedCount + 1;
        if (requestId != next) revert OutOfOrder(requestId, next);
        resolvedCount = next;
    }

    /// @dev The request's entropy: recorded, else read and recorded now; reverts when it is not readable (before the
    /// entropy block is mined, or once it lapsed: {recordEntropy} then re-anchors it).
    function _entropy(uint256 requestId, Request storage request) private returns (bytes32 entropy) {
        if (request.entropyRecorded) return request.entropy;
        bool available;
        (available, entropy) = _readEntropy(requestId, request.entropyBlock);
        if (!available) revert EntropyNotReady(requestId, block.number + 2);
        _storeEntropy(requestId, request, entropy);
    }

    function _storeEntropy(uint256 requestId, Request storage request, bytes32 entropy) private {
        request.entropy = entropy;
        request.entropyRecorded = true;
        emit EntropyRecorded(requestId, request.entropyBlock, entropy);
    }

    /// @dev The hash of `entropyBlock` when readable: `blockhash` within 256 blocks, else the EIP-2935 history within
    /// its window where the chain has it. Reverts before the block is mined.
    function _readEntropy(uint256 requestId, uint256 entropyBlock) private view returns (bool, bytes32) {
        if (block.number <= entropyBlock) revert EntropyNotReady(requestId, entropyBlock + 1);
        uint256 age = block.number - entropyBlock;
        if (age <= ENTROPY_WINDOW) return (true, blockhash(entropyBlock));
        if (age <= HISTORY_WINDOW && HISTORY_STORAGE.code.length != 0) {
            (bool ok, bytes memory data) = HISTORY_STORAGE.staticcall(abi.encode(entropyBlock));
            if (ok && data.length == 32) {
                bytes32 hash = abi.decode(data, (bytes32));
                if (hash != bytes32(0)) return (true, hash);
            }
        }
        return (false, bytes32(0));
    }

    /// @dev Checks `preimage` is the chain value at `index` by hashing it forward to the revealed head, and moves the
    /// head there. Requests resolve in order, so a fulfilled index is always ahead of the head (timed-out indexes in
    /// between are hashed over).
    function _reveal(uint256 requestId, uint32 epoch, uint64 index, bytes32 preimage) private {
        Chain storage chain = _chains[epoch];
        uint64 revealedIndex = chain.revealedIndex;
        if (index <= revealedIndex || _hashForward(preimage, index - revealedIndex) != chain.revealed) {
            revert InvalidPreimage(requestId);
        }
        chain.revealed = preimage;
        chain.revealedIndex = index;
        emit PreimageRevealed(epoch, index, preimage);
    }

    function _hashForward(bytes32 value, uint256 steps) private pure returns (bytes32) {
        for (uint256 i; i < steps; ++i) {
            value = keccak256(abi.encode(value));
        }
        return value;
    }
}
