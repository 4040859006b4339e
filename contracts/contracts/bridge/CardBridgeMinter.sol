// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Client} from "@chainlink/contracts-ccip/contracts/libraries/Client.sol";
import {CCIPPeer} from "./CCIPPeer.sol";
import {IBridgeCard} from "./interfaces/IBridgeCard.sol";
import {ICardBridgeMinter} from "./interfaces/ICardBridgeMinter.sol";

/// @title CardBridgeMinter: the Polygon side of the card bridge, a Chainlink CCIP receiver
/// @notice Holds the hero card contract's MINTER_ROLE and mints only for messages of the CardBridge delivered by CCIP
/// (CCIPPeer checks the router, the source chain and the sender). The defensive-receiver pattern: the minting runs in
/// an inner call whose failure is recorded (Failed, with the data's hash) instead of reverting the delivery; a Failed
/// message is retried by anyone or refunded by a CCIP message back (its user, its receiver or the admin). The refund
/// reserve (native coin sent to this contract) pays the return of messages refused for good.
contract CardBridgeMinter is ICardBridgeMinter, CCIPPeer {
    /// @notice Most cards per message (as on the source).
    uint256 public constant MAX_CARDS = 10;
    /// @notice Gas kept back from the minting attempt to record its failure.
    uint256 public constant FAILURE_GAS = 60_000;
    /// @notice Bounds of the gas limit given to a refund on BSC.
    uint256 public constant MIN_GAS_LIMIT = 100_000;
    uint256 public constant MAX_GAS_LIMIT = 3_000_000;

    /// @notice The hero card collection of this chain.
    IBridgeCard public immutable card;
    /// @notice Cards that may be minted per UTC day.
    uint256 public dailyCap;
    /// @notice Gas the return of the cards on BSC gets (measured for 10 cards, with a margin: README-bridge.md).
    uint256 public refundGasLimit;
    /// @notice Cards minted by the bridge so far.
    uint256 public totalMinted;

    mapping(bytes32 messageId => MessageState) private _state;
    mapping(bytes32 messageId => bytes32) private _failedData;
    mapping(uint256 day => uint256) private _mintedOnDay;

    /// @param admin Receives DEFAULT_ADMIN_ROLE, ADMIN_ROLE and PAUSER_ROLE.
    /// @param card_ The hero card collection (grant this contract its MINTER_ROLE).
    /// @param router_ This chain's CCIP router.
    /// @param sourceChainSelector BSC's CCIP chain selector (the router must serve it).
    constructor(
        address admin,
        IBridgeCard card_,
        address router_,
        uint64 sourceChainSelector,
        uint256 dailyCap_,
        uint256 refundGasLimit_
    ) CCIPPeer(admin, router_, sourceChainSelector) {
        if (address(card_) == address(0)) revert AddressIsNull();
        card = card_;
        _setDailyCap(dailyCap_);
        _setRefundGasLimit(refundGasLimit_);
    }

    /// @notice Funds the refund reserve.
    receive() external payable {}

    // =============================================================== admin

    /// @notice Sets the cards that may be minted per UTC day (ADMIN_ROLE).
    function setDailyCap(uint256 cap) external onlyRole(ADMIN_ROLE) {
        _setDailyCap(cap);
    }

    /// @notice Sets the gas the return of the cards on BSC gets (ADMIN_ROLE), 100,000..3,000,000.
    function setRefundGasLimit(uint256 gasLimit) external onlyRole(ADMIN_ROLE) {
        _setRefundGasLimit(gasLimit);
    }

    /// @notice Takes `amount` out of the refund reserve (ADMIN_ROLE).
    function withdrawReserve(address to, uint256 amount) external onlyRole(ADMIN_ROLE) nonReentrant {
        if (to == address(0)) revert AddressIsNull();
        _pay(to, amount);
        emit ReserveWithdrawn(to, amount);
    }

    // =============================================================== CCIP

    /// @dev Never reverts for a message it cannot mint (only for a replay, or for too little gas to record a
    /// failure, which CCIP then keeps for a manual execution).
    function _ccipReceive(bytes32 messageId, bytes calldata data) internal override {
        if (_state[messageId] != MessageState.None) revert AlreadyProcessed(messageId);
        uint256 gasLeft = gasleft();
        if (gasLeft <= FAILURE_GAS) revert NotEnoughGas(gasLeft);
        try this.processMessage{gas: gasLeft - FAILURE_GAS}(messageId, data) {}
        catch (bytes memory reason) {
            _state[messageId] = MessageState.Failed;
            _failedData[messageId] = keccak256(data);
            emit MessageFailed(messageId, data, reason);
            if (reason.length >= 4 && bytes4(reason) == InvalidRequest.selector) _refundFromReserve(messageId, data);
        }
    }

    /// @notice The minting of a delivered message, run by this contract itself so that its failure can be recorded.
    function processMessage(bytes32 messageId, bytes calldata data) external returns (uint256[] memory) {
        if (msg.sender != address(this)) revert OnlySelf();
        return _mint(messageId, data);
    }

    /// @inheritdoc ICardBridgeMinter
    function retryMessage(bytes32 messageId, bytes calldata data)
        external
        nonReentrant
        returns (uint256[] memory tokenIds)
    {
        _checkFailed(messageId, data);
        delete _failedData[messageId];
        tokenIds = _mint(messageId, data);
    }

    /// @inheritdoc ICardBridgeMinter
    function refundMessage(bytes32 messageId, bytes calldata data)
        external
        payable
        nonReentrant
        returns (bytes32 refundMessageId)
    {
        _checkFailed(messageId, data);
        (, uint256 nonce, address user, address receiver) = abi.decode(data, (uint8, uint256, address, address));
        if (msg.sender != user && msg.sender != receiver && !hasRole(ADMIN_ROLE, msg.sender)) {
            revert NotAllowedToRefund(msg.sender);
        }
        uint256 fee;
        (refundMessageId, fee) = _refund(messageId, nonce, msg.value);
        if (msg.value > fee) _pay(msg.sender, msg.value - fee);
    }

    // =============================================================== reads

    /// @inheritdoc ICardBridgeMinter
    function quoteRefund() public view returns (uint256) {
        return _fee(_message(abi.encode(KIND_REFUND, uint256(0), bytes32(0)), address(0), refundGasLimit));
    }

    /// @inheritdoc ICardBridgeMinter
    function messageState(bytes32 messageId) external view returns (MessageState) {
        return _state[messageId];
    }

    /// @inheritdoc ICardBridgeMinter
    function mintedOnDay(uint256 day) external view returns (uint256) {
        return _mintedOnDay[day];
    }

    /// @inheritdoc ICardBridgeMinter
    function remainingToday() external view returns (uint256) {
        uint256 minted = _mintedOnDay[block.timestamp / 1 days];
        return minted >= dailyCap ? 0 : dailyCap - minted;
    }

    // =============================================================== internals

    /// @dev A request's payload `(KIND_REQUEST, nonce, user, receiver, tokenIds, heroIds, rarities)`.
    struct Request {
        uint8 kind;
        uint256 nonce;
        address user;
        address receiver;
        uint256[] sourceTokenIds;
        uint256[] heroIds;
        uint256[] rarities;
    }

    /// @dev Checks and mints a request.
    function _mint(bytes32 messageId, bytes calldata data) private whenNotPaused returns (uint256[] memory tokenIds) {
        Request memory request = _decode(data);
        uint256 count = request.heroIds.length;
        if (
            request.kind != KIND_REQUEST || request.receiver == address(0) || count == 0 || count > MAX_CARDS
                || request.rarities.length != count || request.sourceTokenIds.length != count
        ) revert InvalidRequest(messageId);
        uint256 day = block.timestamp / 1 days;
        uint256 minted = _mintedOnDay[day];
        if (minted + count > dailyCap) revert DailyCapExceeded(day, minted, dailyCap);
        _mintedOnDay[day] = minted + count;
        totalMinted += count;
        _state[messageId] = MessageState.Minted;
        tokenIds = _mintRuns(request.receiver, request.heroIds, request.rarities);
        emit BridgeCompleted(
            messageId, request.nonce, request.receiver, request.user, request.sourceTokenIds, tokenIds
        );
    }

    function _decode(bytes calldata data) private pure returns (Request memory request) {
        (
            request.kind,
            request.nonce,
            request.user,
            request.receiver,
            request.sourceTokenIds,
            request.heroIds,
            request.rarities
        ) = abi.decode(data, (uint8, uint256, address, address, uint256[], uint256[], uint256[]));
    }

    /// @dev Mints each run of equal heroes in one call (consecutive ids, one ERC721A write); returns the new ids in
    /// the order of the request.
    function _mintRuns(address receiver, uint256[] memory heroIds, uint256[] memory rarities)
        private
        returns (uint256[] memory tokenIds)
    {
        uint256 count = heroIds.length;
        tokenIds = new uint256[](count);
        IBridgeCard card_ = card;
        uint256 start;
        while (start < count) {
            uint256 heroId = heroIds[start];
            uint256 rarity = rarities[start];
            uint256 end = start + 1;
            while (end < count && heroIds[end] == heroId && rarities[end] == rarity) {
                ++end;
            }
            uint256 first = card_.mintCards(receiver, heroId, rarity, end - start);
            for (uint256 i = start; i < end; ++i) {
                tokenIds[i] = first + (i - start);
            }
            start = end;
        }
    }

    /// @dev Refunds a message refused for good from the reserve, when it covers the fee; otherwise (or when the quote
    /// or the send fails) the message stays Failed, for its user to refund.
    /// Reached after `InvalidRequest` only, so the data decoded: its second word is the nonce. Nothing here may
    /// revert (the fee quote and the send are external calls whose failure leaves the message Failed).
    function _refundFromReserve(bytes32 messageId, bytes calldata data) private {
        uint256 nonce = abi.decode(data[32:64], (uint256));
        try this.quoteRefund() returns (uint256 fee) {
            if (address(this).balance < fee) return;
            try this.refundFromReserve(messageId, nonce, fee) {} catch {}
        } catch {}
    }

    /// @notice The refund of a message refused for good, paid from the reserve; run by this contract itself.
    function refundFromReserve(bytes32 messageId, uint256 nonce, uint256 fee) external {
        if (msg.sender != address(this)) revert OnlySelf();
        _refund(messageId, nonce, fee);
    }

    /// @dev Marks a Failed message Refunded and sends `(KIND_REFUND, nonce, messageId)` back, paying at most `budget`.
    function _refund(bytes32 messageId, uint256 nonce, uint256 budget)
        private
        returns (bytes32 refundMessageId, uint256 fee)
    {
        _state[messageId] = MessageState.Refunded;
        delete _failedData[messageId];
        Client.EVM2AnyMessage memory message = _message(abi.encode(KIND_REFUND, nonce, messageId), address(0), refundGasLimit);
        fee = _fee(message);
        if (budget < fee) revert NotEnoughMessageFee(fee, budget);
        refundMessageId = _send(message, fee);
        emit MessageRefunded(messageId, nonce, refundMessageId);
    }

    function _checkFailed(bytes32 messageId, bytes calldata data) private view {
        if (_state[messageId] != MessageState.Failed || _failedData[messageId] != keccak256(data)) {
            revert NotFailed(messageId);
        }
    }

    function _setDailyCap(uint256 cap) private {
        dailyCap = cap;
        emit DailyCapSet(cap);
    }

    function _setRefundGasLimit(uint256 gasLimit) private {
        if (gasLimit < MIN_GAS_LIMIT || gasLimit > MAX_GAS_LIMIT) revert InvalidGasLimit(gasLimit);
        refundGasLimit = gasLimit;
        emit RefundGasLimitSet(gasLimit);
    }
}
