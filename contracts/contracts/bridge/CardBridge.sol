// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {BitMaps} from "@openzeppelin/contracts/utils/structs/BitMaps.sol";
import {BridgeSigners} from "./BridgeSigners.sol";
import {IBridgeCard} from "./interfaces/IBridgeCard.sol";
import {ICardBridge} from "./interfaces/ICardBridge.sol";

/// @title CardBridge: the BSC side of the card bridge (escrow)
/// @notice Cards sent with `exchange` stay here for good once their copies are minted on the destination: they are
/// the backing of those copies. The fee is held until the request settles: a completed request's fee is earned (the
/// admin withdraws it), a refunded request's fee goes back to its user. Pausing stops new requests only; settling and
/// refunding go on, so that nothing is stranded.
/// The attestation that settles a request is the EIP-712 message
/// `BridgeSettlement(uint256 nonce,bool minted,bytes32 destTxHash)` on this contract's domain, signed by at least
/// `threshold` signers: `minted` true when the destination minted the nonce, false when it cancelled it.
contract CardBridge is ICardBridge, BridgeSigners {
    using BitMaps for BitMaps.BitMap;

    /// @notice Most cards per request (docs/product.md#bridge-rules).
    uint256 public constant MAX_CARDS = 10;
    /// @notice Gas given to a user's address with its fee refund: enough for a wallet contract's receive, too little
    /// for a griefer to make the refund run out of gas (a failed payment waits in `owedRefunds`).
    uint256 public constant REFUND_GAS = 50_000;
    /// @notice EIP-712 type hash of a settlement attestation.
    /// (The type string is hashed at compile time, so its length costs nothing.)
    bytes32 public constant SETTLEMENT_TYPEHASH =
        // solhint-disable-next-line gas-small-strings
        keccak256("BridgeSettlement(uint256 nonce,bool minted,bytes32 destTxHash)");

    /// @notice The hero card collection of this chain.
    IBridgeCard public immutable card;
    /// @notice Fee per card, in wei of the native coin.
    uint256 public changeFee;
    /// @notice Destination chain id (Polygon).
    uint256 public toChainId;
    /// @notice The bridge contract on the destination chain that mints the cards (CardBridgeMinter). Informational
    /// (links of the site, checks of the relayer): the destination itself checks where a request comes from.
    address public receiveAddress;
    /// @notice Source-chain confirmations the relayer waits for before minting.
    uint256 public confirmationsRequired;
    /// @notice Average block time of this chain, in seconds.
    uint256 public blockTime;
    /// @notice Seconds the relay itself takes once the confirmations are in (destination inclusion and settling).
    uint256 public relayTime;
    /// @notice Number of requests so far; the last nonce issued (nonces start at 1).
    uint256 public requestCount;
    /// @notice Fees of requests not settled yet (Pending, Processing, Failed).
    uint256 public pendingFees;
    /// @notice Fee refunds that could not be paid, per user (collected with `claimRefund`).
    mapping(address user => uint256) public owedRefunds;
    /// @notice Sum of `owedRefunds`.
    uint256 public totalOwedRefunds;

    struct Request {
        address user;
        uint40 timestamp;
        uint48 blockNumber;
        Status status;
        address receiver;
        uint96 fee;
        bytes32 destTxHash;
        // Four ids per storage slot.
        uint64[] tokenIds;
    }

    mapping(uint256 nonce => Request) private _requests;
    mapping(address user => uint256[]) private _userNonces;
    BitMaps.BitMap private _changed;

    /// @param admin Receives DEFAULT_ADMIN_ROLE, ADMIN_ROLE and PAUSER_ROLE.
    /// @param card_ The hero card collection.
    /// @param signers_ Relayer signers, ascending; `threshold_` of them settle a request.
    constructor(
        address admin,
        IBridgeCard card_,
        uint256 changeFee_,
        uint256 toChainId_,
        address receiveAddress_,
        address[] memory signers_,
        uint256 threshold_
    ) BridgeSigners(admin, signers_, threshold_) {
        if (address(card_) == address(0)) revert AddressIsNull();
        card = card_;
        _setChangeFee(changeFee_);
        _setDestination(toChainId_, receiveAddress_);
    }

    // =============================================================== admin

    /// @notice Sets the fee per card (ADMIN_ROLE). Requests already made keep the fee they paid.
    function setChangeFee(uint256 changeFee_) external onlyRole(ADMIN_ROLE) {
        _setChangeFee(changeFee_);
    }

    /// @notice Sets the destination chain and its bridge contract (ADMIN_ROLE); a zero chain id closes the bridge
    /// (`exchange` reverts with `ChainUnavailable`).
    function setDestination(uint256 toChainId_, address receiveAddress_) external onlyRole(ADMIN_ROLE) {
        _setDestination(toChainId_, receiveAddress_);
    }

    /// @notice Sets the figures of the waiting-time estimate (ADMIN_ROLE): the confirmations the relayer requires,
    /// this chain's block time and the relay time, in seconds.
    function setTiming(uint256 confirmationsRequired_, uint256 blockTime_, uint256 relayTime_)
        external
        onlyRole(ADMIN_ROLE)
    {
        confirmationsRequired = confirmationsRequired_;
        blockTime = blockTime_;
        relayTime = relayTime_;
        emit TimingSet(confirmationsRequired_, blockTime_, relayTime_);
    }

    /// @notice Pays the earned fees (and any native coin forced in) to `to` (ADMIN_ROLE): everything but the fees of
    /// unsettled requests and the owed refunds.
    function withdrawFees(address to) external onlyRole(ADMIN_ROLE) nonReentrant {
        if (to == address(0)) revert AddressIsNull();
        uint256 amount = address(this).balance - pendingFees - totalOwedRefunds;
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

    /// @notice Pays the caller's owed fee refund to `to`.
    function claimRefund(address to) external nonReentrant {
        if (to == address(0)) revert AddressIsNull();
        uint256 amount = owedRefunds[msg.sender];
        if (amount == 0) revert NothingToWithdraw();
        owedRefunds[msg.sender] = 0;
        totalOwedRefunds -= amount;
        _pay(to, amount);
        emit RefundClaimed(msg.sender, to, amount);
    }

    // =============================================================== relayer

    /// @inheritdoc ICardBridge
    function markProcessing(uint256 nonce) external onlyRole(OPERATOR_ROLE) {
        Request storage request = _request(nonce);
        if (request.status != Status.Pending) revert InvalidStatus(nonce, request.status);
        request.status = Status.Processing;
        emit RequestProcessing(nonce);
    }

    /// @inheritdoc ICardBridge
    function fail(uint256 nonce) external onlyRole(OPERATOR_ROLE) {
        Request storage request = _request(nonce);
        Status status = request.status;
        if (status != Status.Pending && status != Status.Processing) revert InvalidStatus(nonce, status);
        request.status = Status.Failed;
        emit RequestFailed(nonce);
    }

    /// @inheritdoc ICardBridge
    function markCompleted(uint256 nonce, bytes32 destTxHash, bytes[] calldata signatures)
        external
        onlyRole(OPERATOR_ROLE)
    {
        Request storage request = _request(nonce);
        Status status = request.status;
        if (status != Status.Pending && status != Status.Processing && status != Status.Failed) {
            revert InvalidStatus(nonce, status);
        }
        _checkAttestation(keccak256(abi.encode(SETTLEMENT_TYPEHASH, nonce, true, destTxHash)), signatures);
        request.status = Status.Completed;
        request.destTxHash = destTxHash;
        pendingFees -= request.fee;
        emit RequestCompleted(nonce, destTxHash);
    }

    /// @inheritdoc ICardBridge
    function refund(uint256 nonce, bytes32 destTxHash, bytes[] calldata signatures)
        external
        onlyRole(OPERATOR_ROLE)
        nonReentrant
    {
        Request storage request = _request(nonce);
        if (request.status != Status.Failed) revert InvalidStatus(nonce, request.status);
        _checkAttestation(keccak256(abi.encode(SETTLEMENT_TYPEHASH, nonce, false, destTxHash)), signatures);
        request.status = Status.Refunded;
        request.destTxHash = destTxHash;
        address user = request.user;
        uint256 fee = request.fee;
        pendingFees -= fee;
        uint256[] memory tokenIds = _tokenIdsOf(request);
        uint256 count = tokenIds.length;
        for (uint256 i; i < count; ++i) {
            _changed.unset(tokenIds[i]);
        }
        emit RequestRefunded(nonce, user, tokenIds, fee, destTxHash);
        for (uint256 i; i < count; ++i) {
            // transferFrom, not safeTransferFrom: the user sent these cards, and no receiver hook can block a refund.
            card.transferFrom(address(this), user, tokenIds[i]);
        }
        if (fee != 0) {
            // A user that refuses native coin (or burns the gas) must not block the return of its cards: the fee
            // waits for it.
            (bool ok,) = user.call{value: fee, gas: REFUND_GAS}("");
            if (!ok) {
                owedRefunds[user] += fee;
                totalOwedRefunds += fee;
                emit RefundOwed(user, fee);
            }
        }
    }

    // =============================================================== reads

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
        _request(nonce);
        return _record(nonce);
    }

    /// @inheritdoc ICardBridge
    function estimatedWaitingTime() public view returns (uint256) {
        return confirmationsRequired * blockTime + relayTime;
    }

    /// @inheritdoc ICardBridge
    /// @dev Pending: `50 * confirmations / required` percent (50 when no confirmation is required), and
    /// `(required - confirmations) * blockTime + relayTime` seconds left. Processing and Failed: 75 percent,
    /// `relayTime` seconds left. Completed and Refunded: 100 percent, 0 seconds left.
    function progress(uint256 nonce)
        external
        view
        returns (uint256 percent, uint256 confirmations, uint256 required, uint256 secondsLeft)
    {
        Request storage request = _request(nonce);
        Status status = request.status;
        required = confirmationsRequired;
        uint256 seen = block.number - request.blockNumber;
        confirmations = seen < required ? seen : required;
        if (status == Status.Pending) {
            percent = required == 0 ? 50 : (50 * confirmations) / required;
            secondsLeft = (required - confirmations) * blockTime + relayTime;
        } else if (status == Status.Completed || status == Status.Refunded) {
            percent = 100;
        } else {
            percent = 75;
            secondsLeft = relayTime;
        }
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
        uint256 destination = toChainId;
        if (destination == 0) revert ChainUnavailable(0);
        uint256 fee = changeFee * count;
        if (msg.value < fee) revert NotEnoughMessageFee(fee, msg.value);
        if (msg.value > fee) revert WrongAmount(fee, msg.value);

        nonce = ++requestCount;
        Request storage request = _requests[nonce];
        request.user = msg.sender;
        request.timestamp = uint40(block.timestamp);
        request.blockNumber = uint48(block.number);
        request.status = Status.Pending;
        request.receiver = receiver;
        // Fits: setChangeFee keeps changeFee * MAX_CARDS within 96 bits.
        request.fee = uint96(fee);
        _userNonces[msg.sender].push(nonce);
        pendingFees += fee;

        // Written after the transfers into escrow: the card is this project's HeroCard, whose transferFrom calls no
        // receiver hook, and the whole call holds the re-entrancy lock.
        request.tokenIds = _escrow(nonce, tokenIds, receiver, fee, destination);
    }

    /// @dev Marks the cards changed, emits the request with their heroes and takes them into escrow; returns the ids
    /// packed for storage.
    function _escrow(uint256 nonce, uint256[] calldata tokenIds, address receiver, uint256 fee, uint256 destination)
        private
        returns (uint64[] memory packed)
    {
        uint256 count = tokenIds.length;
        uint256[] memory heroIds = new uint256[](count);
        uint256[] memory rarities = new uint256[](count);
        packed = new uint64[](count);
        IBridgeCard card_ = card;
        for (uint256 i; i < count; ++i) {
            uint256 tokenId = tokenIds[i];
            if (tokenId > type(uint64).max) revert TokenIdTooLarge(tokenId);
            packed[i] = uint64(tokenId);
            _changed.set(tokenId);
            heroIds[i] = card_.heroIdMap(tokenId);
            rarities[i] = card_.rarityMap(tokenId);
        }
        emit ExchangeRequested(
            nonce, msg.sender, receiver, tokenIds, heroIds, rarities, fee, block.chainid, destination
        );
        for (uint256 i; i < count; ++i) {
            // Reverts unless the caller owns the card and approved this bridge; a repeated id fails the second time.
            card_.transferFrom(msg.sender, address(this), tokenIds[i]);
        }
    }

    function _setChangeFee(uint256 changeFee_) private {
        if (changeFee_ > type(uint96).max / MAX_CARDS) revert FeeTooHigh();
        changeFee = changeFee_;
        emit ChangeFeeSet(changeFee_);
    }

    function _setDestination(uint256 toChainId_, address receiveAddress_) private {
        toChainId = toChainId_;
        receiveAddress = receiveAddress_;
        emit DestinationSet(toChainId_, receiveAddress_);
    }

    function _request(uint256 nonce) private view returns (Request storage request) {
        request = _requests[nonce];
        if (request.status == Status.None) revert UnknownRequest(nonce);
    }

    function _record(uint256 nonce) private view returns (BridgeRecord memory) {
        Request storage request = _requests[nonce];
        return BridgeRecord({
            nonce: nonce,
            user: request.user,
            receiver: request.receiver,
            tokenIds: _tokenIdsOf(request),
            fee: request.fee,
            timestamp: request.timestamp,
            blockNumber: request.blockNumber,
            status: request.status,
            destTxHash: request.destTxHash
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

    function _pay(address to, uint256 amount) private {
        (bool ok,) = to.call{value: amount}("");
        if (!ok) revert PaymentFailed();
    }

    /// @dev Cards in escrow are owed (to their copies on the destination, or to their user on a refund).
    function _checkRecoverableERC721(address token, uint256 tokenId) internal view override {
        if (token == address(card) && _changed.get(tokenId)) revert NotRecoverable(token, tokenId);
    }
}
