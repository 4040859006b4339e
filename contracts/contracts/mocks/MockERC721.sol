// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";

/// @title MockERC721: a plain ERC721 standing in for the hero card collection in tests (test only)
contract MockERC721 is ERC721 {
    constructor() ERC721("Mock Card", "MCARD") {}

    function mint(address to, uint256 tokenId) external {
        _mint(to, tokenId);
    }
}
