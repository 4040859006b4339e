// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";

/// @title TestToken: a mintable ERC20 with permit for local and test chains only
/// @notice Plays BUSD (18 decimals) on the BSC role and the 6-decimal stablecoin on the Polygon role. Never deployed
///         on a production chain.
contract TestToken is ERC20, ERC20Permit, AccessControl {
    /// @notice Role allowed to call `mint`.
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");

    uint8 private immutable _decimals;

    /// @notice Thrown when the constructor gets the zero address as admin.
    error AddressIsNull();

    constructor(string memory name_, string memory symbol_, uint8 decimals_, address admin)
        ERC20(name_, symbol_)
        ERC20Permit(name_)
    {
        if (admin == address(0)) revert AddressIsNull();
        _decimals = decimals_;
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(MINTER_ROLE, admin);
    }

    /// @notice Mints `amount` to `to`.
    function mint(address to, uint256 amount) external onlyRole(MINTER_ROLE) {
        _mint(to, amount);
    }

    /// @inheritdoc ERC20
    function decimals() public view override returns (uint8) {
        return _decimals;
    }
}
