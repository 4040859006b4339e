// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {BridgeSigners} from "./BridgeSigners.sol";
import {IBridgeCard} from "./interfaces/IBridgeCard.sol";
import {ICardBridgeMinter} from "./interfaces/ICardBridgeMinter.sol";

/// @title CardBridgeMinter: the Polygon side of the card bridge
/// @notice Holds the hero card contract's MINTER_ROLE. The relayer (OPERATOR_ROLE) completes a source request with
/// the EIP-712 attestation `BridgeRequest(uint256 sourceChainId,address sourceBridge,uint256 nonce,address user,
/// address receiver,uint256[] tokenIds,uint256[] heroIds,uint256[] rarities)` on this contract's domain (this chain
/// id, this contract), signed by at least `threshold` signers. The attestation binds the destination through its
/// domain, the source through `sourceChainId` and `sourceBridge` (which must be the configured bridge of that chain).
contract CardBridgeMinter is ICardBridgeMinter, BridgeSigners {
    /// @notice Most cards per request (as on the source).
    uint256 public constant MAX_CARDS = 10;
    /// @notice EIP-712 type hash of a request attestation.
    /// (The type string is hashed at compile time, so its length costs nothing.)
    // solhint-disable-next-line gas-small-strings
    bytes32 public constant REQUEST_TYPEHASH = keccak256(
        "BridgeRequest(uint256 sourceChainId,address sourceBridge,uint256 nonce,address user,address receiver,uint256[] tokenIds,uint256[] heroIds,uint256[] rarities)"
    );

    /// @notice The hero card collection of this chain.
    IBridgeCard public immutable card;
    /// @notice Cards that may be minted per UTC day.
    uint256 public dailyCap;
    /// @notice Cards minted by the bridge so far.
    uint256 public totalMinted;
    /// @notice The bridge contract of each source chain (zero: unavailable).
    mapping(uint256 chainId => address) public sourceBridges;
    /// @notice What happened to each nonce of each source chain.
    mapping(uint256 sourceChainId => mapping(uint256 nonce => NonceState)) public nonceState;
    mapping(uint256 day => uint256) private _mintedOnDay;

    /// @param admin Receives DEFAULT_ADMIN_ROLE, ADMIN_ROLE and PAUSER_ROLE.
    /// @param card_ The hero card collection (grant this contract its MINTER_ROLE).
    /// @param signers_ Relayer signers, ascending; `threshold_` of them attest a request.
    constructor(
        address admin,
        IBridgeCard card_,
        uint256 sourceChainId,
        address sourceBridge,
        uint256 dailyCap_,
        address[] memory signers_,
        uint256 threshold_
    ) BridgeSigners(admin, signers_, threshold_) {
        if (address(card_) == address(0)) revert AddressIsNull();
        card = card_;
        _setSourceBridge(sourceChainId, sourceBridge);
        _setDailyCap(dailyCap_);
    }

    // =============================================================== admin

    /// @notice Sets the bridge contract of a source chain (ADMIN_ROLE); zero makes the chain unavailable.
    function setSourceBridge(uint256 chainId, address bridge) external onlyRole(ADMIN_ROLE) {
        _setSourceBridge(chainId, bridge);
    }

    /// @notice Sets the cards that may be minted per UTC day (ADMIN_ROLE).
    function setDailyCap(uint256 cap) external onlyRole(ADMIN_ROLE) {
        _setDailyCap(cap);
    }

    // =============================================================== relayer

    /// @inheritdoc ICardBridgeMinter
    function complete(BridgeRequest calldata request, bytes[] calldata signatures)
        external
        onlyRole(OPERATOR_ROLE)
        whenNotPaused
        nonReentrant
        returns (uint256[] memory tokenIds)
    {
        uint256 count = request.heroIds.length;
        if (count == 0) revert ArrayIsNull();
        if (count > MAX_CARDS || request.rarities.length != count || request.tokenIds.length != count) {
            revert ArrayLengthError();
        }
        uint256 sourceChainId = request.sourceChainId;
        address sourceBridge = sourceBridges[sourceChainId];
        if (sourceBridge == address(0) || sourceBridge != request.sourceBridge) {
            revert ChainUnavailable(sourceChainId);
        }
        uint256 nonce = request.nonce;
        if (nonceState[sourceChainId][nonce] != NonceState.None) revert AlreadyProcessed(sourceChainId, nonce);
        _checkAttestation(hashRequest(request), signatures);

        uint256 day = block.timestamp / 1 days;
        uint256 minted = _mintedOnDay[day] + count;
        if (minted > dailyCap) revert DailyCapExceeded(day, _mintedOnDay[day], dailyCap);
        _mintedOnDay[day] = minted;
        totalMinted += count;
        nonceState[sourceChainId][nonce] = NonceState.Minted;

        tokenIds = _mintRuns(request.receiver, request.heroIds, request.rarities);
        emit BridgeCompleted(sourceChainId, nonce, request.receiver, request.user, request.tokenIds, tokenIds);
    }

    /// @inheritdoc ICardBridgeMinter
    /// @dev No attestation needed: a cancel can only keep cards from being minted, and the source refunds only with
    /// the signers' attestation that the nonce was cancelled here.
    function cancel(uint256 sourceChainId, uint256 nonce) external onlyRole(OPERATOR_ROLE) {
        if (nonceState[sourceChainId][nonce] != NonceState.None) revert AlreadyProcessed(sourceChainId, nonce);
        nonceState[sourceChainId][nonce] = NonceState.Cancelled;
        emit BridgeCancelled(sourceChainId, nonce);
    }

    // =============================================================== reads

    /// @inheritdoc ICardBridgeMinter
    function hashRequest(BridgeRequest calldata request) public pure returns (bytes32) {
        return keccak256(
            abi.encode(
                REQUEST_TYPEHASH,
                request.sourceChainId,
                request.sourceBridge,
                request.nonce,
                request.user,
                request.receiver,
                keccak256(abi.encodePacked(request.tokenIds)),
                keccak256(abi.encodePacked(request.heroIds)),
                keccak256(abi.encodePacked(request.rarities))
            )
        );
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

    /// @dev Mints each run of equal heroes in one call (consecutive ids, one ERC721A write); returns the new ids in
    /// the order of the request.
    function _mintRuns(address receiver, uint256[] calldata heroIds, uint256[] calldata rarities)
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

    function _setSourceBridge(uint256 chainId, address bridge) private {
        sourceBridges[chainId] = bridge;
        emit SourceBridgeSet(chainId, bridge);
    }

    function _setDailyCap(uint256 cap) private {
        dailyCap = cap;
        emit DailyCapSet(cap);
    }
}
