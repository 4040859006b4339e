// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ConfirmedOwner} from "@chainlink/contracts/src/v0.8/shared/access/ConfirmedOwner.sol";
import {IVRFCoordinatorV2Plus} from "@chainlink/contracts/src/v0.8/vrf/dev/interfaces/IVRFCoordinatorV2Plus.sol";
import {IVRFMigratableConsumerV2Plus} from
    "@chainlink/contracts/src/v0.8/vrf/dev/interfaces/IVRFMigratableConsumerV2Plus.sol";
import {VRFV2PlusClient} from "@chainlink/contracts/src/v0.8/vrf/dev/libraries/VRFV2PlusClient.sol";
import {CardsAccess} from "./CardsAccess.sol";
import {IRandomnessConsumer, IRandomnessAdapter} from "./interfaces/IRandomnessAdapter.sol";

/// @title RandomnessAdapter: the one Chainlink VRF v2.5 adapter of boxes, mints, merges and the raffle
/// @notice See {IRandomnessAdapter}, docs/decisions/0008-chainlink-vrf.md and 0014-one-outcome-per-word.md.
/// Chainlink's rules, as built here:
/// - the VRF callback never reverts: it records the word first, then calls the consumer with a bounded gas budget
///   and catches any failure (a redeliverable request waits for {deliver} with the same word; any other is
///   cancelled and refunded, so its word is never used after the callback);
/// - a request is fulfilled once: later fulfilments of it, or fulfilments after its cancellation, are ignored;
/// - no request depends on another: requests resolve in any order, and none can hold the others back;
/// - nobody can pick the coordinator behind a player's back: Chainlink's `ConfirmedOwner` owner of this contract is
///   this contract itself from its construction (no deployer ownership to hand over, no address can use it), so the
///   coordinator changes only through {changeCoordinator} (ADMIN_ROLE, after a {proposeCoordinator} at least
///   {COORDINATOR_DELAY} earlier, refused while any request is pending) or by the coordinator itself (Chainlink's
///   `migrate`, which the subscription owner can only point at a coordinator Chainlink registered);
/// - the callback gas limit is Chainlink's maximum on BSC and Polygon, 2,500,000: every consumer caps its batches so
///   that its largest callback takes at most 80% of it (docs/benchmarks/contracts.md);
/// - a request Chainlink never answers can be cancelled after `requestTimeout` seconds (default 24 hours), and the
///   consumer gives back what it holds (see {cancel}).
/// Roles: CONSUMER_ROLE requests, ADMIN_ROLE sets the VRF parameters, the timeout of future requests and the
/// coordinator, PAUSER_ROLE pauses new requests (fulfilments, deliveries and cancellations never pause).
contract RandomnessAdapter is IRandomnessAdapter, IVRFMigratableConsumerV2Plus, ConfirmedOwner, CardsAccess {
    /// @notice Contracts allowed to request randomness.
    bytes32 public constant CONSUMER_ROLE = keccak256("CONSUMER_ROLE");
    /// @notice Fewest block confirmations a request may ask for (Chainlink's minimum on BSC and Polygon is 3).
    uint16 public constant MIN_CONFIRMATIONS = 3;
    /// @notice Bounds of the callback gas limit: both Chainlink's maximum on BSC and Polygon, the gas every
    /// consumer's batch cap is measured against (a lower limit would turn the largest batches into refunds).
    uint32 public constant MIN_CALLBACK_GAS = 2_500_000;
    uint32 public constant MAX_CALLBACK_GAS = 2_500_000;
    /// @notice Gas the VRF callback keeps for itself after the consumer call (status write and events).
    uint256 public constant DELIVERY_RESERVE = 30_000;
    /// @notice Least gas {completeCancel} must have left: the largest refund (50 merges given back) with a margin,
    /// so that nobody can make a refund fail on purpose by sending too little gas.
    uint256 public constant COMPLETE_CANCEL_GAS = 1_500_000;
    /// @notice Seconds between {proposeCoordinator} and {changeCoordinator}.
    uint256 public constant COORDINATOR_DELAY = 2 days;

    /// @notice The VRF v2.5 coordinator requests go to and fulfilments come from.
    IVRFCoordinatorV2Plus public s_vrfCoordinator;
    /// @notice The coordinator proposed by {proposeCoordinator} (zero when none) and from when it can be set.
    address public proposedCoordinator;
    uint64 public proposedCoordinatorReadyAt;

    /// @notice Thrown by the VRF callback when it does not come from the coordinator (Chainlink's error).
    error OnlyCoordinatorCanFulfill(address have, address want);
    /// @notice Thrown by {setCoordinator} when it does not come from the coordinator itself (Chainlink's error; the
    /// owner is this contract, which never calls it).
    error OnlyOwnerOrCoordinator(address have, address owner, address coordinator);
    /// @notice Thrown for a coordinator of address zero (Chainlink's error).
    error ZeroAddress();

    /// @notice The VRF request parameters (see {setVrfConfig}).
    VrfConfig public vrfConfig;
    /// @notice Seconds after its request from which an unfulfilled request can be cancelled (for future requests).
    uint64 public requestTimeout;
    /// @notice Requests made so far; ids start at 1.
    uint256 public requestCount;
    /// @notice Requests neither fulfilled nor cancelled.
    uint256 public pendingCount;

    mapping(uint256 requestId => Request) private _requests;
    /// @notice The adapter's request id of a VRF request id (0: not one of this adapter's).
    mapping(uint256 vrfRequestId => uint256 requestId) public requestIdOf;

    /// @dev `ConfirmedOwner(address(this))`: the Chainlink owner is this contract from the start; no code path of it
    /// calls `transferOwnership`, so that ownership is inert.
    constructor(address admin, address vrfCoordinator, VrfConfig memory config, uint64 timeoutSeconds)
        ConfirmedOwner(address(this))
        CardsAccess(admin)
    {
        if (vrfCoordinator == address(0)) revert ZeroAddress();
        s_vrfCoordinator = IVRFCoordinatorV2Plus(vrfCoordinator);
        emit CoordinatorSet(vrfCoordinator);
        _setVrfConfig(config);
        _setRequestTimeout(timeoutSeconds);
    }

    // ------------------------------------------------------------------ admin

    /// @notice Sets the VRF request parameters of future requests.
    function setVrfConfig(VrfConfig calldata config) external onlyRole(ADMIN_ROLE) {
        _setVrfConfig(config);
    }

    /// @notice Sets the timeout of requests made from now on (1 hour .. 30 days); pending requests keep theirs.
    function setRequestTimeout(uint64 timeoutSeconds) external onlyRole(ADMIN_ROLE) {
        _setRequestTimeout(timeoutSeconds);
    }

    /// @notice Proposes another VRF coordinator: {changeCoordinator} can switch to it {COORDINATOR_DELAY} from now,
    /// so that players see it coming. Zero withdraws the proposal.
    function proposeCoordinator(address newCoordinator) external onlyRole(ADMIN_ROLE) {
        uint64 readyAt = newCoordinator == address(0) ? 0 : uint64(block.timestamp + COORDINATOR_DELAY);
        proposedCoordinator = newCoordinator;
        proposedCoordinatorReadyAt = readyAt;
        emit CoordinatorProposed(newCoordinator, readyAt);
    }

    /// @notice Points the adapter at the proposed VRF coordinator, once its delay has passed. Refused while any
    /// request is pending, so that no pending request can be fulfilled by a coordinator chosen after it was made.
    function changeCoordinator(address newCoordinator) external onlyRole(ADMIN_ROLE) {
        uint256 readyAt = proposedCoordinatorReadyAt;
        if (newCoordinator == address(0) || newCoordinator != proposedCoordinator || block.timestamp < readyAt) {
            revert CoordinatorNotReady(proposedCoordinator, readyAt);
        }
        if (pendingCount != 0) revert RequestsPending(pendingCount);
        delete proposedCoordinator;
        delete proposedCoordinatorReadyAt;
        _setCoordinator(newCoordinator);
    }

    /// @notice Chainlink's migration hook: only the current coordinator may call it (its `migrate`, sent by the
    /// subscription owner, accepts only a coordinator Chainlink registered, and only without pending requests).
    function setCoordinator(address newCoordinator) external override {
        if (msg.sender != address(s_vrfCoordinator)) {
            revert OnlyOwnerOrCoordinator(msg.sender, owner(), address(s_vrfCoordinator));
        }
        _setCoordinator(newCoordinator);
    }

    // ------------------------------------------------------------------ requests

    /// @inheritdoc IRandomnessAdapter
    function requestRandomness(bool redeliverable)
        external
        onlyRole(CONSUMER_ROLE)
        whenNotPaused
        returns (uint256 requestId)
    {
        VrfConfig memory config = vrfConfig;
        uint256 vrfRequestId = s_vrfCoordinator.requestRandomWords(
            VRFV2PlusClient.RandomWordsRequest({
                keyHash: config.keyHash,
                subId: config.subscriptionId,
                requestConfirmations: config.requestConfirmations,
                callbackGasLimit: config.callbackGasLimit,
                numWords: 1,
                extraArgs: VRFV2PlusClient._argsToBytes(VRFV2PlusClient.ExtraArgsV1({nativePayment: config.nativePayment}))
            })
        );
        if (requestIdOf[vrfRequestId] != 0) revert DuplicateVrfRequest(vrfRequestId);
        requestId = ++requestCount;
        requestIdOf[vrfRequestId] = requestId;
        uint40 cancelAfter = uint40(block.timestamp + requestTimeout);
        _requests[requestId] = Request({
            consumer: msg.sender,
            status: Status.Pending,
            cancelAfter: cancelAfter,
            cancelBlock: 0,
            redeliverable: redeliverable,
            vrfRequestId: vrfRequestId,
            randomness: 0
        });
        ++pendingCount;
        emit RandomnessRequested(requestId, msg.sender, vrfRequestId, cancelAfter);
    }

    /// @notice The VRF callback: only the coordinator may call it. Never reverts: an unknown, already fulfilled or
    /// cancelled request is ignored with an event, and the consumer call is bounded and its failure caught. A failed
    /// callback of a request that is not redeliverable cancels it at once: its word yields nothing, {deliver}
    /// completes the refund.
    function rawFulfillRandomWords(uint256 vrfRequestId, uint256[] calldata randomWords) external {
        if (msg.sender != address(s_vrfCoordinator)) {
            revert OnlyCoordinatorCanFulfill(msg.sender, address(s_vrfCoordinator));
        }
        uint256 requestId = requestIdOf[vrfRequestId];
        Request storage request = _requests[requestId];
        uint256 cancelBlock = request.cancelBlock;
        if (
            requestId == 0 || request.status != Status.Pending || randomWords.length == 0
                || (cancelBlock != 0 && block.number > cancelBlock)
        ) {
            emit FulfilmentIgnored(vrfRequestId, requestId);
            return;
        }
        uint256 randomness = randomWords[0];
        address consumer = request.consumer;
        request.status = Status.Fulfilled;
        request.randomness = randomness;
        --pendingCount;
        emit RandomnessFulfilled(requestId, consumer, vrfRequestId, randomness);
        if (_tryCall(consumer, abi.encodeCall(IRandomnessConsumer.rawFulfillRandomness, (requestId, randomness)))) {
            request.status = Status.Delivered;
            emit RandomnessDelivered(requestId);
        } else {
            emit DeliveryFailed(requestId);
            if (!request.redeliverable) {
                request.status = Status.Cancelled;
                emit RandomnessCancelled(requestId, consumer, false);
            }
        }
    }

    /// @notice Hands the recorded word of a redeliverable request whose callback failed to its consumer again, or
    /// retries a failed refund (anyone). The word is the one the coordinator gave: nothing is re-drawn.
    function deliver(uint256 requestId) external nonReentrant {
        Request storage request = _request(requestId);
        Status status = request.status;
        address consumer = request.consumer;
        if (status == Status.Fulfilled) {
            request.status = Status.Delivered;
            emit RandomnessDelivered(requestId);
            IRandomnessConsumer(consumer).rawFulfillRandomness(requestId, request.randomness);
        } else if (status == Status.Cancelled) {
            request.status = Status.Refunded;
            emit RandomnessCancelled(requestId, consumer, true);
            IRandomnessConsumer(consumer).rawCancelRandomness(requestId);
        } else {
            revert WrongStatus(requestId, status);
        }
    }

    /// @notice Marks a request that was not fulfilled by its `cancelAfter` time for cancellation (anyone). A
    /// fulfilment mined in this block still wins; from the next block on fulfilments are ignored and
    /// {completeCancel} gives back what the request holds.
    function cancel(uint256 requestId) external {
        Request storage request = _request(requestId);
        if (request.status != Status.Pending || request.cancelBlock != 0) {
            revert WrongStatus(requestId, request.status);
        }
        if (block.timestamp < request.cancelAfter) revert NotTimedOut(requestId, request.cancelAfter);
        request.cancelBlock = uint40(block.number);
        emit CancelRequested(requestId, uint64(block.number));
    }

    /// @notice Completes a cancellation from the block after {cancel} (anyone): the consumer gives back the boxes,
    /// merged cards or payment the request holds, or re-requests a fresh draw. Never blocked by the consumer: a
    /// failed refund leaves the request Cancelled for {deliver} to retry. Needs {COMPLETE_CANCEL_GAS} gas left, so
    /// that a refund fails only for a reason of the consumer's, never because its sender starved it.
    function completeCancel(uint256 requestId) external nonReentrant {
        if (gasleft() < COMPLETE_CANCEL_GAS) revert NotEnoughGas(COMPLETE_CANCEL_GAS);
        Request storage request = _request(requestId);
        if (request.status != Status.Pending) revert WrongStatus(requestId, request.status);
        uint256 cancelBlock = request.cancelBlock;
        if (cancelBlock == 0 || block.number <= cancelBlock) revert CancelNotReady(requestId);
        address consumer = request.consumer;
        request.status = Status.Cancelled;
        --pendingCount;
        bool refunded = consumer.code.length != 0
            && _tryCall(consumer, abi.encodeCall(IRandomnessConsumer.rawCancelRandomness, (requestId)));
        if (refunded) request.status = Status.Refunded;
        emit RandomnessCancelled(requestId, consumer, refunded);
    }

    // ------------------------------------------------------------------ reads

    /// @notice A stored request.
    function getRequest(uint256 requestId) external view returns (Request memory) {
        return _requests[requestId];
    }

    // ------------------------------------------------------------------ internals

    function _setCoordinator(address newCoordinator) private {
        if (newCoordinator == address(0)) revert ZeroAddress();
        s_vrfCoordinator = IVRFCoordinatorV2Plus(newCoordinator);
        emit CoordinatorSet(newCoordinator);
    }

    function _request(uint256 requestId) private view returns (Request storage request) {
        request = _requests[requestId];
        if (request.status == Status.None) revert UnknownRequest(requestId);
    }

    /// @dev Calls `target` with all gas but {DELIVERY_RESERVE}, copying no return data; false when it reverts or when
    /// too little gas is left to try.
    function _tryCall(address target, bytes memory data) private returns (bool ok) {
        uint256 available = gasleft();
        if (available <= DELIVERY_RESERVE) return false;
        uint256 budget = available - DELIVERY_RESERVE;
        // solhint-disable-next-line no-inline-assembly
        assembly ("memory-safe") {
            ok := call(budget, target, 0, add(data, 32), mload(data), 0, 0)
        }
    }

    function _setVrfConfig(VrfConfig memory config) private {
        if (
            config.keyHash == bytes32(0) || config.subscriptionId == 0
                || config.requestConfirmations < MIN_CONFIRMATIONS || config.callbackGasLimit < MIN_CALLBACK_GAS
                || config.callbackGasLimit > MAX_CALLBACK_GAS
        ) revert InvalidVrfConfig();
        vrfConfig = config;
        emit VrfConfigSet(
            config.keyHash,
            config.subscriptionId,
            config.requestConfirmations,
            config.callbackGasLimit,
            config.nativePayment
        );
    }

    function _setRequestTimeout(uint64 timeoutSeconds) private {
        if (timeoutSeconds < 1 hours || timeoutSeconds > 30 days) revert InvalidTimeout();
        requestTimeout = timeoutSeconds;
        emit RequestTimeoutSet(timeoutSeconds);
    }
}
