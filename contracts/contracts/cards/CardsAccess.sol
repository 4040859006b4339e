// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

/// @title Shared roles, pause and recovery of the card contracts
/// @notice Roles of docs/product.md#roles. The deployer's admin gets DEFAULT_ADMIN_ROLE, ADMIN_ROLE and PAUSER_ROLE.
/// Recovery sends stray ERC20s and NFTs to the admin's choice of address; each contract excludes what it owes users
/// through {_checkRecoverableERC20} and {_checkRecoverableERC721}.
abstract contract CardsAccess is AccessControl, Pausable, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @notice Manages prices, quotas, whitelists, sale and merge switches and recovery.
    bytes32 public constant ADMIN_ROLE = keccak256("ADMIN_ROLE");
    /// @notice Pauses and unpauses.
    bytes32 public constant PAUSER_ROLE = keccak256("PAUSER_ROLE");
    /// @notice Mints tokens (the blind boxes, the mirror, the bridge, the claim contract).
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");
    /// @notice Burns tokens without owner approval (the voucher redeemer burns with the owner's approval instead).
    bytes32 public constant BURNER_ROLE = keccak256("BURNER_ROLE");
    /// @notice The keeper: commits randomness chains, completes operator flows.
    bytes32 public constant OPERATOR_ROLE = keccak256("OPERATOR_ROLE");

    /// @notice Emitted when the admin recovers a stray ERC20.
    event ERC20Recovered(address indexed token, address indexed to, uint256 amount);
    /// @notice Emitted when the admin recovers a stray NFT.
    event ERC721Recovered(address indexed token, uint256 indexed tokenId, address indexed to);

    /// @notice Thrown when a zero address is given where an address is required.
    error AddressIsNull();
    /// @notice Thrown when the admin tries to recover an asset the contract owes to users.
    error NotRecoverable(address token, uint256 amountOrId);

    constructor(address admin) {
        if (admin == address(0)) revert AddressIsNull();
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(ADMIN_ROLE, admin);
        _grantRole(PAUSER_ROLE, admin);
    }

    /// @notice Pauses the user-facing writes.
    function pause() external onlyRole(PAUSER_ROLE) {
        _pause();
    }

    /// @notice Unpauses the user-facing writes.
    function unpause() external onlyRole(PAUSER_ROLE) {
        _unpause();
    }

    /// @notice Sends `amount` of a stray ERC20 to `to`.
    /// @dev Recovery changes no state and calls no receiver hook (ERC721 `transferFrom`, not `safeTransferFrom`), so
    /// it needs no re-entrancy guard.
    function recoverERC20(address token, address to, uint256 amount) external onlyRole(ADMIN_ROLE) {
        if (to == address(0)) revert AddressIsNull();
        _checkRecoverableERC20(token, amount);
        IERC20(token).safeTransfer(to, amount);
        emit ERC20Recovered(token, to, amount);
    }

    /// @notice Sends a stray NFT to `to`.
    function recoverERC721(address token, uint256 tokenId, address to) external onlyRole(ADMIN_ROLE) {
        if (to == address(0)) revert AddressIsNull();
        _checkRecoverableERC721(token, tokenId);
        IERC721(token).transferFrom(address(this), to, tokenId);
        emit ERC721Recovered(token, tokenId, to);
    }

    /// @dev Reverts with {NotRecoverable} when `amount` of `token` is owed to users. Default: everything recoverable.
    // solhint-disable-next-line no-empty-blocks
    function _checkRecoverableERC20(address token, uint256 amount) internal view virtual {}

    /// @dev Reverts with {NotRecoverable} when `tokenId` of `token` is owed to a user. Default: everything recoverable.
    // solhint-disable-next-line no-empty-blocks
    function _checkRecoverableERC721(address token, uint256 tokenId) internal view virtual {}
}
