// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title Staking of hero cards with a lock time
interface ICardStaking {
    /// @notice Emitted when a card is staked.
    event Staked(address indexed owner, uint256 indexed tokenId, uint256 unlockAt);
    /// @notice Emitted when a card is withdrawn (to its staker, or to the address it named: see the Transfer event).
    event Withdrawn(address indexed owner, uint256 indexed tokenId);
    /// @notice Emitted when the admin changes the lock time.
    event LockTimeSet(uint256 lockTime);

    /// @notice Thrown when an array argument is empty.
    error ArrayIsNull();
    /// @notice Thrown when a batch is larger than `MAX_BATCH`.
    error ArrayLengthError();
    /// @notice Thrown when staking a card the caller does not own, or withdrawing another staker's card.
    error NotTheOwner();
    /// @notice Thrown when withdrawing before the lock time has passed.
    error StillLocked(uint256 tokenId, uint256 unlockAt);

    function stake(uint256 tokenId) external;
    function stakeMulti(uint256[] calldata tokenIds) external;
    function withdraw(uint256 tokenId) external;
    function withdrawMulti(uint256[] calldata tokenIds) external;
    /// @notice Withdraws unlocked cards of the caller to `to` with a plain `transferFrom` (no receiver hook), like
    /// `withdraw` does to the caller.
    function withdrawTo(uint256[] calldata tokenIds, address to) external;
    function getTokensStakedByAddress(address owner) external view returns (uint256[] memory);
    function isStaked(uint256 tokenId) external view returns (bool);
    function lockTime() external view returns (uint256);
}
