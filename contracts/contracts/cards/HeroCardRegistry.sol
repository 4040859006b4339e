// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {CardsAccess} from "./CardsAccess.sol";
import {CollectionInfo} from "./CollectionJson.sol";
import {IHeroCard} from "./interfaces/IHeroCard.sol";

/// @title Card types, mint requests, merges, sale settings and funds of {HeroCard}, an external library
/// @notice HeroCard keeps the token (ERC721A), the randomness callback and the hot paths; this library holds the
/// bookkeeping of its seams (card types, mint requests, merges, sale and merge switches, fee balances and payouts),
/// so that HeroCard keeps at least 2 kB below the 24 KiB code limit (`test/ContractSizes.test.ts`).
/// Tracks, per rarity, the cards left (sum of maxAmount - currentAmount) and the cards promised to pending
/// mint requests, so that a request accepted at request time can always be served when its randomness arrives.
library HeroCardRegistry {
    /// @notice Highest rarity (X).
    uint256 internal constant MAX_RARITY = 9;
    /// @notice Most card types of one rarity (the draws of mint requests and the raffle walk them).
    uint256 internal constant MAX_CARDS_PER_RARITY = 32;

    struct Registry {
        mapping(uint256 cardId => IHeroCard.CardInfo) cards;
        mapping(uint256 cardId => IHeroCard.CardAttributes) attributes;
        mapping(uint256 rarity => uint256[]) cardIdsByRarity;
        mapping(uint256 rarity => uint256) remaining;
        mapping(uint256 rarity => uint256) reserved;
    }

    /// @dev A mint request packed in two slots (see {IHeroCard-MintInfo} for the fields).
    struct StoredMint {
        address user;
        uint8 amount; // at most MAX_MINT
        uint8 rarity;
        bool forWhitelist;
        IHeroCard.RequestStatus status;
        uint64 requestId;
        uint64 tokenId;
        uint128 price;
    }

    /// @dev A merge packed in three slots (see {IHeroCard-MergeInfo} for the fields).
    struct StoredMerge {
        uint64 tokenIdA;
        uint64 tokenIdB;
        uint64 blockNumber;
        uint16 successRate;
        bool designate;
        IHeroCard.RequestStatus status;
        bool success;
        address user;
        uint64 requestId;
        uint128 price;
        uint64 upgradedTokenId;
    }

    struct Mints {
        uint256 count;
        mapping(uint256 mintId => StoredMint) infos;
        mapping(uint256 mintId => uint256[]) heroes;
        mapping(address user => uint256[]) userMints;
        mapping(address user => IHeroCard.WhitelistInfo) whitelist;
    }

    /// @dev Sale and merge switches and supply caps (see the reads of the same names on {HeroCard}).
    struct Sale {
        bool publicSaleActive;
        bool mergeActive;
        uint256 nftPrice;
        uint256 publicMintRarity;
        uint256 maxSupply;
        uint256 saleSupply;
        uint256 maxFreeMintPerAddress;
        mapping(address user => uint256) freeMintMap;
    }

    /// @dev Balances of native coin held for the prize pool, buyback, marketing, sales and pending requests, and the
    /// receivers of the buyback and marketing shares (see the reads of the same names on {HeroCard}).
    struct Funds {
        uint256 prizePoolBalance;
        uint256 buybackBalance;
        uint256 marketingBalance;
        uint256 saleBalance;
        uint256 pendingBalance;
        address buybackAddress;
        address marketingAddress;
    }

    struct Merges {
        uint256 count;
        mapping(uint256 mergeId => StoredMerge) infos;
        mapping(address user => uint256[]) userMerges;
        /// @dev Merge id that locks a token, 0 when free.
        mapping(uint256 tokenId => uint256) mergeOf;
        mapping(uint256 rarity => uint256) mergePrice;
        mapping(uint256 rarity => uint256) directionalPrice;
        mapping(uint256 rarity => uint256) successRate;
    }

    /// @notice Adds or updates card types. A card's rarity cannot change; `maxAmount` cannot drop below what is
    /// minted, nor the rarity's cards left below what pending requests were promised. A rarity with mint requests
    /// pending takes no new card type and no new `maxAmount` (`DrawPending`): their draws weigh its card types by cards left, and a word already
    /// public in a pending fulfilment must draw from what its request saw. A rarity has at most
    /// {MAX_CARDS_PER_RARITY} card types, which bounds the draw of the callback.
    function setCardInfos(
        Registry storage self,
        IHeroCard.CardInfo[] calldata infos,
        IHeroCard.CardAttributes[] calldata attributes
    ) external {
        if (infos.length == 0) revert IHeroCard.ArrayIsNull();
        if (infos.length != attributes.length) revert IHeroCard.ArrayLengthError();
        for (uint256 i; i < infos.length; ++i) {
            IHeroCard.CardInfo calldata info = infos[i];
            uint256 cardId = info.cardId;
            uint256 rarity = info.rarity;
            if (cardId == 0 || cardId > type(uint16).max || rarity == 0 || rarity > MAX_RARITY) {
                revert IHeroCard.InvalidCard(cardId, rarity);
            }
            if (info.camp == 0 || info.camp > 4) revert IHeroCard.InvalidCard(cardId, rarity);
            IHeroCard.CardInfo storage card = self.cards[cardId];
            if (self.reserved[rarity] != 0 && (card.cardId == 0 || card.maxAmount != info.maxAmount)) {
                revert IHeroCard.DrawPending(rarity);
            }
            uint256 current = card.currentAmount;
            if (info.maxAmount < current) revert IHeroCard.MintExceedsSupply();
            if (card.cardId == 0) {
                if (self.cardIdsByRarity[rarity].length == MAX_CARDS_PER_RARITY) {
                    revert IHeroCard.InvalidCard(cardId, rarity);
                }
                self.cardIdsByRarity[rarity].push(cardId);
            } else {
                if (card.rarity != rarity) revert IHeroCard.InvalidCard(cardId, rarity);
                self.remaining[rarity] -= card.maxAmount - current;
            }
            uint256 remaining = self.remaining[rarity] + info.maxAmount - current;
            if (remaining < self.reserved[rarity]) revert IHeroCard.MintExceedsSupply();
            self.remaining[rarity] = remaining;
            card.cardId = cardId;
            card.camp = info.camp;
            card.rarity = rarity;
            card.name = info.name;
            card.maxAmount = info.maxAmount;
            card.cardURI = info.cardURI;
            self.attributes[cardId] = attributes[i];
            emit IHeroCard.CardInfoSet(cardId, info.camp, rarity, info.maxAmount);
        }
    }

    /// @notice Takes `amount` cards of one card type (free mints). Refused while mint requests of the card's rarity
    /// are pending (`DrawPending`): a draw is weighted by cards left, so a free mint before its resolution would move
    /// its odds (a requester could free-mint the rival hero to pick its own).
    function take(Registry storage self, uint256 cardId, uint256 amount) external {
        IHeroCard.CardInfo storage card = self.cards[cardId];
        uint256 rarity = card.rarity;
        if (self.reserved[rarity] != 0) revert IHeroCard.DrawPending(rarity);
        uint256 current = card.currentAmount + amount;
        if (current > card.maxAmount) revert IHeroCard.MintExceedsSupply();
        uint256 remaining = self.remaining[rarity] - amount;
        if (remaining < self.reserved[rarity]) revert IHeroCard.MintExceedsSupply();
        card.currentAmount = current;
        self.remaining[rarity] = remaining;
    }

    /// @notice Draws `amount` promised cards of `rarity`, each weighted by its card type's cards left, and returns
    /// their hero ids. Card i uses `keccak256(abi.encode(randomness, i))`.
    function draw(Registry storage self, uint256 rarity, uint256 amount, uint256 randomness)
        public
        returns (uint256[] memory heroIds)
    {
        heroIds = new uint256[](amount);
        uint256[] storage cardIds = self.cardIdsByRarity[rarity];
        // remaining >= reserved >= amount, so the modulus is never zero.
        uint256 remaining = self.remaining[rarity];
        for (uint256 i; i < amount; ++i) {
            uint256 target = uint256(keccak256(abi.encode(randomness, i))) % remaining;
            // Walk the cards until the target falls into one's cards left; target < remaining ends the walk.
            uint256 j;
            IHeroCard.CardInfo storage card = self.cards[cardIds[j]];
            for (uint256 left = card.maxAmount - card.currentAmount; target >= left;) {
                target -= left;
                card = self.cards[cardIds[++j]];
                left = card.maxAmount - card.currentAmount;
            }
            ++card.currentAmount;
            --remaining;
            heroIds[i] = card.cardId;
        }
        self.remaining[rarity] = remaining;
        self.reserved[rarity] -= amount;
    }

    // ------------------------------------------------------------------ mint requests

    /// @notice Records a mint request of `user`: takes whitelist allowance, promises the cards, returns its id and
    /// cost (price times amount; the caller checks the value sent).
    function addMint(
        Mints storage self,
        Registry storage registry,
        address user,
        uint256 amount,
        bool forWhitelist,
        uint256 publicRarity,
        uint256 publicPrice,
        uint256 requestId
    ) external returns (uint256 mintId, uint256 cost) {
        uint256 rarity = publicRarity;
        uint256 price = publicPrice;
        if (forWhitelist) {
            IHeroCard.WhitelistInfo storage info = self.whitelist[user];
            if (info.remainingAmount < amount) revert IHeroCard.WrongAmount();
            info.remainingAmount -= amount;
            rarity = info.rarity;
            price = info.price;
        }
        cost = price * amount;
        uint256 reserved = registry.reserved[rarity] + amount;
        if (reserved > registry.remaining[rarity]) revert IHeroCard.MintExceedsSupply();
        registry.reserved[rarity] = reserved;
        mintId = ++self.count;
        // amount <= MAX_MINT, rarity <= 9 and request ids count transactions: the casts cannot truncate.
        self.infos[mintId] = StoredMint({
            user: user,
            amount: uint8(amount),
            rarity: uint8(rarity),
            forWhitelist: forWhitelist,
            status: IHeroCard.RequestStatus.Pending,
            requestId: uint64(requestId),
            tokenId: 0,
            price: SafeCast.toUint128(cost)
        });
        self.userMints[user].push(mintId);
        emit IHeroCard.MintAdded(mintId, user, amount, forWhitelist, requestId);
    }

    /// @notice Resolves a pending mint request: draws its heroes. Returns its payment.
    function resolveMint(Mints storage self, Registry storage registry, uint256 mintId, uint256 randomness)
        external
        returns (uint256 price)
    {
        StoredMint storage info = self.infos[mintId];
        info.status = IHeroCard.RequestStatus.Resolved;
        uint256[] memory heroes = draw(registry, info.rarity, info.amount, randomness);
        self.heroes[mintId] = heroes;
        emit IHeroCard.MintResolved(mintId, heroes);
        return info.price;
    }

    /// @notice Marks a resolved request of `user` claimed from `firstTokenId`; returns its rarity and heroes.
    function claimMint(Mints storage self, uint256 mintId, address user, uint256 firstTokenId)
        external
        returns (uint256 rarity, uint256[] memory heroes)
    {
        StoredMint storage info = self.infos[mintId];
        if (info.user != user) revert IHeroCard.NotTheOwner();
        if (info.status == IHeroCard.RequestStatus.Claimed) revert IHeroCard.AlreadyClaimed(mintId);
        if (info.status != IHeroCard.RequestStatus.Resolved) revert IHeroCard.NotAllowedClaim();
        info.status = IHeroCard.RequestStatus.Claimed;
        // Token ids count minted tokens: they fit in 64 bits.
        info.tokenId = uint64(firstTokenId);
        emit IHeroCard.MintClaimed(mintId, user, firstTokenId);
        return (info.rarity, self.heroes[mintId]);
    }

    /// @notice Sets whitelist terms for a batch of addresses.
    function setWhitelist(
        Mints storage self,
        address[] calldata users,
        IHeroCard.WhitelistInfo[] calldata infos
    ) external {
        if (users.length == 0) revert IHeroCard.ArrayIsNull();
        if (users.length != infos.length) revert IHeroCard.ArrayLengthError();
        for (uint256 i; i < users.length; ++i) {
            IHeroCard.WhitelistInfo calldata info = infos[i];
            if (users[i] == address(0)) revert CardsAccess.AddressIsNull();
            if (info.rarity == 0 || info.rarity > MAX_RARITY) revert IHeroCard.InvalidCard(0, info.rarity);
            if (info.price == 0) revert IHeroCard.PriceIsZero();
            self.whitelist[users[i]] = info;
            emit IHeroCard.WhitelistSet(users[i], info.rarity, info.remainingAmount, info.price);
        }
    }

    /// @notice Removes a batch of addresses from the whitelist.
    function removeWhitelist(Mints storage self, address[] calldata users) external {
        if (users.length == 0) revert IHeroCard.ArrayIsNull();
        for (uint256 i; i < users.length; ++i) {
            delete self.whitelist[users[i]];
            emit IHeroCard.WhitelistSet(users[i], 0, 0, 0);
        }
    }

    // ------------------------------------------------------------------ merges

    /// @notice Sets the terms of merges per rarity (A to SSS+; B cannot merge, X is the top).
    function setMergePrices(
        Merges storage self,
        uint256[] calldata rarities,
        uint256[] calldata mergePrices,
        uint256[] calldata directionalPrices,
        uint256[] calldata successRates
    ) external {
        if (rarities.length == 0) revert IHeroCard.ArrayIsNull();
        if (
            rarities.length != mergePrices.length || rarities.length != directionalPrices.length
                || rarities.length != successRates.length
        ) revert IHeroCard.ArrayLengthError();
        for (uint256 i; i < rarities.length; ++i) {
            uint256 rarity = rarities[i];
            if (rarity < 2 || rarity >= MAX_RARITY) revert IHeroCard.NotMeetMergeRules();
            if (mergePrices[i] == 0 || directionalPrices[i] == 0) revert IHeroCard.PriceIsZero();
            if (mergePrices[i] == directionalPrices[i] || successRates[i] > 10_000) revert IHeroCard.MergeInfoError();
            self.mergePrice[rarity] = mergePrices[i];
            self.directionalPrice[rarity] = directionalPrices[i];
            self.successRate[rarity] = successRates[i];
            emit IHeroCard.MergePricesSet(rarity, mergePrices[i], directionalPrices[i], successRates[i]);
        }
    }

    /// @notice Records a merge of two cards of `user` at `rarity` (the caller checked ownership) and locks them.
    /// The price picks the kind: the directional price is a designate merge, the merge price a random one.
    function addMerge(
        Merges storage self,
        address user,
        uint256 tokenIdA,
        uint256 tokenIdB,
        uint256 rarity,
        uint256 price,
        uint256 requestId
    ) external returns (uint256 mergeId) {
        if (self.mergeOf[tokenIdA] != 0) revert IHeroCard.AlreadyMerging(tokenIdA);
        if (self.mergeOf[tokenIdB] != 0) revert IHeroCard.AlreadyMerging(tokenIdB);
        if (price == 0) revert IHeroCard.PriceIsZero();
        bool designate;
        if (price == self.directionalPrice[rarity]) designate = true;
        else if (price != self.mergePrice[rarity]) revert IHeroCard.WrongAmount();
        mergeId = ++self.count;
        self.mergeOf[tokenIdA] = mergeId;
        self.mergeOf[tokenIdB] = mergeId;
        // Token ids and block numbers fit in 64 bits, rates are at most 10000; the price is checked.
        self.infos[mergeId] = StoredMerge({
            tokenIdA: uint64(tokenIdA),
            tokenIdB: uint64(tokenIdB),
            blockNumber: uint64(block.number),
            successRate: uint16(self.successRate[rarity]),
            designate: designate,
            status: IHeroCard.RequestStatus.Pending,
            success: false,
            user: user,
            requestId: uint64(requestId),
            price: SafeCast.toUint128(price),
            upgradedTokenId: 0
        });
        self.userMerges[user].push(mergeId);
        emit IHeroCard.MergeAdded(mergeId, user, tokenIdA, tokenIdB, price, designate, requestId);
    }

    // ------------------------------------------------------------------ sale and merge switches

    /// @notice Sets the free-mint cap per address, the sale supply cap and the rarity of public mints.
    function setMintSettings(
        Sale storage self,
        uint256 maxFreeMintPerAddress,
        uint256 maxSupply,
        uint256 publicMintRarity
    ) external {
        if (publicMintRarity == 0 || publicMintRarity > MAX_RARITY) revert IHeroCard.InvalidCard(0, publicMintRarity);
        if (maxSupply < self.saleSupply) revert IHeroCard.MintExceedsSupply();
        self.maxFreeMintPerAddress = maxFreeMintPerAddress;
        self.maxSupply = maxSupply;
        self.publicMintRarity = publicMintRarity;
        emit IHeroCard.MintSettingsSet(maxFreeMintPerAddress, maxSupply, publicMintRarity);
    }

    /// @notice Writes HeroCard's collection texts (see {MarketCollection-setCollectionInfo}).
    function storeCollectionInfo(CollectionInfo storage self, CollectionInfo calldata info) external {
        self.description = info.description;
        self.image = info.image;
        self.externalLink = info.externalLink;
    }

    /// @notice Opens (`price` wei per card) or closes the public sale.
    function setPublicSale(Sale storage self, bool active, uint256 price) external {
        if (active) {
            if (self.publicSaleActive) revert IHeroCard.SaleHasAlreadyBegun();
            if (price == 0) revert IHeroCard.PriceIsZero();
            self.nftPrice = price;
        } else {
            if (!self.publicSaleActive) revert IHeroCard.SaleNotActive();
            price = self.nftPrice;
        }
        self.publicSaleActive = active;
        emit IHeroCard.PublicSaleSet(active, price);
    }

    /// @notice Opens or closes merges.
    function setMergeActive(Sale storage self, bool active) external {
        if (active && self.mergeActive) revert IHeroCard.MergeHasAlreadyBegun();
        if (!active && !self.mergeActive) revert IHeroCard.MergeNotActive();
        self.mergeActive = active;
        emit IHeroCard.MergeActiveSet(active);
    }

    // ------------------------------------------------------------------ funds

    /// @notice Sets the receivers of the buyback and marketing shares.
    function setFeeReceivers(Funds storage self, address buyback, address marketing) external {
        if (buyback == address(0) || marketing == address(0)) revert CardsAccess.AddressIsNull();
        self.buybackAddress = buyback;
        self.marketingAddress = marketing;
        emit IHeroCard.FeeReceiversSet(buyback, marketing);
    }

    /// @notice Pays `amount` of the prize pool to `to`.
    function withdrawPrizePool(Funds storage self, address to, uint256 amount) external {
        if (to == address(0)) revert CardsAccess.AddressIsNull();
        if (amount > self.prizePoolBalance) revert IHeroCard.WrongAmount();
        self.prizePoolBalance -= amount;
        emit IHeroCard.PrizePoolWithdrawn(to, amount);
        pay(to, amount);
    }

    /// @notice Pays the buyback and marketing shares to their receivers and the sale proceeds to `saleReceiver`.
    function withdrawFunds(Funds storage self, address saleReceiver) external {
        if (saleReceiver == address(0)) revert CardsAccess.AddressIsNull();
        uint256 buyback = self.buybackBalance;
        uint256 marketing = self.marketingBalance;
        uint256 sale = self.saleBalance;
        self.buybackBalance = 0;
        self.marketingBalance = 0;
        self.saleBalance = 0;
        address buybackAddress = self.buybackAddress;
        address marketingAddress = self.marketingAddress;
        emit IHeroCard.FundsWithdrawn(buybackAddress, buyback, "buyback");
        emit IHeroCard.FundsWithdrawn(marketingAddress, marketing, "marketing");
        emit IHeroCard.FundsWithdrawn(saleReceiver, sale, "sale");
        pay(buybackAddress, buyback);
        pay(marketingAddress, marketing);
        pay(saleReceiver, sale);
    }

    /// @notice Sends `amount` of native coin to `to` (nothing for zero).
    function pay(address to, uint256 amount) internal {
        if (amount == 0) return;
        (bool ok,) = to.call{value: amount}("");
        if (!ok) revert IHeroCard.PaymentFailed();
    }
}
