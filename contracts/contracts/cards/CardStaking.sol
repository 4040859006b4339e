// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {CardsAccess} from "./CardsAccess.sol";
import {ICardStaking} from "./interfaces/ICardStaking.sol";

/// @title CardStaking: stake hero cards, withdraw them after `lockTime`
/// @notice A staked card is held by this contract, so it cannot be transferred, sold or merged while staked. The
/// lock of a card is fixed when it is staked (`stakedAt + lockTime` at that moment); a later change of `lockTime`
/// applies to later stakes only. Pausing stops new stakes; withdrawals stay open so users can always leave.
/// Staking takes a card with `transferFrom`, and every withdrawal gives it back the same way (no receiver hook): to the
/// staker (`withdraw`, `withdrawMulti`) or to an address it names (`withdrawTo`), so a contract wallet without
/// `onERC721Received` that could stake can always leave. Staked cards stay out of the admin's recovery.
contract CardStaking is ICardStaking, CardsAccess {
    /// @notice Most cards per batch.
    uint256 public constant MAX_BATCH = 50;

    /// @notice The staked collection.
    IERC721 public immutable heroCard;
    /// @notice Seconds a card stays locked after staking.
    uint256 public lockTime;

    /// @dev One slot per staked card: its staker, unlock time and position in the staker's list.
    struct Stake {
        address owner;
        uint64 unlockAt;
        uint32 index;
    }

    mapping(uint256 tokenId => Stake) private _stakes;
    /// @dev Token ids staked per address, four per slot (a set with swap-and-pop removal through `Stake.index`).
    mapping(address owner => uint64[]) private _staked;

    constructor(address admin, IERC721 heroCard_, uint256 lockTime_) CardsAccess(admin) {
        if (address(heroCard_) == address(0)) revert AddressIsNull();
        heroCard = heroCard_;
        lockTime = lockTime_;
        emit LockTimeSet(lockTime_);
    }

    /// @notice Sets the lock time of future stakes.
    function setLockTime(uint256 lockTime_) external onlyRole(ADMIN_ROLE) {
        lockTime = lockTime_;
        emit LockTimeSet(lockTime_);
    }

    /// @inheritdoc ICardStaking
    function stake(uint256 tokenId) external whenNotPaused nonReentrant {
        _stake(tokenId, block.timestamp + lockTime);
    }

    /// @inheritdoc ICardStaking
    function stakeMulti(uint256[] calldata tokenIds) external whenNotPaused nonReentrant {
        _checkBatch(tokenIds.length);
        uint256 unlockAt = block.timestamp + lockTime;
        for (uint256 i; i < tokenIds.length; ++i) {
            _stake(tokenIds[i], unlockAt);
        }
    }

    /// @inheritdoc ICardStaking
    function withdraw(uint256 tokenId) external nonReentrant {
        _withdraw(tokenId);
    }

    /// @inheritdoc ICardStaking
    function withdrawMulti(uint256[] calldata tokenIds) external nonReentrant {
        _checkBatch(tokenIds.length);
        for (uint256 i; i < tokenIds.length; ++i) {
            _withdraw(tokenIds[i]);
        }
    }

    /// @inheritdoc ICardStaking
    function withdrawTo(uint256[] calldata tokenIds, address to) external nonReentrant {
        _checkBatch(tokenIds.length);
        if (to == address(0)) revert AddressIsNull();
        for (uint256 i; i < tokenIds.length; ++i) {
            _release(tokenIds[i]);
            heroCard.transferFrom(address(this), to, tokenIds[i]);
        }
    }

    /// @inheritdoc ICardStaking
    function getTokensStakedByAddress(address owner) external view returns (uint256[] memory) {
        uint64[] storage staked = _staked[owner];
        uint256[] memory ids = new uint256[](staked.length);
        for (uint256 i; i < ids.length; ++i) {
            ids[i] = staked[i];
        }
        return ids;
    }

    /// @inheritdoc ICardStaking
    function isStaked(uint256 tokenId) external view returns (bool) {
        return _stakes[tokenId].owner != address(0);
    }

    /// @notice Staker and unlock time of a card (zero when not staked).
    function stakeOf(uint256 tokenId) external view returns (address owner, uint256 unlockAt) {
        Stake memory s = _stakes[tokenId];
        return (s.owner, s.unlockAt);
    }

    function _stake(uint256 tokenId, uint256 unlockAt) private {
        if (heroCard.ownerOf(tokenId) != msg.sender) revert NotTheOwner();
        uint64[] storage staked = _staked[msg.sender];
        // Timestamps plus any sane lock time fit in 64 bits, card ids and list positions in 64 and 32 bits
        // (a list holds at most the supply of the card contract).
        _stakes[tokenId] = Stake(msg.sender, uint64(unlockAt), uint32(staked.length));
        staked.push(uint64(tokenId));
        emit Staked(msg.sender, tokenId, unlockAt);
        heroCard.transferFrom(msg.sender, address(this), tokenId);
    }

    function _withdraw(uint256 tokenId) private {
        _release(tokenId);
        heroCard.transferFrom(address(this), msg.sender, tokenId);
    }

    /// @dev Ends the caller's stake of an unlocked card (the caller then sends the card).
    function _release(uint256 tokenId) private {
        Stake memory s = _stakes[tokenId];
        if (s.owner != msg.sender) revert NotTheOwner();
        if (block.timestamp < s.unlockAt) revert StillLocked(tokenId, s.unlockAt);
        delete _stakes[tokenId];
        uint64[] storage staked = _staked[msg.sender];
        uint64 last = staked[staked.length - 1];
        if (last != tokenId) {
            staked[s.index] = last;
            _stakes[last].index = s.index;
        }
        staked.pop();
        emit Withdrawn(msg.sender, tokenId);
    }

    function _checkBatch(uint256 length) private pure {
        if (length == 0) revert ArrayIsNull();
        if (length > MAX_BATCH) revert ArrayLengthError();
    }

    /// @dev Staked cards are owed to their stakers; cards sent here without staking can be recovered.
    function _checkRecoverableERC721(address token, uint256 tokenId) internal view override {
        if (token == address(heroCard) && _stakes[tokenId].owner != address(0)) revert NotRecoverable(token, tokenId);
    }
}
