// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title IGameVault: the game account's custody of FINA and hero cards on the BSC role (the spec's distribution)
interface IGameVault {
    /// @notice Emitted for a FINA deposit into the game account; the server credits `account` by `depositId`.
    event Deposited(uint256 indexed depositId, address indexed account, uint256 amount);
    /// @notice Emitted for a card deposited into custody; shares the id sequence of FINA deposits.
    event NFTDeposited(uint256 indexed depositId, address indexed account, address indexed collection, uint256 tokenId);
    /// @notice Emitted once per payment of a payout batch.
    event PaidOut(uint256 indexed batchId, address indexed to, uint256 amount);
    /// @notice Emitted after a payout batch was paid.
    event BatchPaid(uint256 indexed batchId, uint256 recipients, uint256 total);
    /// @notice Emitted when a deposited card leaves custody to `to`.
    event NFTReleased(address indexed collection, uint256 indexed tokenId, address indexed to);
    /// @notice Emitted when the admin changes the card collection.
    event CardCollectionUpdated(address indexed collection);
    /// @notice Emitted when the admin recovered ERC20 tokens nobody is owed.
    event ERC20Recovered(address indexed token, address indexed to, uint256 amount);
    /// @notice Emitted when the admin recovered an NFT that was never recorded as deposited.
    event NFTRecovered(address indexed collection, uint256 indexed tokenId, address indexed to);

    /// @notice Thrown when an address argument (or the card collection) is zero.
    error AddressIsNull();
    /// @notice Thrown on a deposit below MIN_DEPOSIT or a zero payment.
    error WrongAmount(uint256 amount);
    /// @notice Thrown on an empty list.
    error ArrayIsNull();
    /// @notice Thrown when two lists differ in length, or a list is longer than MAX_BATCH.
    error ArrayLengthError(uint256 length, uint256 expected);
    /// @notice Thrown when a payout batch id was paid before.
    error AlreadyClaimed(uint256 batchId);
    /// @notice Thrown when an NFT arrives from a contract other than the card collection.
    error NotCardCollection(address collection);
    /// @notice Thrown when the operator releases an NFT that is not recorded as deposited.
    error NFTNotDeposited(address collection, uint256 tokenId);
    /// @notice Thrown when the admin tries to recover an NFT that a user deposited.
    error NFTIsDeposited(address collection, uint256 tokenId);
    /// @notice Thrown when the admin tries to recover FINA owed to users.
    error ExceedsRecoverable(uint256 amount, uint256 recoverable);

    function deposit(uint256 amount) external;
    function depositNFTs(uint256[] calldata tokenIds) external;
    function multiSend(uint256 batchId, address[] calldata recipients, uint256[] calldata amounts) external;
    function releaseNFTs(address collection, address to, uint256[] calldata tokenIds) external;
}
