// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Client} from "@chainlink/contracts-ccip/contracts/libraries/Client.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {BitMaps} from "@openzeppelin/contracts/utils/structs/BitMaps.sol";
import {CCIPPeer} from "./CCIPPeer.sol";
import {IBridgeCard} from "./interfaces/IBridgeCard.sol";
import {ICardBridge} from "./interfaces/ICardBridge.sol";

/// @title CardBridge: the BSC side of the card bridge (escrow), sending each request through Chainlink CCIP
/// @notice Cards sent with `exchange` stay here for good once their copies are minted on Polygon: they are the backing
/// of those copies. Only a refund message of the CardBridgeMinter, delivered by CCIP, gives escrowed cards back, to
/// the user who sent them. The bridge fee is earned when the message is sent (the admin withdraws it); the CCIP fee
/// goes to the router. Pausing stops new requests only; refunds go on, so that nothing is stranded.
contract CardBridge is ICardBridge, CCIPPeer {
    using BitMaps for BitMaps.BitMap;
    using SafeERC20 for IERC20;

    /// @notice Most cards per request (docs/product.md#bridge-rules).
    uint256 public constant MAX_CARDS = 10;
    /// @notice Bounds of the gas limit given to the minting on Polygon.
    uint256 public constant MIN_GAS_LIMIT = 100_000;
    uint256 public constant MAX_GAS_LIMIT = 3_000_000;

    /// @notice The hero card collection of this chain.
    IBridgeCard public immutable card;
    /// @notice Bridge fee per card, in wei of the native coin.
    uint256 public changeFee;
    /// @notice Token the CCIP fee is paid in: zero for the native coin, or LINK.
    address public feeToken;
    /// @notice Gas the minting on Polygon gets (measured for 10 cards, with a margin: README-bridge.md).
    uint256 public destinationGasLimit;
    /// @notice Seconds a request is expected to take (the lane's finality and delivery).
    uint256 public waitingTime;
    /// @notice Cards that may be sent per UTC day.
    uint256 public dailyCap;
    /// @notice Number of requests so far; the last nonce issued (nonces start at 1).
    uint256 public requestCount;
    /// @inheritdoc ICardBridge
    mapping(bytes32 messageId => uint256) public nonceOfMessage;

    struct Request {
        address user;
        uint40 timestamp;
        uint48 blockNumber;
        Status status;
        address receiver;
        uint96 fee;
        address feeToken;
        uint96 ccipFee;
        bytes32 messageId;
        // Four ids per storage slot.
        uint64[] tokenIds;
    }

    mapping(uint256 nonce => Request) private _requests;
    mapping(address user => uint256[]) private _userNonces;
    mapping(uint256 day => uint256) private _sentOnDay;
    BitMaps.BitMap private _changed;

    /// @param admin Receives DEFAULT_ADMIN_ROLE, ADMIN_ROLE and PAUSER_ROLE.
    /// @param card_ The hero card collection.
    /// @param router_ This chain's CCIP router.
    /// @param destinationChainSelector Polygon's CCIP chain selector (the router must serve it).
    constructor(
        address admin,
        IBridgeCard card_,
        address router_,
        uint64 destinationChainSelector,
        uint256 changeFee_,
        uint256 destinationGasLimit_,
        uint256 dailyCap_
    ) CCIPPeer(admin, router_, destinationChainSelector) {
        if (address(card_) == address(0)) revert AddressIsNull();
        card = card_;
        _setChangeFee(changeFee_);
        _setDestinationGasLimit(destinationGasLimit_);
        _setDailyCap(dailyCap_);
    }

    // =============================================================== admin

    /// @notice Sets the bridge fee per card (ADMIN_ROLE). Requests already made keep the fee they paid.
    function setChangeFee(uint256 changeFee_) external onlyRole(ADMIN_ROLE) {
        _setChangeFee(changeFee_);
    }

    /// @notice Sets the token the CCIP fee is paid in (ADMIN_ROLE): zero for the native coin, or LINK.
    function setFeeToken(address feeToken_) external onlyRole(ADMIN_ROLE) {
        feeToken = feeToken_;
        emit FeeTokenSet(feeToken_);
    }

    /// @notice Sets the gas the minting on Polygon gets (ADMIN_ROLE), 100,000..3,000,000.
    function setDestinationGasLimit(uint256 gasLimit) external onlyRole(ADMIN_ROLE) {
        _setDestinationGasLimit(gasLimit);
    }

    /// @notice Sets the waiting-time estimate, in seconds (ADMIN_ROLE).
    function setWaitingTime(uint256 seconds_) external onlyRole(ADMIN_ROLE) {
        waitingTime = seconds_;
        emit WaitingTimeSet(seconds_);
    }

    /// @notice Sets the cards that may be sent per UTC day (ADMIN_ROLE).
    function setDailyCap(uint256 cap) external onlyRole(ADMIN_ROLE) {
        _setDailyCap(cap);
    }

    /// @notice Pays the earned bridge fees (and any native coin forced in) to `to` (ADMIN_ROLE).
    function withdrawFees(address to) external onlyRole(ADMIN_ROLE) nonReentrant {
        if (to == address(0)) revert AddressIsNull();
        uint256 amount = address(this).balance;
        if (amount == 0) revert NothingToWithdraw();
        _pay(to, amount);
        emit FeesWithdrawn(to, amount);
    }

    // =============================================================== users

    /// @inheritdoc ICardBridge
    function exchange(uint256[] calldata tokenIds) external payable returns (uint256) {
        return _exchange(tokenIds, msg.sender);
    }

    /// @inheritdoc ICardBridge
    function exchangeTo(uint256[] calldata tokenIds, address receiver) external payable returns (uint256) {
        if (receiver == address(0)) revert AddressIsNull();
        return _exchange(tokenIds, receiver);
    }

    // =============================================================== reads

    /// @inheritdoc ICardBridge
    function quote(uint256 count) external view returns (uint256 ccipFee, uint256 fee, address feeToken_) {
        if (count == 0) revert ArrayIsNull();
        if (count > MAX_CARDS) revert ArrayLengthError();
        uint256[] memory ids = new uint256[](count);
        // The fee depends on the payload's length, not on its values.
        bytes memory data = _payload(0, address(0), address(0), ids, ids, ids);
        feeToken_ = feeToken;
        ccipFee = _fee(_message(data, feeToken_, destinationGasLimit));
        fee = changeFee * count;
    }

    /// @inheritdoc ICardBridge
    function isChanged(uint256 tokenId) external view returns (bool) {
        return _changed.get(tokenId);
    }

    /// @inheritdoc ICardBridge
    function userHistory(address user) external view returns (BridgeRecord[] memory records) {
        uint256[] storage nonces = _userNonces[user];
        uint256 count = nonces.length;
        records = new BridgeRecord[](count);
        for (uint256 i; i < count; ++i) {
            records[i] = _record(nonces[i]);
        }
    }

    /// @notice Nonces of `user`'s requests, oldest first.
    function userNonces(address user) external view returns (uint256[] memory) {
        return _userNonces[user];
    }

    /// @inheritdoc ICardBridge
    function getRequest(uint256 nonce) external view returns (BridgeRecord memory) {
        if (_requests[nonce].status == Status.None) revert UnknownRequest(nonce);
        return _record(nonce);
    }

    /// @inheritdoc ICardBridge
    function estimatedWaitingTime() external view returns (uint256) {
        return waitingTime;
    }

    /// @inheritdoc ICardBridge
    function remainingToday() external view returns (uint256) {
        uint256 sent = _sentOnDay[block.timestamp / 1 days];
        return sent >= dailyCap ? 0 : dailyCap - sent;
    }

    /// @notice Cards sent on the UTC day `day` (block.timestamp / 1 days).
    function sentOnDay(uint256 day) external view returns (uint256) {
        return _sentOnDay[day];
    }

    // =============================================================== internals

    function _exchange(uint256[] calldata tokenIds, address receiver)
        private
        whenNotPaused
        nonReentrant
        returns (uint256 nonce)
    {
        uint256 count = tokenIds.length;
        if (count == 0) revert ArrayIsNull();
        if (count > MAX_CARDS) revert ArrayLengthError();
        uint256 day = block.timestamp / 1 days;
        uint256 sent = _sentOnDay[day];
        if (sent + count > dailyCap) revert DailyCapExceeded(day, sent, dailyCap);
        _sentOnDay[day] = sent + count;

        nonce = ++requestCount;
        Request storage request = _requests[nonce];
        request.user = msg.sender;
        request.timestamp = uint40(block.timestamp);
        request.blockNumber = uint48(block.number);
        request.status = Status.Sent;
        request.receiver = receiver;
        _userNonces[msg.sender].push(nonce);

        bytes32 messageId = _dispatch(request, _escrow(request, nonce, receiver, tokenIds), count);
        nonceOfMessage[messageId] = nonce;
        emit ExchangeRequested(
            nonce, messageId, msg.sender, receiver, tokenIds, request.fee, request.ccipFee, request.feeToken
        );
        if (msg.value > _due(request)) _pay(msg.sender, msg.value - _due(request));
    }

    /// @dev What the caller owed in the native coin for `request`.
    function _due(Request storage request) private view returns (uint256) {
        return request.feeToken == address(0) ? uint256(request.fee) + request.ccipFee : request.fee;
    }

    /// @dev Charges the fees of `count` cards, sends the request's message and stores its fees and id.
    function _dispatch(Request storage request, bytes memory data, uint256 count) private returns (bytes32 messageId) {
        address feeToken_ = feeToken;
        Client.EVM2AnyMessage memory message = _message(data, feeToken_, destinationGasLimit);
        uint256 ccipFee = _fee(message);
        // Fits: setChangeFee keeps changeFee * MAX_CARDS within 96 bits.
        uint256 fee = changeFee * count;
        uint256 due = feeToken_ == address(0) ? fee + ccipFee : fee;
        if (msg.value < due) revert NotEnoughMessageFee(due, msg.value);
        if (feeToken_ != address(0)) {
            IERC20(feeToken_).safeTransferFrom(msg.sender, address(this), ccipFee);
            IERC20(feeToken_).forceApprove(router(), ccipFee);
        }
        messageId = _send(message, feeToken_ == address(0) ? ccipFee : 0);
        request.fee = uint96(fee);
        request.feeToken = feeToken_;
        // The router's fee for one message is far below 2^96 wei.
        request.ccipFee = uint96(ccipFee);
        request.messageId = messageId;
    }

    /// @dev Marks the cards changed, stores their ids, takes them into escrow and returns the request's payload.
    function _escrow(Request storage request, uint256 nonce, address receiver, uint256[] calldata tokenIds)
        private
        returns (bytes memory)
    {
        uint256 count = tokenIds.length;
        uint256[] memory heroIds = new uint256[](count);
        uint256[] memory rarities = new uint256[](count);
        uint64[] storage packed = request.tokenIds;
        IBridgeCard card_ = card;
        for (uint256 i; i < count; ++i) {
            uint256 tokenId = tokenIds[i];
            if (tokenId > type(uint64).max) revert TokenIdTooLarge(tokenId);
            packed.push(uint64(tokenId));
            _changed.set(tokenId);
            heroIds[i] = card_.heroIdMap(tokenId);
            rarities[i] = card_.rarityMap(tokenId);
            // Reverts unless the caller owns the card and approved this bridge; a repeated id fails the second time.
            // The card is this project's HeroCard, whose transferFrom calls no receiver hook, and the whole call
            // holds the re-entrancy lock.
            card_.transferFrom(msg.sender, address(this), tokenId);
        }
        return _payload(nonce, msg.sender, receiver, tokenIds, heroIds, rarities);
    }

    /// @dev A refund message of the CardBridgeMinter: `(KIND_REFUND, nonce, messageId of the request)`. Returns the
    /// request's cards to its user. Anything else reverts: CCIP then keeps the message for a manual execution.
    function _ccipReceive(bytes32 refundMessageId, bytes calldata data) internal override nonReentrant {
        (uint8 kind, uint256 nonce, bytes32 messageId) = abi.decode(data, (uint8, uint256, bytes32));
        if (kind != KIND_REFUND) revert UnknownMessageKind(kind);
        Request storage request = _requests[nonce];
        if (request.status != Status.Sent || request.messageId != messageId) revert InvalidRefund(nonce, messageId);
        request.status = Status.Refunded;
        address user = request.user;
        uint256[] memory tokenIds = _tokenIdsOf(request);
        uint256 count = tokenIds.length;
        IBridgeCard card_ = card;
        emit RequestRefunded(nonce, messageId, refundMessageId, user, tokenIds);
        for (uint256 i; i < count; ++i) {
            _changed.unset(tokenIds[i]);
            // transferFrom, not safeTransferFrom: the user sent these cards, and no receiver hook can block a refund.
            card_.transferFrom(address(this), user, tokenIds[i]);
        }
    }

    function _payload(
        uint256 nonce,
        address user,
        address receiver,
        uint256[] memory tokenIds,
        uint256[] memory heroIds,
        uint256[] memory rarities
    ) private pure returns (bytes memory) {
        return abi.encode(KIND_REQUEST, nonce, user, receiver, tokenIds, heroIds, rarities);
    }

    function _setChangeFee(uint256 changeFee_) private {
        if (changeFee_ > type(uint96).max / MAX_CARDS) revert FeeTooHigh();
        changeFee = changeFee_;
        emit ChangeFeeSet(changeFee_);
    }

    function _setDestinationGasLimit(uint256 gasLimit) private {
        if (gasLimit < MIN_GAS_LIMIT || gasLimit > MAX_GAS_LIMIT) revert InvalidGasLimit(gasLimit);
        destinationGasLimit = gasLimit;
        emit DestinationGasLimitSet(gasLimit);
    }

    function _setDailyCap(uint256 cap) private {
        dailyCap = cap;
        emit DailyCapSet(cap);
    }

    function _record(uint256 nonce) private view returns (BridgeRecord memory) {
        Request storage request = _requests[nonce];
        return BridgeRecord({
            nonce: nonce,
            user: request.user,
            receiver: request.receiver,
            tokenIds: _tokenIdsOf(request),
            fee: request.fee,
            ccipFee: request.ccipFee,
            feeToken: request.feeToken,
            timestamp: request.timestamp,
            blockNumber: request.blockNumber,
            status: request.status,
            messageId: request.messageId
        });
    }

    function _tokenIdsOf(Request storage request) private view returns (uint256[] memory tokenIds) {
        uint64[] storage packed = request.tokenIds;
        uint256 count = packed.length;
        tokenIds = new uint256[](count);
        for (uint256 i; i < count; ++i) {
            tokenIds[i] = packed[i];
        }
    }

    /// @dev Cards in escrow are owed (to their copies on Polygon, or to their user on a refund).
    function _checkRecoverableERC721(address token, uint256 tokenId) internal view override {
        if (token == address(card) && _changed.get(tokenId)) revert NotRecoverable(token, tokenId);
    }
}
