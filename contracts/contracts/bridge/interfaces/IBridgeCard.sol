// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";

/// @title The part of the hero card collection (HeroCard) the bridges use
/// @notice On BSC the escrow bridge reads each card's hero id and rarity; on Polygon the minting bridge holds the
/// card contract's MINTER_ROLE and mints the same heroes with {mintCards}.
interface IBridgeCard is IERC721 {
    /// @notice Hero id (card type id) of a token; 0 when it does not exist.
    function heroIdMap(uint256 tokenId) external view returns (uint256);

    /// @notice Rarity (1 B ... 9 X) of a token; 0 when it does not exist.
    function rarityMap(uint256 tokenId) external view returns (uint256);

    /// @notice Mints `quantity` cards of `heroId` at `rarity` to `to` (MINTER_ROLE); returns the first token id. The
    /// ids of one call are consecutive.
    function mintCards(address to, uint256 heroId, uint256 rarity, uint256 quantity)
        external
        returns (uint256 firstTokenId);
}
