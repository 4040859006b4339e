// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title Blind boxes of hero cards (versions V1 to V4 and the mystery box)
interface IBlindBox {
    /// @notice Emitted when boxes are bought.
    event BoxesBought(address indexed buyer, uint256 firstTokenId, uint256 amount, bool whitelist, uint256 paid);
    /// @notice Emitted when a minter (the claim contract) mints boxes.
    event BoxesMinted(address indexed to, uint256 firstTokenId, uint256 amount);
    /// @notice Emitted when boxes are opened; their cards come when `requestId` resolves.
    event BoxesOpened(address indexed opener, uint256 indexed requestId, uint256[] tokenIds);
    /// @notice Emitted when an open is cancelled (its randomness never came): `amount` fresh boxes from `firstTokenId`.
    event BoxesReturned(address indexed opener, uint256 indexed requestId, uint256 firstTokenId, uint256 amount);
    /// @notice Emitted for each box whose card is revealed and minted.
    event BoxRevealed(uint256 indexed tokenId, address indexed opener, uint256 cardId, uint256 rarity);
    /// @notice Emitted when the sale starts or stops.
    event SaleSet(bool active);
    /// @notice Emitted when the sale terms change.
    event SaleConfigSet(address paymentToken, uint256 price, address receivingAddress);
    /// @notice Emitted when the quotas change.
    event QuotasSet(uint256 totalQuota, uint256 publicBuyableQuota, uint256 whiteListBuyableQuota);
    /// @notice Emitted when a card's quota changes.
    event CardQuotaSet(uint256 indexed cardId, uint256 quota);
    /// @notice Emitted when the rarity odds change (empty: quota mode).
    event RarityOddsSet(uint256[] rarities, uint256[] bps);
    /// @notice Emitted when whitelist-only mode is switched.
    event WhiteListOnlySet(bool whiteListOnly);
    /// @notice Emitted when an address joins or leaves the whitelist.
    event WhiteListSet(address indexed user, bool member);

    /// @notice Thrown when an array argument is empty.
    error ArrayIsNull();
    /// @notice Thrown when arrays differ in length or a batch is too large.
    error ArrayLengthError();
    /// @notice Thrown when more boxes are asked than quotas or card quotas allow.
    error MintExceedsSupply();
    /// @notice Thrown when the native value sent differs from the price due.
    error NotEnoughMessageFee(uint256 required, uint256 sent);
    /// @notice Thrown when opening a box the caller does not own.
    error NotTheOwner();
    /// @notice Thrown when a price is zero.
    error PriceIsZero();
    /// @notice Thrown when starting a running sale or changing its terms while it runs.
    error SaleHasAlreadyBegun();
    /// @notice Thrown when buying while the sale is stopped.
    error SaleNotActive();
    /// @notice Thrown for an amount of zero or above a per-address quota.
    error WrongAmount();
    /// @notice Thrown when a non-member buys in whitelist-only mode.
    error NotAllowedClaim();
    /// @notice Thrown for a card unknown to the card contract, or a rarity without cards in the odds.
    error InvalidCard(uint256 cardId);
    /// @notice Thrown when rarity odds do not sum to 10000 basis points.
    error InvalidOdds();
    /// @notice Thrown when a randomness callback does not come from the coordinator or names no open.
    error OnlyCoordinator();
    /// @notice Thrown when an open request is unknown (already resolved).
    error UnknownOpen(uint256 requestId);
    /// @notice Thrown when a native payment cannot be forwarded.
    error PaymentFailed();
    /// @notice Thrown when a sale would give quotas to more card types than {BlindBox-MAX_CARD_TYPES}.
    error TooManyCardTypes(uint256 max);
    /// @notice Thrown when quotas or odds change while opens wait for their randomness (`pending` opens).
    error OpensPending(uint256 pending);

    function mintMulti(uint256 amount) external payable;
    function mintMultiTokenForCaller(uint256 amount) external payable;
    function open(uint256 tokenId) external returns (uint256 requestId);
    function openMulti(uint256[] calldata tokenIds) external returns (uint256 requestId);
    function mintTo(address to, uint256 amount) external;
}
