// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Burnable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Burnable.sol";
import {ERC20Capped} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Capped.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";
import {ERC20Votes} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Votes.sol";
import {Nonces} from "@openzeppelin/contracts/utils/Nonces.sol";

/// @title FinaToken: the Finaverse game token (FINA)
/// @notice ERC20 with EIP-2612 permit, ERC20Votes (`delegate`), a hard cap on supply, `mint` by MINTER_ROLE and
///         `burn`/`burnFrom` by holders. Deployed on both chains (BSC and Polygon roles).
contract FinaToken is ERC20, ERC20Burnable, ERC20Capped, ERC20Permit, ERC20Votes, AccessControl {
    /// @notice Role allowed to call `mint` (within the cap).
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");

    /// @notice Thrown when the constructor gets the zero address as admin.
    error AddressIsNull();

    /// @param admin receives DEFAULT_ADMIN_ROLE (grants MINTER_ROLE)
    /// @param initialHolder receives `initialSupply`
    /// @param initialSupply minted at deployment (may be 0)
    /// @param supplyCap the maximum total supply, for ever
    constructor(address admin, address initialHolder, uint256 initialSupply, uint256 supplyCap)
        ERC20("Finaverse", "FINA")
        ERC20Capped(supplyCap)
        ERC20Permit("Finaverse")
    {
        if (admin == address(0)) revert AddressIsNull();
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        if (initialSupply > 0) _mint(initialHolder, initialSupply);
    }

    /// @notice Mints `amount` to `to`; reverts with ERC20ExceededCap above the cap.
    function mint(address to, uint256 amount) external onlyRole(MINTER_ROLE) {
        _mint(to, amount);
    }

    /// @inheritdoc ERC20Permit
    function nonces(address owner) public view override(ERC20Permit, Nonces) returns (uint256) {
        return super.nonces(owner);
    }

    /// @dev The one override point of every balance change: cap check (mint) and vote checkpoints.
    function _update(address from, address to, uint256 value) internal override(ERC20, ERC20Capped, ERC20Votes) {
        super._update(from, to, value);
    }
}
