// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {CollectionInfo, CollectionJson} from "./CollectionJson.sol";
import {MarketCollection} from "./MarketCollection.sol";

/// @title CardsVoucher: mystery box vouchers (ERC721A), minted by {VoucherRedeem} for burned cards
/// @notice A voucher carries no attribute; the game exchanges it for a mystery box off chain or through a box
/// contract's minter. Holders (or approved addresses) may burn their vouchers; BURNER_ROLE may burn any.
contract CardsVoucher is MarketCollection {
    /// @notice Thrown when burning a voucher the caller neither owns nor is approved for.
    error NotApprovedOrOwner();

    constructor(address admin) MarketCollection("Finaverse Mystery Box Voucher", "FVOUCHER", admin) {}

    /// @notice Mints `amount` vouchers to `to` (no receiver hook: the minter chose `to`).
    function mint(address to, uint256 amount) external onlyRole(MINTER_ROLE) whenNotPaused returns (uint256 first) {
        first = _nextTokenId();
        _mint(to, amount);
    }

    /// @notice Burns a voucher (its owner, an approved address or BURNER_ROLE).
    function burn(uint256 tokenId) external whenNotPaused {
        address owner = ownerOf(tokenId);
        if (
            msg.sender != owner && !isApprovedForAll(owner, msg.sender) && getApproved(tokenId) != msg.sender
                && !hasRole(BURNER_ROLE, msg.sender)
        ) revert NotApprovedOrOwner();
        _burn(tokenId);
    }

    /// @notice On-chain JSON metadata: `name #id`, the collection's description and image, and the voucher's traits.
    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        if (!_exists(tokenId)) _revert(URIQueryForNonexistentToken.selector);
        CollectionInfo storage info = collectionInfo;
        return CollectionJson.token(
            name(),
            tokenId,
            info.description,
            info.image,
            abi.encodePacked(
                CollectionJson.trait("Type", "Voucher"),
                ",",
                CollectionJson.trait("Redeems For", "Mystery Box"),
                ",",
                CollectionJson.trait("Status", "Unredeemed")
            )
        );
    }

    function _startTokenId() internal pure override returns (uint256) {
        return 1;
    }

    /// @dev Voucher transfers stop while paused.
    function _beforeTokenTransfers(address from, address to, uint256, uint256) internal view override {
        if (from != address(0) && to != address(0)) _requireNotPaused();
    }
}
