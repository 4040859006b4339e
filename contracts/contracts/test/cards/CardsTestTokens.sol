// SPDX-License-Identifier: MIT
// solhint-disable one-contract-per-file
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721Enumerable} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721Enumerable.sol";

/// @dev Test-only ERC20 anyone can mint.
contract CardsTestERC20 is ERC20 {
    constructor() ERC20("Test", "TST") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }
}

/// @dev Test-only ERC721 anyone can mint.
contract CardsTestERC721 is ERC721 {
    constructor() ERC721("Test NFT", "TNFT") {}

    function mint(address to, uint256 tokenId) external {
        _mint(to, tokenId);
    }
}

/// @dev The gas reference of the blind-box goal: an OpenZeppelin ERC721Enumerable minting a batch with _safeMint.
contract CardsReferenceEnumerable is ERC721Enumerable {
    uint256 private _next = 1;

    constructor() ERC721("Reference", "REF") {}

    function mintMulti(uint256 amount) external payable {
        for (uint256 i; i < amount; ++i) {
            _safeMint(msg.sender, _next);
            ++_next;
        }
    }
}
