// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title IEmailBinding: a wallet's commitment to its game-account e-mail, without the e-mail on chain
interface IEmailBinding {
    /// @notice Emitted when `account` binds (or re-binds) its e-mail commitment.
    event AccountBound(address indexed account, bytes32 emailHash);
    /// @notice Emitted when `account` offers `delegate` to act under its binding (the delegate still has to accept).
    event DelegationProposed(address indexed account, address indexed delegate);
    /// @notice Emitted when `delegate` accepted to act under `account`'s binding.
    event AccountDelegated(address indexed account, address indexed delegate);
    /// @notice Emitted when a delegation ends.
    event AccountUndelegated(address indexed account, address indexed delegate);
    /// @notice Emitted when the admin removes a binding (and its delegation).
    event AccountRemoved(address indexed account);

    /// @notice Thrown when an address argument is zero.
    error AddressIsNull();
    /// @notice Thrown when a commitment is zero.
    error HashIsNull();
    /// @notice Thrown when `account` has no binding.
    error NotBound(address account);
    /// @notice Thrown when `account` has no delegate.
    error NotDelegated(address account);
    /// @notice Thrown when the delegate is the caller or already a delegate of another account, or accepts an offer
    /// that was not made to it.
    error InvalidDelegate(address delegate);

    function bindAccount(bytes32 emailHash) external;
    function delegateAccount(address delegate) external;
    function undelegateAccount() external;
    function acceptDelegation(address account) external;
    function removeDelegator() external;
    function removeAccount(address account) external;
    function checkAccount(address account) external view returns (bytes32 emailHash, bytes32 delegatedEmailHash);
    function calcEmailHash(address account, string calldata email) external pure returns (bytes32);
}
