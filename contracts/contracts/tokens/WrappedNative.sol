// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title WrappedNative: WBNB / WMATIC for local and test chains
/// @notice 1:1 ERC20 wrapper of the chain's native coin (18 decimals), as WETH9: `deposit` (or a plain transfer)
///         mints, `withdraw` burns and sends the coin back.
contract WrappedNative is ERC20 {
    /// @notice Emitted when `account` wraps `amount`.
    event Deposit(address indexed account, uint256 amount);
    /// @notice Emitted when `account` unwraps `amount`.
    event Withdrawal(address indexed account, uint256 amount);

    /// @notice Thrown when the native coin cannot be sent back to the caller.
    error NativeTransferFailed(address to, uint256 amount);

    constructor(string memory name_, string memory symbol_) ERC20(name_, symbol_) {}

    /// @notice Wraps the sent coin.
    receive() external payable {
        deposit();
    }

    /// @notice Wraps `msg.value` for the caller.
    function deposit() public payable {
        _mint(msg.sender, msg.value);
        emit Deposit(msg.sender, msg.value);
    }

    /// @notice Unwraps `amount` and sends the coin to the caller.
    function withdraw(uint256 amount) external {
        _burn(msg.sender, amount);
        emit Withdrawal(msg.sender, amount);
        (bool ok,) = msg.sender.call{value: amount}("");
        if (!ok) revert NativeTransferFailed(msg.sender, amount);
    }
}
