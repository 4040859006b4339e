// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IAny2EVMMessageReceiver} from "@chainlink/contracts-ccip/contracts/interfaces/IAny2EVMMessageReceiver.sol";
import {IRouterClient} from "@chainlink/contracts-ccip/contracts/interfaces/IRouterClient.sol";
import {Client} from "@chainlink/contracts-ccip/contracts/libraries/Client.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

/// @title The CCIP router of a local chain (devnet, tests, the live rehearsal), both ends of a lane
/// @notice Sending: `ccipSend` checks the lane, charges the fee (`getFee`: a base, a price per payload byte and per
/// unit of destination gas, in the native coin or the configured LINK) and emits `CCIPSendRequested` with all the
/// destination needs; nothing is delivered here. Receiving: the EXECUTOR_ROLE (the keeper, playing CCIP's network on
/// a devnet) calls `execute` on the destination chain's router, which calls the receiver's `ccipReceive` with the
/// message's gas limit; a call that reverts or runs out of gas is recorded as a failure, like CCIP's off-ramp, and
/// anyone may then `manuallyExecute` it with more gas. A message succeeds once only. Not for live chains: they have
/// Chainlink's routers.
contract DevnetCCIPRouter is IRouterClient, AccessControl {
    using SafeERC20 for IERC20;

    /// @notice Plays CCIP's network: delivers messages on this chain.
    bytes32 public constant EXECUTOR_ROLE = keccak256("EXECUTOR_ROLE");
    /// @notice Gas limit of a message without extra arguments (as CCIP's).
    uint256 public constant DEFAULT_GAS_LIMIT = 200_000;

    enum ExecutionState {
        Untouched,
        Success,
        Failure
    }

    /// @notice This chain's CCIP chain selector.
    uint64 public immutable chainSelector;
    /// @notice LINK of this chain (the other accepted fee token).
    address public immutable link;
    /// @notice Fee of a message: `baseFee + bytePrice * data.length + gasPrice * gasLimit`, in wei of the native coin;
    /// in LINK, the same number times `linkPerNative / 1e18`.
    uint256 public baseFee;
    uint256 public bytePrice;
    uint256 public gasPrice;
    uint256 public linkPerNative = 1e18;
    /// @notice Messages sent so far (the last sequence number).
    uint256 public sequenceNumber;
    /// @notice Destination chains served.
    mapping(uint64 selector => bool) public isLane;
    /// @notice Execution of each message delivered here.
    mapping(bytes32 messageId => ExecutionState) public executionState;
    /// @notice Hash of a failed message and its receiver, for its manual execution.
    mapping(bytes32 messageId => bytes32) public failedMessageHash;

    /// @notice Emitted for every message sent (what CCIP's on-ramp commits).
    event CCIPSendRequested(
        bytes32 indexed messageId,
        uint64 indexed destChainSelector,
        uint256 sequenceNumber,
        address sender,
        address receiver,
        bytes data,
        uint256 gasLimit,
        address feeToken,
        uint256 fee
    );
    /// @notice Emitted for every delivery attempt (what CCIP's off-ramp reports), with the gas the receiver used.
    event ExecutionStateChanged(
        bytes32 indexed messageId,
        uint64 indexed sourceChainSelector,
        ExecutionState state,
        bytes returnData,
        uint256 gasUsed
    );
    event LaneSet(uint64 indexed destChainSelector, bool supported);
    event FeesSet(uint256 baseFee, uint256 bytePrice, uint256 gasPrice, uint256 linkPerNative);

    error InvalidExtraArgs();
    error InvalidReceiver(bytes receiver);
    error TokensNotSupported();
    /// @notice The native fees could not be paid to the address given.
    error WithdrawFailed();
    error AlreadyExecuted(bytes32 messageId);
    error NotFailed(bytes32 messageId);
    error GasLimitTooLow(uint256 gasLimit, uint256 previous);
    error NotEnoughGasForCall(uint256 gasLeft, uint256 gasLimit);

    constructor(address admin, uint64 chainSelector_, address link_) {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(EXECUTOR_ROLE, admin);
        chainSelector = chainSelector_;
        link = link_;
    }

    // =============================================================== admin

    function setLane(uint64 destChainSelector, bool supported) external onlyRole(DEFAULT_ADMIN_ROLE) {
        isLane[destChainSelector] = supported;
        emit LaneSet(destChainSelector, supported);
    }

    function setFees(uint256 baseFee_, uint256 bytePrice_, uint256 gasPrice_, uint256 linkPerNative_)
        external
        onlyRole(DEFAULT_ADMIN_ROLE)
    {
        baseFee = baseFee_;
        bytePrice = bytePrice_;
        gasPrice = gasPrice_;
        linkPerNative = linkPerNative_;
        emit FeesSet(baseFee_, bytePrice_, gasPrice_, linkPerNative_);
    }

    /// @notice Pays the collected native fees to `to`.
    function withdraw(address payable to) external onlyRole(DEFAULT_ADMIN_ROLE) {
        (bool ok,) = to.call{value: address(this).balance}("");
        if (!ok) revert WithdrawFailed();
    }

    // =============================================================== sending

    /// @inheritdoc IRouterClient
    function isChainSupported(uint64 destChainSelector) external view returns (bool) {
        return isLane[destChainSelector];
    }

    /// @inheritdoc IRouterClient
    function getFee(uint64 destinationChainSelector, Client.EVM2AnyMessage memory message)
        public
        view
        returns (uint256 fee)
    {
        if (!isLane[destinationChainSelector]) revert UnsupportedDestinationChain(destinationChainSelector);
        if (message.feeToken != address(0) && message.feeToken != link) revert InvalidMsgValue();
        fee = baseFee + bytePrice * message.data.length + gasPrice * _gasLimit(message.extraArgs);
        if (message.feeToken != address(0)) fee = (fee * linkPerNative) / 1e18;
    }

    /// @inheritdoc IRouterClient
    function ccipSend(uint64 destinationChainSelector, Client.EVM2AnyMessage calldata message)
        external
        payable
        returns (bytes32 messageId)
    {
        if (message.tokenAmounts.length != 0) revert TokensNotSupported();
        if (message.receiver.length != 32 || uint256(bytes32(message.receiver)) > type(uint160).max) {
            revert InvalidReceiver(message.receiver);
        }
        uint256 fee = getFee(destinationChainSelector, message);
        if (message.feeToken == address(0)) {
            if (msg.value < fee) revert InsufficientFeeTokenAmount();
        } else {
            if (msg.value != 0) revert InvalidMsgValue();
            IERC20(message.feeToken).safeTransferFrom(msg.sender, address(this), fee);
        }
        uint256 sequence = ++sequenceNumber;
        address receiver = abi.decode(message.receiver, (address));
        uint256 gasLimit = _gasLimit(message.extraArgs);
        messageId = keccak256(
            abi.encode(chainSelector, destinationChainSelector, sequence, msg.sender, receiver, message.data, gasLimit)
        );
        emit CCIPSendRequested(
            messageId,
            destinationChainSelector,
            sequence,
            msg.sender,
            receiver,
            message.data,
            gasLimit,
            message.feeToken,
            fee
        );
    }

    // =============================================================== receiving

    /// @notice Delivers `message` to `receiver` with `gasLimit` (EXECUTOR_ROLE). A receiver that reverts or runs out
    /// of gas leaves the message Failed, for `manuallyExecute`.
    function execute(Client.Any2EVMMessage calldata message, address receiver, uint256 gasLimit)
        external
        onlyRole(EXECUTOR_ROLE)
        returns (bool success)
    {
        if (executionState[message.messageId] != ExecutionState.Untouched) revert AlreadyExecuted(message.messageId);
        return _execute(message, receiver, gasLimit);
    }

    /// @notice Delivers a failed message again (anyone) with `gasLimit`, at least the gas limit it was sent with.
    function manuallyExecute(
        Client.Any2EVMMessage calldata message,
        address receiver,
        uint256 sentGasLimit,
        uint256 gasLimit
    ) external returns (bool success) {
        bytes32 messageId = message.messageId;
        if (
            executionState[messageId] != ExecutionState.Failure
                || failedMessageHash[messageId] != keccak256(abi.encode(message, receiver, sentGasLimit))
        ) revert NotFailed(messageId);
        if (gasLimit < sentGasLimit) revert GasLimitTooLow(gasLimit, sentGasLimit);
        return _execute(message, receiver, gasLimit);
    }

    function _execute(Client.Any2EVMMessage calldata message, address receiver, uint256 gasLimit)
        private
        returns (bool success)
    {
        bytes memory returnData;
        bytes memory call = abi.encodeCall(IAny2EVMMessageReceiver.ccipReceive, (message));
        // Exactly `gasLimit` for the receiver: 63/64 of what is left must cover it.
        if (gasleft() < gasLimit + gasLimit / 63 + 10_000) revert NotEnoughGasForCall(gasleft(), gasLimit);
        uint256 before = gasleft();
        (success, returnData) = receiver.call{gas: gasLimit}(call);
        uint256 gasUsed = before - gasleft();
        bytes32 messageId = message.messageId;
        ExecutionState state = success ? ExecutionState.Success : ExecutionState.Failure;
        executionState[messageId] = state;
        if (!success && failedMessageHash[messageId] == bytes32(0)) {
            failedMessageHash[messageId] = keccak256(abi.encode(message, receiver, gasLimit));
        }
        emit ExecutionStateChanged(messageId, message.sourceChainSelector, state, returnData, gasUsed);
    }

    function _gasLimit(bytes memory extraArgs) private pure returns (uint256) {
        if (extraArgs.length == 0) return DEFAULT_GAS_LIMIT;
        if (extraArgs.length < 36) revert InvalidExtraArgs();
        bytes4 tag;
        uint256 gasLimit;
        assembly ("memory-safe") {
            tag := mload(add(extraArgs, 32))
            gasLimit := mload(add(extraArgs, 36))
        }
        if (tag != Client.GENERIC_EXTRA_ARGS_V2_TAG && tag != Client.EVM_EXTRA_ARGS_V1_TAG) revert InvalidExtraArgs();
        return gasLimit;
    }
}
