// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title Hero card collection: card types, mint requests, merges
/// @notice Rarities are 1-based: 1 B, 2 A, 3 S, 4 S+, 5 SS, 6 SS+, 7 SSS, 8 SSS+, 9 X. Camps (factions) are 1-based:
/// 1 Athena's Aegis, 2 Ouroboros, 3 Prometheus' Fire, 4 Thoth's Book. A hero id is the card id of its card type.
interface IHeroCard {
    /// @notice A card type (docs/product.md#hero-cards: cardId, camp, rarity, name, currentAmount, maxAmount, cardURI).
    struct CardInfo {
        uint256 cardId;
        uint256 camp;
        uint256 rarity;
        string name;
        uint256 currentAmount;
        uint256 maxAmount;
        string cardURI;
    }

    /// @notice Extra attributes of a card type shown in the metadata.
    struct CardAttributes {
        string weapon;
        string background;
    }

    /// @notice A token with its hero id and rarity.
    struct TokenInfo {
        uint256 tokenId;
        uint256 heroId;
        uint256 rarity;
    }

    /// @notice State of a mint request or of a merge.
    enum RequestStatus {
        None,
        Pending,
        Resolved,
        Claimed,
        Cancelled // its randomness never came: the payment (and merged cards) went back to the user
    }

    /// @notice A mint request (spec fields tokenId, amount, user, forWhitelist, plus its state). `tokenId` is the
    /// first token minted when the cards are claimed (0 before).
    struct MintInfo {
        uint256 tokenId;
        uint256 amount;
        address user;
        bool forWhitelist;
        uint256 rarity;
        uint256 price;
        uint256 requestId;
        RequestStatus status;
    }

    /// @notice A merge (spec fields tokenIdA, tokenIdB, user, price, blockNumber, plus its terms and result). Returned
    /// by reads only; storage uses a packed layout.
    // solhint-disable-next-line gas-struct-packing
    struct MergeInfo {
        uint256 tokenIdA;
        uint256 tokenIdB;
        address user;
        uint256 price;
        uint256 blockNumber;
        bool designate;
        uint256 successRate;
        uint256 requestId;
        RequestStatus status;
        bool success;
        uint256 upgradedTokenId;
    }

    /// @notice Whitelist terms of an address (spec: rarity, remainingAmount, price).
    struct WhitelistInfo {
        uint256 rarity;
        uint256 remainingAmount;
        uint256 price;
    }

    /// @notice Emitted when a card type is added or changed.
    event CardInfoSet(uint256 indexed cardId, uint256 camp, uint256 rarity, uint256 maxAmount);
    /// @notice Emitted when cards are minted, one event per run of equal cards.
    event CardsMinted(address indexed to, uint256 firstTokenId, uint256 quantity, uint256 heroId, uint256 rarity);
    /// @notice Emitted when a mint request is made.
    event MintAdded(
        uint256 indexed mintId, address indexed user, uint256 amount, bool forWhitelist, uint256 requestId
    );
    /// @notice Emitted when a mint request's randomness resolves its heroes.
    event MintResolved(uint256 indexed mintId, uint256[] heroIds);
    /// @notice Emitted when a mint request is cancelled (VRF never answered): its payment goes back to the user.
    event MintCancelled(uint256 indexed mintId, address indexed user, uint256 refund);
    /// @notice Emitted when a merge is cancelled (VRF never answered): its cards are free and its price refunded.
    event MergeCancelled(uint256 indexed mergeId, address indexed user, uint256 refund);
    /// @notice Emitted when the cards of a resolved mint request are minted to its user.
    event MintClaimed(uint256 indexed mintId, address indexed user, uint256 firstTokenId);
    /// @notice Emitted on a free mint.
    event FreeMinted(address indexed user, uint256 amount, uint256 heroId, uint256 rarity);
    /// @notice Emitted when a merge is requested.
    event MergeAdded(
        uint256 indexed mergeId,
        address indexed user,
        uint256 tokenIdA,
        uint256 tokenIdB,
        uint256 price,
        bool designate,
        uint256 requestId
    );
    /// @notice Emitted when a merge resolves. On failure `upgradedTokenId` is 0 and nothing changes.
    event MergeResolved(uint256 indexed mergeId, bool success, uint256 upgradedTokenId, uint256 burnedTokenId);
    /// @notice Emitted when a merge fee is split (the domain's splitMergeFee).
    event MergeFeeSplit(uint256 indexed mergeId, uint256 pool, uint256 buyback, uint256 marketing);
    /// @notice Emitted when the public sale starts or stops.
    event PublicSaleSet(bool active, uint256 price);
    /// @notice Emitted when merging starts or stops.
    event MergeActiveSet(bool active);
    /// @notice Emitted when merge terms of a rarity change.
    event MergePricesSet(uint256 indexed rarity, uint256 mergePrice, uint256 directionalPrice, uint256 successRate);
    /// @notice Emitted when an address's whitelist terms are set (all zero when removed).
    event WhitelistSet(address indexed user, uint256 rarity, uint256 remainingAmount, uint256 price);
    /// @notice Emitted when the admin sets the free-mint cap, the supply or the public mint rarity.
    event MintSettingsSet(uint256 maxFreeMintPerAddress, uint256 maxSupply, uint256 publicMintRarity);
    /// @notice Emitted when part of the prize pool is drawn (by the World Cup contract).
    event PrizePoolWithdrawn(address indexed to, uint256 amount);
    /// @notice Emitted when fees or sale proceeds are paid out.
    event FundsWithdrawn(address indexed to, uint256 amount, bytes32 indexed kind);
    /// @notice Emitted when the fee receivers change.
    event FeeReceiversSet(address buyback, address marketing);

    /// @notice Thrown when an array argument is empty.
    error ArrayIsNull();
    /// @notice Thrown when array arguments differ in length or exceed a batch limit.
    error ArrayLengthError();
    /// @notice Thrown when claiming cards of a mint request already claimed.
    error AlreadyClaimed(uint256 mintId);
    /// @notice Thrown when a card is already part of a pending merge (it is locked until the merge resolves).
    error AlreadyMerging(uint256 tokenId);
    /// @notice Thrown when starting merges that already run, or changing merge terms while they run.
    error MergeHasAlreadyBegun();
    /// @notice Thrown when merge terms are inconsistent or a merge is unknown.
    error MergeInfoError();
    /// @notice Thrown when a mint would exceed `maxSupply`, a card's `maxAmount` or the cards left at a rarity.
    error MintExceedsSupply();
    /// @notice Thrown when claiming cards that are not (yet) owed, or free-minting past the allowance.
    error NotAllowedClaim();
    /// @notice Thrown when burning a token the caller neither owns nor is approved for.
    error NotApprovedOrOwner();
    /// @notice Thrown when the value sent differs from the price due.
    error NotEnoughMessageFee(uint256 required, uint256 sent);
    /// @notice Thrown when two cards break a merge rule (docs/product.md#merge-rules).
    error NotMeetMergeRules();
    /// @notice Thrown when the caller does not own a card or a mint request.
    error NotTheOwner();
    /// @notice Thrown when a price is zero where a price is required.
    error PriceIsZero();
    /// @notice Thrown when starting a sale that runs already, or changing its price while it runs.
    error SaleHasAlreadyBegun();
    /// @notice Thrown for an amount of zero, above `MAX_MINT`, above the whitelist allowance, or a refused price.
    error WrongAmount();
    /// @notice Thrown when minting while the public sale is off.
    error SaleNotActive();
    /// @notice Thrown when merging while merges are off.
    error MergeNotActive();
    /// @notice Thrown for an unregistered card id, a rarity outside 1..9 or a camp outside 1..4.
    error InvalidCard(uint256 heroId, uint256 rarity);
    /// @notice Thrown by the index read past the owner's balance.
    error OwnerIndexOutOfBounds(address owner, uint256 index);
    /// @notice Thrown when a payout of native currency fails.
    error PaymentFailed();
    /// @notice Thrown by a free mint while mint requests of the card's rarity wait for their draw.
    error DrawPending(uint256 rarity);
    /// @notice Thrown when the randomness callback comes from anyone but the coordinator, or for an unknown request.
    error OnlyCoordinator();

    function addMint(uint256 amount, bool forWhitelist) external payable returns (uint256 mintId);
    function freeMultiMint(uint256 amount, uint256 heroId, uint256 rarity) external;
    function nftOwnerClaimCards(uint256[] calldata mintIds) external;
    function addMerge(uint256 tokenIdA, uint256 tokenIdB, uint256 price) external payable returns (uint256 mergeId);
    function burn(uint256 tokenId) external;
    function mintCards(address to, uint256 heroId, uint256 rarity, uint256 quantity) external returns (uint256);
    function heroIdMap(uint256 tokenId) external view returns (uint256);
    function rarityMap(uint256 tokenId) external view returns (uint256);
    function cardRarity(uint256 cardId) external view returns (uint256);
    function getCardIdsByRarity(uint256 rarity) external view returns (uint256[] memory);
}
