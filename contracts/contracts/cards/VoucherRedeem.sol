// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {CardsAccess} from "./CardsAccess.sol";

/// @dev A collection whose tokens this contract may burn (HeroCard with BURNER_ROLE granted to the redeemer).
interface IBurnableCollection is IERC721 {
    function burn(uint256 tokenId) external;
    function rarityMap(uint256 tokenId) external view returns (uint256);
}

/// @dev The voucher collection.
interface IVoucherMinter {
    function mint(address to, uint256 amount) external returns (uint256 first);
}

/// @title VoucherRedeem: burn a card of an accepted collection for mystery box vouchers
/// @notice `redeem(tokenAddress, tokenId)` burns the caller's card and mints `redeemAmount` vouchers to the caller.
/// The redeemer needs BURNER_ROLE on the card collection (it checks ownership itself) and MINTER_ROLE on the
/// voucher collection. B cards (rarity 1: the free mints, one allowance per address) are not redeemable, so Sybil
/// addresses cannot turn free cards into vouchers.
contract VoucherRedeem is CardsAccess {
    /// @notice The voucher collection.
    IVoucherMinter public immutable voucher;
    /// @notice Vouchers minted per redeemed card.
    uint256 public redeemAmount;
    /// @notice Collections whose cards may be redeemed.
    mapping(address tokenAddress => bool) public acceptedTokens;
    /// @notice Cards redeemed per address.
    mapping(address user => uint256) public redeemedCount;

    /// @notice Emitted when a card is redeemed.
    event Redeemed(address indexed user, address indexed tokenAddress, uint256 indexed tokenId, uint256 vouchers);
    /// @notice Emitted when a collection is accepted or refused.
    event AcceptedTokenSet(address indexed tokenAddress, bool accepted);
    /// @notice Emitted when the vouchers per card change.
    event RedeemAmountSet(uint256 redeemAmount);

    /// @notice Thrown when the collection is not accepted, or the card is a B card (free mints are not redeemable).
    error NotAllowedClaim();
    /// @notice Thrown when the caller does not own the card.
    error NotTheOwner();
    /// @notice Thrown when the vouchers per card would be zero.
    error WrongAmount();

    constructor(address admin, IVoucherMinter voucher_, uint256 redeemAmount_) CardsAccess(admin) {
        if (address(voucher_) == address(0)) revert AddressIsNull();
        if (redeemAmount_ == 0) revert WrongAmount();
        voucher = voucher_;
        redeemAmount = redeemAmount_;
        emit RedeemAmountSet(redeemAmount_);
    }

    /// @notice Accepts or refuses a collection.
    function setAcceptedToken(address tokenAddress, bool accepted) external onlyRole(ADMIN_ROLE) {
        if (tokenAddress == address(0)) revert AddressIsNull();
        acceptedTokens[tokenAddress] = accepted;
        emit AcceptedTokenSet(tokenAddress, accepted);
    }

    /// @notice Sets the vouchers minted per card.
    function setRedeemAmount(uint256 redeemAmount_) external onlyRole(ADMIN_ROLE) {
        if (redeemAmount_ == 0) revert WrongAmount();
        redeemAmount = redeemAmount_;
        emit RedeemAmountSet(redeemAmount_);
    }

    /// @notice Burns the caller's card `tokenId` of `tokenAddress` and mints `redeemAmount` vouchers to the caller.
    function redeem(address tokenAddress, uint256 tokenId) external whenNotPaused nonReentrant {
        if (!acceptedTokens[tokenAddress]) revert NotAllowedClaim();
        IBurnableCollection collection = IBurnableCollection(tokenAddress);
        if (collection.ownerOf(tokenId) != msg.sender) revert NotTheOwner();
        if (collection.rarityMap(tokenId) == 1) revert NotAllowedClaim();
        uint256 vouchers = redeemAmount;
        ++redeemedCount[msg.sender];
        emit Redeemed(msg.sender, tokenAddress, tokenId, vouchers);
        collection.burn(tokenId);
        voucher.mint(msg.sender, vouchers);
    }
}
