// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Base64} from "@openzeppelin/contracts/utils/Base64.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";
import {IHeroCard} from "./interfaces/IHeroCard.sol";

/// @title Metadata renderer of hero cards
interface IHeroCardRenderer {
    /// @notice `data:application/json;base64,...` metadata of a token of the calling card contract.
    function render(uint256 tokenId) external view returns (string memory);
}

/// @dev The reads of the card contract the renderer uses.
interface IHeroCardReads {
    function heroIdMap(uint256 tokenId) external view returns (uint256);
    function rarityMap(uint256 tokenId) external view returns (uint256);
    function cardInfoes(uint256 cardId)
        external
        view
        returns (uint256, uint256, uint256, string memory, uint256, uint256, string memory);
    function cardAttributes(uint256 cardId) external view returns (IHeroCard.CardAttributes memory);
}

/// @title HeroCardRenderer: on-chain JSON metadata
/// @notice Decision (spec silent): metadata is served on chain (the card contract's `tokenURI` calls this renderer
/// with the token id; the renderer reads the caller"s hero id, rarity and card type), so it always matches the token"s current rarity
/// after a merge and needs no server. `image` is the card type's `cardURI`. Text fields are escaped for JSON
/// (quotes and backslashes; control characters are the admin's responsibility and are refused by the deploy
/// script's checks).
contract HeroCardRenderer is IHeroCardRenderer {
    using Strings for uint256;

    /// @inheritdoc IHeroCardRenderer
    function render(uint256 tokenId) external view returns (string memory) {
        IHeroCardReads cards = IHeroCardReads(msg.sender);
        uint256 heroId = cards.heroIdMap(tokenId);
        (, uint256 camp,, string memory name,,, string memory cardURI) = cards.cardInfoes(heroId);
        IHeroCard.CardAttributes memory attributes = cards.cardAttributes(heroId);
        // solhint-disable-next-line gas-small-strings
        bytes memory json = abi.encodePacked(
            "{\"name\":\"",
            Strings.escapeJSON(name),
            " #",
            tokenId.toString(),
            "\",\"description\":\"Finaverse hero card\",\"image\":\"",
            Strings.escapeJSON(cardURI),
            "\",\"attributes\":[{\"trait_type\":\"Rarity\",\"value\":\"",
            rarityName(cards.rarityMap(tokenId)),
            "\"},{\"trait_type\":\"Faction\",\"value\":\"",
            factionName(camp),
            "\"},{\"trait_type\":\"Weapon\",\"value\":\"",
            Strings.escapeJSON(attributes.weapon),
            "\"},{\"trait_type\":\"Background\",\"value\":\"",
            Strings.escapeJSON(attributes.background),
            "\"},{\"trait_type\":\"Hero ID\",\"display_type\":\"number\",\"value\":",
            heroId.toString(),
            "}]}"
        );
        return string.concat("data:application/json;base64,", Base64.encode(json));
    }

    /// @notice Name of a 1-based rarity (B ... X), empty when out of range.
    function rarityName(uint256 rarity) public pure returns (string memory) {
        string[9] memory names = ["B", "A", "S", "S+", "SS", "SS+", "SSS", "SSS+", "X"];
        return rarity == 0 || rarity > 9 ? "" : names[rarity - 1];
    }

    /// @notice Name of a 1-based camp (faction), empty when out of range.
    function factionName(uint256 camp) public pure returns (string memory) {
        string[4] memory names = ["Athena's Aegis", "Ouroboros", "Prometheus' Fire", "Thoth's Book"];
        return camp == 0 || camp > 4 ? "" : names[camp - 1];
    }
}
