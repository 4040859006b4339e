// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title FinaToken (placeholder of the monorepo foundation; Contracts I replaces it with the full token)
contract FinaToken is ERC20 {
    constructor(address holder, uint256 supply) ERC20("Finaverse", "FINA") {
        _mint(holder, supply);
    }
}
