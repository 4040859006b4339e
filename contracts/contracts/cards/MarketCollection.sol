// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC721A} from "erc721a/contracts/ERC721A.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";
import {CardsAccess} from "./CardsAccess.sol";
import {CollectionInfo, CollectionJson} from "./CollectionJson.sol";

/// @title MarketCollection: what a marketplace reads of a card collection (HeroCard, the blind boxes, the voucher)
/// @notice ERC721A with ERC-2981 royalties (an admin-set receiver and rate, at most {MAX_ROYALTY_BPS}), ERC-7572
/// `contractURI` (on-chain JSON: name, description, image, external link, seller fee), ERC-4906 refresh events, and
/// no native coin on `approve` or transfers (ERC721A makes them payable; a coin sent with them would be stuck).
abstract contract MarketCollection is ERC721A, ERC2981, CardsAccess {
    /// @notice Highest royalty rate the admin may set, in basis points (10%).
    uint256 public constant MAX_ROYALTY_BPS = 1000;

    /// @notice The collection's description, image and external link (see {setCollectionInfo}).
    CollectionInfo public collectionInfo;

    /// @notice ERC-4906: the metadata of `_tokenId` changed.
    event MetadataUpdate(uint256 _tokenId);
    /// @notice ERC-4906: the metadata of tokens `_fromTokenId` to `_toTokenId` changed.
    event BatchMetadataUpdate(uint256 _fromTokenId, uint256 _toTokenId);
    /// @notice ERC-7572: `contractURI` changed.
    event ContractURIUpdated();

    /// @notice Thrown when a royalty rate above {MAX_ROYALTY_BPS} is set.
    error RoyaltyTooHigh(uint256 bps);
    /// @notice Thrown when native coin comes with `approve` or a transfer.
    error NativeCoinRefused();

    constructor(string memory name_, string memory symbol_, address admin)
        ERC721A(name_, symbol_)
        CardsAccess(admin)
    {}

    /// @notice Sets the collection's description, image and external link; refreshes every token.
    function setCollectionInfo(CollectionInfo calldata info) external onlyRole(ADMIN_ROLE) {
        _storeCollectionInfo(info);
        emit ContractURIUpdated();
        _refreshAll();
    }

    /// @notice Sets the royalty receiver and rate (at most {MAX_ROYALTY_BPS} basis points).
    function setRoyalty(address receiver, uint96 bps) external onlyRole(ADMIN_ROLE) {
        if (bps > MAX_ROYALTY_BPS) revert RoyaltyTooHigh(bps);
        _setDefaultRoyalty(receiver, bps);
        emit ContractURIUpdated(); // its seller fee; `royaltyInfo` gives the new receiver and rate
    }

    /// @notice ERC-7572 collection metadata, `data:application/json;base64,...`.
    function contractURI() external view virtual returns (string memory) {
        (address receiver, uint256 fee) = royaltyInfo(0, _feeDenominator());
        CollectionInfo storage info = collectionInfo;
        return CollectionJson.collection(name(), info.description, info.image, info.externalLink, fee, receiver);
    }

    /// @inheritdoc ERC721A
    /// @dev Refuses native coin.
    function approve(address to, uint256 tokenId) public payable override {
        if (msg.value != 0) revert NativeCoinRefused();
        super.approve(to, tokenId);
    }

    /// @inheritdoc ERC721A
    /// @dev Refuses native coin; both `safeTransferFrom` go through this function.
    function transferFrom(address from, address to, uint256 tokenId) public payable override {
        if (msg.value != 0) revert NativeCoinRefused();
        super.transferFrom(from, to, tokenId);
    }

    /// @notice ERC165, ERC721, ERC721Metadata (ERC721A), ERC2981, ERC4906 and AccessControl.
    function supportsInterface(bytes4 interfaceId)
        public
        view
        virtual
        override(ERC721A, ERC2981, AccessControl)
        returns (bool)
    {
        return interfaceId == 0x49064906 || ERC721A.supportsInterface(interfaceId)
            || ERC2981.supportsInterface(interfaceId) || AccessControl.supportsInterface(interfaceId);
    }

    /// @dev Writes {collectionInfo}; HeroCard overrides it to write through its linked library (code size).
    function _storeCollectionInfo(CollectionInfo calldata info) internal virtual {
        collectionInfo = info;
    }

    /// @dev ERC-4906 for every token, present and future.
    function _refreshAll() internal {
        emit BatchMetadataUpdate(_startTokenId(), type(uint256).max);
    }
}
