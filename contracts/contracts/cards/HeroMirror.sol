// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {CardsAccess} from "./CardsAccess.sol";
import {IHeroCard} from "./interfaces/IHeroCard.sol";

/// @dev The reads of the Genesis collection the mirror uses.
interface IGenesisHero {
    function ownerOf(uint256 tokenId) external view returns (address);
    function heroOf(uint256 tokenId) external view returns (uint256 heroId, uint256 rarity);
}

/// @title HeroMirror: holders of Genesis heroes mirror each hero once into the hero card collection
/// @notice The Genesis token stays with its holder; the mirror mints a hero card with the same hero id and rarity
/// (the hero id must be a card type of the card contract). Each Genesis token can be mirrored once, ever.
contract HeroMirror is CardsAccess {
    /// @notice Most heroes per call.
    uint256 public constant MAX_BATCH = 50;

    /// @notice The Genesis collection.
    IGenesisHero public immutable genesis;
    /// @notice The card contract (this contract holds its MINTER_ROLE).
    IHeroCard public immutable heroCard;
    /// @notice Card token minted for a mirrored Genesis token (0 when not mirrored).
    mapping(uint256 genesisTokenId => uint256) public mirroredTokenOf;

    /// @notice Emitted when a Genesis hero is mirrored.
    event Mirrored(address indexed owner, uint256 indexed genesisTokenId, uint256 cardTokenId, uint256 heroId, uint256 rarity);

    /// @notice Thrown when no hero is selected.
    error ArrayIsNull();
    /// @notice Thrown when more than `MAX_BATCH` heroes are selected.
    error ArrayLengthError();
    /// @notice Thrown when the caller does not hold the Genesis token.
    error NotTheOwner();
    /// @notice Thrown when a Genesis token was mirrored before.
    error AlreadyClaimed(uint256 genesisTokenId);

    constructor(address admin, IGenesisHero genesis_, IHeroCard heroCard_) CardsAccess(admin) {
        if (address(genesis_) == address(0) || address(heroCard_) == address(0)) revert AddressIsNull();
        genesis = genesis_;
        heroCard = heroCard_;
    }

    /// @notice Mirrors the caller's Genesis heroes `genesisTokenIds` into hero cards.
    /// @dev No re-entry is possible: the Genesis reads are static calls and `mintCards` calls no receiver hook.
    function mirror(uint256[] calldata genesisTokenIds) external whenNotPaused {
        if (genesisTokenIds.length == 0) revert ArrayIsNull();
        if (genesisTokenIds.length > MAX_BATCH) revert ArrayLengthError();
        for (uint256 i; i < genesisTokenIds.length; ++i) {
            uint256 genesisTokenId = genesisTokenIds[i];
            if (genesis.ownerOf(genesisTokenId) != msg.sender) revert NotTheOwner();
            if (mirroredTokenOf[genesisTokenId] != 0) revert AlreadyClaimed(genesisTokenId);
            (uint256 heroId, uint256 rarity) = genesis.heroOf(genesisTokenId);
            uint256 cardTokenId = heroCard.mintCards(msg.sender, heroId, rarity, 1);
            mirroredTokenOf[genesisTokenId] = cardTokenId;
            emit Mirrored(msg.sender, genesisTokenId, cardTokenId, heroId, rarity);
        }
    }

    /// @notice Whether a Genesis token has been mirrored.
    function isMirrored(uint256 genesisTokenId) external view returns (bool) {
        return mirroredTokenOf[genesisTokenId] != 0;
    }

    /// @notice The subset of `genesisTokenIds` not yet mirrored.
    function getMirrorableTokens(uint256[] calldata genesisTokenIds) external view returns (uint256[] memory ids) {
        ids = new uint256[](genesisTokenIds.length);
        uint256 n;
        for (uint256 i; i < genesisTokenIds.length; ++i) {
            if (mirroredTokenOf[genesisTokenIds[i]] == 0) {
                ids[n] = genesisTokenIds[i];
                ++n;
            }
        }
        // solhint-disable-next-line no-inline-assembly
        assembly ("memory-safe") {
            mstore(ids, n) // shrink the array to the ids found
        }
    }
}
