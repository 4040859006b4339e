// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {IEmailBinding} from "../interfaces/IEmailBinding.sol";

/// @title EmailBinding: binds a wallet to its game account's e-mail by a commitment
/// @notice The commitment is `calcEmailHash(account, email)` =
///         keccak256(abi.encode(EMAIL_HASH_TAG, account, keccak256(bytes(email)))) of the e-mail normalized off chain
///         (trimmed, Unicode lower case: `normalizeEmail` of the domain package). It covers the address, so one
///         dictionary of e-mail hashes cannot unmask every user; a guess must be hashed once per address. Compute it
///         locally (the pure function is here for reference and tests): an `eth_call` sends the e-mail to the node.
contract EmailBinding is IEmailBinding, AccessControl, Pausable {
    /// @notice Role allowed to remove bindings.
    bytes32 public constant ADMIN_ROLE = keccak256("ADMIN_ROLE");
    /// @notice Role allowed to pause and unpause.
    bytes32 public constant PAUSER_ROLE = keccak256("PAUSER_ROLE");
    /// @notice Domain tag of the commitment: keccak256("Finaverse.EmailBinding.v1").
    bytes32 public constant EMAIL_HASH_TAG = keccak256("Finaverse.EmailBinding.v1");

    mapping(address account => bytes32 emailHash) private _emailHash;
    /// @notice The address `account` lets act under its binding (zero when none).
    mapping(address account => address delegate) public delegateOf;
    /// @notice The account whose binding `delegate` acts under (zero when none).
    mapping(address delegate => address account) public delegatorOf;
    /// @notice The address `account` offered its binding to, until that address accepts (zero when none).
    mapping(address account => address delegate) public proposedDelegateOf;

    /// @param admin receives DEFAULT_ADMIN_ROLE, ADMIN_ROLE and PAUSER_ROLE
    constructor(address admin) {
        if (admin == address(0)) revert AddressIsNull();
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(ADMIN_ROLE, admin);
        _grantRole(PAUSER_ROLE, admin);
    }

    /// @inheritdoc IEmailBinding
    /// @notice Binds (or, for an e-mail change, re-binds) the caller to `emailHash` = calcEmailHash(caller, email).
    function bindAccount(bytes32 emailHash) external whenNotPaused {
        if (emailHash == bytes32(0)) revert HashIsNull();
        _emailHash[msg.sender] = emailHash;
        emit AccountBound(msg.sender, emailHash);
    }

    /// @inheritdoc IEmailBinding
    /// @notice Offers `delegate` to act under the caller's binding; it takes effect when `delegate` calls
    ///         {acceptDelegation} (nobody is named a delegate without consent). A new offer replaces an
    ///         earlier one; the current delegation stays until the new delegate accepts.
    function delegateAccount(address delegate) external whenNotPaused {
        if (delegate == address(0)) revert AddressIsNull();
        if (_emailHash[msg.sender] == bytes32(0)) revert NotBound(msg.sender);
        if (delegate == msg.sender || delegatorOf[delegate] != address(0)) revert InvalidDelegate(delegate);
        proposedDelegateOf[msg.sender] = delegate;
        emit DelegationProposed(msg.sender, delegate);
    }

    /// @inheritdoc IEmailBinding
    /// @notice Accepts `account`'s offer: the caller acts under `account`'s binding (replacing its earlier delegate).
    function acceptDelegation(address account) external whenNotPaused {
        if (proposedDelegateOf[account] != msg.sender || delegatorOf[msg.sender] != address(0)) {
            revert InvalidDelegate(msg.sender);
        }
        if (_emailHash[account] == bytes32(0)) revert NotBound(account);
        delete proposedDelegateOf[account];
        address previous = delegateOf[account];
        if (previous != address(0)) _undelegate(account, previous);
        delegateOf[account] = msg.sender;
        delegatorOf[msg.sender] = account;
        emit AccountDelegated(account, msg.sender);
    }

    /// @inheritdoc IEmailBinding
    /// @notice Ends the delegation the caller acts under (the delegate's side of {undelegateAccount}).
    function removeDelegator() external whenNotPaused {
        address account = delegatorOf[msg.sender];
        if (account == address(0)) revert NotDelegated(msg.sender);
        _undelegate(account, msg.sender);
    }

    /// @inheritdoc IEmailBinding
    /// @notice Ends the caller's delegation.
    function undelegateAccount() external whenNotPaused {
        address delegate = delegateOf[msg.sender];
        if (delegate == address(0)) revert NotDelegated(msg.sender);
        _undelegate(msg.sender, delegate);
    }

    /// @inheritdoc IEmailBinding
    /// @notice Removes `account`'s binding and its delegation (support: lost wallet, abuse).
    function removeAccount(address account) external onlyRole(ADMIN_ROLE) {
        if (_emailHash[account] == bytes32(0)) revert NotBound(account);
        delete _emailHash[account];
        address delegate = delegateOf[account];
        if (delegate != address(0)) _undelegate(account, delegate);
        emit AccountRemoved(account);
    }

    /// @notice Stops binding and delegation changes.
    function pause() external onlyRole(PAUSER_ROLE) {
        _pause();
    }

    /// @notice Resumes binding and delegation changes.
    function unpause() external onlyRole(PAUSER_ROLE) {
        _unpause();
    }

    /// @inheritdoc IEmailBinding
    /// @notice `emailHash`: the account's own commitment; `delegatedEmailHash`: the commitment of the account it is a
    ///         delegate of (computed over that account's address, see `delegatorOf`). Zero when absent.
    function checkAccount(address account) external view returns (bytes32 emailHash, bytes32 delegatedEmailHash) {
        emailHash = _emailHash[account];
        address delegator = delegatorOf[account];
        if (delegator != address(0)) delegatedEmailHash = _emailHash[delegator];
    }

    /// @inheritdoc IEmailBinding
    /// @notice keccak256(abi.encode(EMAIL_HASH_TAG, account, keccak256(bytes(email)))); `email` normalized off chain.
    function calcEmailHash(address account, string calldata email) external pure returns (bytes32) {
        return keccak256(abi.encode(EMAIL_HASH_TAG, account, keccak256(bytes(email))));
    }

    function _undelegate(address account, address delegate) private {
        delete delegateOf[account];
        delete delegatorOf[delegate];
        emit AccountUndelegated(account, delegate);
    }
}
