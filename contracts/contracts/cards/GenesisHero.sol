// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {CardsAccess} from "./CardsAccess.sol";

/// @title Genesis hero collection as on BSC (deployed on the devnet and test chains to exercise the mirror)
/// @notice Each token carries a hero id and a rarity (1-based, B .. X) read by {HeroMirror}.
/// MINTER_ROLE mints (devnet seeding); the admin may recover stray tokens like every card contract.
contract GenesisHero is ERC721, CardsAccess {
    struct Hero {
        uint128 heroId;
        uint128 rarity;
    }

    mapping(uint256 tokenId => Hero) private _heroes;

    /// @notice Thrown for a rarity outside 1..9 or a hero id of zero.
    error InvalidHero(uint256 heroId, uint256 rarity);

    constructor(address admin) ERC721("Finaverse Genesis Hero", "GHERO") CardsAccess(admin) {
        _grantRole(MINTER_ROLE, admin);
    }

    /// @notice Mints Genesis hero `tokenId` with its attributes.
    function mint(address to, uint256 tokenId, uint128 heroId, uint128 rarity) external onlyRole(MINTER_ROLE) {
        if (heroId == 0 || rarity == 0 || rarity > 9) revert InvalidHero(heroId, rarity);
        _heroes[tokenId] = Hero(heroId, rarity);
        _mint(to, tokenId);
    }

    /// @notice Hero id and rarity of a Genesis token (reverts for a token that does not exist).
    function heroOf(uint256 tokenId) external view returns (uint256 heroId, uint256 rarity) {
        _requireOwned(tokenId);
        Hero memory hero = _heroes[tokenId];
        return (hero.heroId, hero.rarity);
    }

    /// @inheritdoc ERC721
    function supportsInterface(bytes4 interfaceId) public view override(ERC721, AccessControl) returns (bool) {
        return super.supportsInterface(interfaceId);
    }
}
