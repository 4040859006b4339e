// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {VRFConsumerBaseV2Plus} from "@chainlink/contracts/src/v0.8/vrf/dev/VRFConsumerBaseV2Plus.sol";
import {VRFV2PlusClient} from "@chainlink/contracts/src/v0.8/vrf/dev/libraries/VRFV2PlusClient.sol";
import {CardsAccess} from "./CardsAccess.sol";
import {IRandomnessConsumer, IRandomnessCoordinator} from "./interfaces/IRandomnessCoordinator.sol";

/// @title RandomnessCoordinator: the one Chainlink VRF v2.5 adapter of boxes, mints, merges and the raffle
/// @notice See {IRandomnessCoordinator} and docs/decisions/0008-chainlink-vrf.md. Chainlink's rules, as built here:
/// - the VRF callback never reverts: it records the word first, then calls the consumer with a bounded gas budget
///   and catches any failure (the word stays recorded; {deliver} retries with the same word);
/// - a request is fulfilled once: later fulfilments of it, or fulfilments after its cancellation, are ignored;
/// - no request depends on another: requests resolve in any order, and none can hold the others back;
/// - the coordinator cannot be swapped for a pending request: this contract owns itself in Chainlink's
///   `ConfirmedOwner` sense, so the inherited `setCoordinator` is reachable only through {changeCoordinator}
///   (ADMIN_ROLE, refused while any request is pending) or by the coordinator itself (Chainlink's migration);
/// - a request Chainlink never answers can be cancelled after `requestTimeout` seconds (default 24 hours), and the
///   consumer gives back what it holds (see {cancel}).
/// Roles: CONSUMER_ROLE requests, ADMIN_ROLE sets the VRF parameters, the timeout of future requests and the
/// coordinator, PAUSER_ROLE pauses new requests (fulfilments, deliveries and cancellations never pause).
contract RandomnessCoordinator is IRandomnessCoordinator, VRFConsumerBaseV2Plus, CardsAccess {
    /// @notice Contracts allowed to request randomness.
    bytes32 public constant CONSUMER_ROLE = keccak256("CONSUMER_ROLE");
    /// @notice Fewest block confirmations a request may ask for (Chainlink's minimum on BSC and Polygon is 3).
    uint16 public constant MIN_CONFIRMATIONS = 3;
    /// @notice Bounds of the callback gas limit (the live coordinators' maximum is 2,500,000).
    uint32 public constant MIN_CALLBACK_GAS = 100_000;
    uint32 public constant MAX_CALLBACK_GAS = 2_500_000;
    /// @notice Gas the VRF callback keeps for itself after the consumer call (status write and event).
    uint256 public constant DELIVERY_RESERVE = 30_000;

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

    constructor(address admin, address vrfCoordinator, VrfConfig memory config, uint64 timeoutSeconds)
        VRFConsumerBaseV2Plus(vrfCoordinator)
        CardsAccess(admin)
    {
        _setVrfConfig(config);
        _setRequestTimeout(timeoutSeconds);
        // Propose this contract as its own ConfirmedOwner; it accepts on first use (see {_ownSelf}).
        transferOwnership(address(this));
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

    /// @notice Points the adapter at another VRF coordinator. Refused while any request is pending, so that no
    /// pending request can be fulfilled by a coordinator chosen after it was made.
    function changeCoordinator(address newCoordinator) external onlyRole(ADMIN_ROLE) {
        if (pendingCount != 0) revert RequestsPending(pendingCount);
        _ownSelf();
        this.setCoordinator(newCoordinator);
    }

    // ------------------------------------------------------------------ requests

    /// @inheritdoc IRandomnessCoordinator
    function requestRandomness() external onlyRole(CONSUMER_ROLE) whenNotPaused returns (uint256 requestId) {
        _ownSelf();
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
            vrfRequestId: vrfRequestId,
            randomness: 0
        });
        ++pendingCount;
        emit RandomnessRequested(requestId, msg.sender, vrfRequestId, cancelAfter);
    }

    /// @dev The VRF callback (through the base's `rawFulfillRandomWords`, which checks the caller is the
    /// coordinator). Never reverts: an unknown, already fulfilled or cancelled request is ignored with an event, and
    /// the consumer call is bounded and its failure caught.
    function fulfillRandomWords(uint256 vrfRequestId, uint256[] calldata randomWords) internal override {
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
        }
    }

    /// @notice Hands a recorded word whose delivery failed to its consumer again, or retries a failed refund
    /// (anyone). The word is the one the coordinator gave: nothing is re-drawn.
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
    /// failed refund leaves the request Cancelled for {deliver} to retry.
    function completeCancel(uint256 requestId) external nonReentrant {
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

    /// @dev Accepts the self-ownership proposed in the constructor, once; afterwards owner() is this contract.
    function _ownSelf() private {
        if (owner() != address(this)) this.acceptOwnership();
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
