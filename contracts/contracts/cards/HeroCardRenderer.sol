// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {CollectionJson} from "./CollectionJson.sol";
import {IHeroCard} from "./interfaces/IHeroCard.sol";

/// @title Metadata renderer of hero cards
interface IHeroCardRenderer {
    /// @notice `data:application/json;base64,...` metadata of a token of the calling card contract.
    function render(uint256 tokenId) external view returns (string memory);

    /// @notice `data:application/json;base64,...` collection metadata (ERC-7572) of the calling card contract.
    function renderCollection() external view returns (string memory);
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
    function name() external view returns (string memory);
    function collectionInfo()
        external
        view
        returns (string memory description, string memory image, string memory externalLink);
    function royaltyInfo(uint256 tokenId, uint256 salePrice) external view returns (address, uint256);
}

/// @title HeroCardRenderer: on-chain JSON metadata
/// @notice Decision (spec silent): metadata is served on chain (the card contract's `tokenURI` calls this renderer
/// with the token id; the renderer reads the caller's hero id, rarity and card type), so it always matches the token's
/// current rarity after a merge and needs no server. `image` is the card type's `cardURI`. The JSON is built by
/// {CollectionJson}, the builder the boxes and the voucher use, which escapes any text for JSON.
contract HeroCardRenderer is IHeroCardRenderer {
    /// @inheritdoc IHeroCardRenderer
    function render(uint256 tokenId) external view returns (string memory) {
        IHeroCardReads cards = IHeroCardReads(msg.sender);
        uint256 heroId = cards.heroIdMap(tokenId);
        (, uint256 camp,, string memory name,,, string memory cardURI) = cards.cardInfoes(heroId);
        return CollectionJson.token(
            name, tokenId, "Finaverse hero card", cardURI, _traits(cards, tokenId, heroId, camp)
        );
    }

    /// @inheritdoc IHeroCardRenderer
    function renderCollection() external view returns (string memory) {
        IHeroCardReads cards = IHeroCardReads(msg.sender);
        (string memory description, string memory image, string memory externalLink) = cards.collectionInfo();
        (address receiver, uint256 fee) = cards.royaltyInfo(0, 10_000);
        return CollectionJson.collection(cards.name(), description, image, externalLink, fee, receiver);
    }

    function _traits(IHeroCardReads cards, uint256 tokenId, uint256 heroId, uint256 camp)
        private
        view
        returns (bytes memory)
    {
        IHeroCard.CardAttributes memory attributes = cards.cardAttributes(heroId);
        return abi.encodePacked(
            CollectionJson.trait("Rarity", rarityName(cards.rarityMap(tokenId))),
            ",",
            CollectionJson.trait("Faction", factionName(camp)),
            ",",
            CollectionJson.trait("Weapon", attributes.weapon),
            ",",
            CollectionJson.trait("Background", attributes.background),
            ",",
            CollectionJson.numberTrait("Hero ID", heroId)
        );
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
