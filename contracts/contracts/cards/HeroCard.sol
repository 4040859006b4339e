// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {CollectionInfo} from "./CollectionJson.sol";
import {MarketCollection} from "./MarketCollection.sol";
import {IHeroCard} from "./interfaces/IHeroCard.sol";
import {IRandomnessAdapter} from "./interfaces/IRandomnessAdapter.sol";
import {IHeroCardRenderer} from "./HeroCardRenderer.sol";
import {HeroCardRegistry} from "./HeroCardRegistry.sol";
import {HeroCardStore} from "./HeroCardStore.sol";
import {HeroCardViews} from "./HeroCardViews.sol";

/// @title HeroCard: the hero NFT collection (ERC721A), mint requests and merges
/// @notice Each token carries its hero id and rarity in ERC721A's 24-bit `extraData` (hero id << 8 | rarity), so a
/// batch of equal cards is one storage write, as ERC721A intends. Mint requests and merges are resolved by the
/// {IRandomnessAdapter}; the callback never calls user code (cards owed by a mint are claimed afterwards with
/// {nftOwnerClaimCards}; merges only burn and re-tag), so an attacker contract cannot make a resolution revert.
/// One outcome per recorded word (docs/decisions/0014-one-outcome-per-word.md): a mint request draws its heroes in
/// the VRF callback and keeps them; its request is not redeliverable, so a failed callback refunds it rather than
/// drawing later from other cards left. Merges depend on nothing but their word and the terms stored when they were
/// requested (cards, success rate, designate), so a batch too large for the callback (up to 50 pairs) is delivered
/// later with the same outcome. A request Chainlink never answers is cancelled after its timeout and refunded.
/// Payments (mint price, merge fee) are in the native currency. Minter mints (blind boxes, mirror, bridge, claim)
/// are bounded by those contracts' own quotas, not by `maxSupply` or a card's `maxAmount`, so that a randomness
/// callback can never fail on a cap.
/// The reads of mint requests, merges and whitelists live in {HeroCardViews}, reached through this contract's
/// fallback (one ABI: `heroCardAbi` of the package lists both), so that HeroCard keeps 2 kB below the 24 KiB limit.
// solhint-disable-next-line max-states-count
contract HeroCard is HeroCardStore, IHeroCard, MarketCollection {
    using HeroCardRegistry for HeroCardRegistry.Registry;
    using HeroCardRegistry for HeroCardRegistry.Mints;
    using HeroCardRegistry for HeroCardRegistry.Merges;
    using HeroCardRegistry for HeroCardRegistry.Sale;
    using HeroCardRegistry for HeroCardRegistry.Funds;

    /// @notice Draws on the prize pool (granted to the World Cup contract).
    bytes32 public constant PRIZE_POOL_ROLE = keccak256("PRIZE_POOL_ROLE");
    /// @notice Free-mints any hero at any rarity (compensation cards); meant for a cold key, never the keeper's hot
    /// key, which mints only at a card's own rarity. Granted by DEFAULT_ADMIN_ROLE; nobody holds it after deployment.
    bytes32 public constant COMPENSATION_ROLE = keccak256("COMPENSATION_ROLE");

    /// @notice Most cards per mint request or free mint.
    uint256 public constant MAX_MINT = 10;
    /// @notice Most pairs per merge batch (100 cards, docs/product.md#merge-rules).
    uint256 public constant MAX_MERGE_PAIRS = 50;
    /// @notice Highest rarity (X); it cannot be merged.
    uint256 public constant MAX_RARITY = 9;
    /// @notice Basis points of a merge success rate.
    uint256 public constant BPS = 10_000;

    /// @notice The randomness adapter.
    IRandomnessAdapter public immutable coordinator;
    /// @notice Builds `tokenURI` (on-chain JSON).
    IHeroCardRenderer public renderer;

    /// @notice Serves the reads of mint requests, merges and whitelists (see {fallback}); deployed by the
    /// constructor.
    address public immutable views;
    /// @dev extraData of the tokens being minted; read by {_extraData} when `from` is zero.
    uint24 private transient _mintingData;

    constructor(address admin, IRandomnessAdapter coordinator_, IHeroCardRenderer renderer_, uint256 maxSupply_)
        MarketCollection("Finaverse Hero", "HERO", admin)
    {
        if (address(coordinator_) == address(0) || address(renderer_) == address(0)) revert AddressIsNull();
        coordinator = coordinator_;
        renderer = renderer_;
        views = address(new HeroCardViews(address(coordinator_)));
        _sale.maxSupply = maxSupply_;
        _sale.publicMintRarity = 2;
        _funds.buybackAddress = admin;
        _funds.marketingAddress = admin;
    }

    // =============================================================== admin: cards

    /// @notice Adds or updates card types (see {HeroCardRegistry-setCardInfos}).
    function setCardInfos(CardInfo[] calldata infos, CardAttributes[] calldata attributes)
        external
        onlyRole(ADMIN_ROLE)
    {
        _registry.setCardInfos(infos, attributes);
        _refreshAll(); // names, images and traits of every card of these types
    }

    /// @notice Sets the free-mint cap per address, the sale supply cap and the rarity of public mints.
    function setMintSettings(uint256 maxFreeMintPerAddress_, uint256 maxSupply_, uint256 publicMintRarity_)
        external
        onlyRole(ADMIN_ROLE)
    {
        _sale.setMintSettings(maxFreeMintPerAddress_, maxSupply_, publicMintRarity_);
    }

    /// @notice Replaces the metadata renderer.
    function setRenderer(IHeroCardRenderer renderer_) external onlyRole(ADMIN_ROLE) {
        if (address(renderer_) == address(0)) revert AddressIsNull();
        renderer = renderer_;
        _refreshAll();
    }

    /// @dev Collection texts are written by the linked library (keeps HeroCard's headroom).
    function _storeCollectionInfo(CollectionInfo calldata info) internal override {
        HeroCardRegistry.storeCollectionInfo(collectionInfo, info);
    }

    /// @notice Sets the receivers of the buyback and marketing shares.
    function setFeeReceivers(address buyback, address marketing) external onlyRole(ADMIN_ROLE) {
        _funds.setFeeReceivers(buyback, marketing);
    }

    // =============================================================== admin: sale and whitelist

    /// @notice Opens the public sale at `price` wei per card.
    function startPublicSale(uint256 price) external onlyRole(ADMIN_ROLE) {
        _sale.setPublicSale(true, price);
    }

    /// @notice Closes the public sale.
    function stopPublicSale() external onlyRole(ADMIN_ROLE) {
        _sale.setPublicSale(false, 0);
    }

    /// @notice Sets whitelist terms for a batch of addresses.
    function setWhitelist(address[] calldata users, WhitelistInfo[] calldata infos) external onlyRole(ADMIN_ROLE) {
        _mints.setWhitelist(users, infos);
    }

    /// @notice Removes a batch of addresses from the whitelist.
    function removeWhitelist(address[] calldata users) external onlyRole(ADMIN_ROLE) {
        _mints.removeWhitelist(users);
    }

    // =============================================================== admin: merge

    /// @notice Sets the terms of merges per rarity (A to SSS+ only). Refused while merges run.
    function setMergePrices(
        uint256[] calldata rarities,
        uint256[] calldata mergePrices,
        uint256[] calldata directionalPrices,
        uint256[] calldata successRates
    ) external onlyRole(ADMIN_ROLE) {
        if (_sale.mergeActive) revert MergeHasAlreadyBegun();
        _merges.setMergePrices(rarities, mergePrices, directionalPrices, successRates);
    }

    /// @notice Opens merges.
    function startMerge() external onlyRole(ADMIN_ROLE) {
        _sale.setMergeActive(true);
    }

    /// @notice Closes merges (pending merges still resolve).
    function stopMerge() external onlyRole(ADMIN_ROLE) {
        _sale.setMergeActive(false);
    }

    // =============================================================== admin: funds

    /// @notice Pays `amount` of the prize pool to `to` (the World Cup contract's payouts).
    function withdrawPrizePool(address to, uint256 amount) external onlyRole(PRIZE_POOL_ROLE) nonReentrant {
        _funds.withdrawPrizePool(to, amount);
    }

    /// @notice Pays the buyback and marketing shares to their receivers and the sale proceeds to `saleReceiver`.
    function withdrawFunds(address saleReceiver) external onlyRole(ADMIN_ROLE) nonReentrant {
        _funds.withdrawFunds(saleReceiver);
    }

    // =============================================================== minting

    /// @notice Mints `quantity` cards of `heroId` at `rarity` to `to` without a receiver check (the callers are
    /// contracts of this project that chose `to`). Returns the first token id.
    function mintCards(address to, uint256 heroId, uint256 rarity, uint256 quantity)
        external
        onlyRole(MINTER_ROLE)
        returns (uint256 firstTokenId)
    {
        _checkCard(heroId, rarity);
        return _mintRun(to, heroId, rarity, quantity);
    }

    /// @inheritdoc IHeroCard
    function addMint(uint256 amount, bool forWhitelist)
        external
        payable
        whenNotPaused
        nonReentrant
        returns (uint256 mintId)
    {
        if (!_sale.publicSaleActive) revert SaleNotActive();
        if (amount == 0 || amount > MAX_MINT) revert WrongAmount();
        _reserveSaleSupply(amount);
        uint256 requestId = coordinator.requestRandomness(false);
        uint256 cost;
        (mintId, cost) =
            _mints.addMint(_registry, msg.sender, amount, forWhitelist, _sale.publicMintRarity, _sale.nftPrice, requestId);
        if (msg.value != cost) revert NotEnoughMessageFee(cost, msg.value);
        _funds.pendingBalance += cost;
        _requests[requestId] = PendingRequest(RequestKind.Mint, uint64(mintId), 1);
    }

    /// @inheritdoc IHeroCard
    /// @dev Anyone may mint up to `maxFreeMintPerAddress` B cards of a B hero; an OPERATOR_ROLE holder any registered
    /// hero at its card's rarity without an allowance (demo cards); a COMPENSATION_ROLE holder any hero at any rarity.
    /// All count towards supply caps. A free mint waits while draws of its card's rarity are pending,
    /// so it never moves the weights of a pending draw ({HeroCardRegistry-take}).
    function freeMultiMint(uint256 amount, uint256 heroId, uint256 rarity) external whenNotPaused nonReentrant {
        if (!_sale.publicSaleActive) revert SaleNotActive();
        if (amount == 0 || amount > MAX_MINT) revert WrongAmount();
        _checkCard(heroId, rarity);
        if (!hasRole(COMPENSATION_ROLE, msg.sender)) {
            if (rarity != _registry.cards[heroId].rarity) revert InvalidCard(heroId, rarity);
            if (!hasRole(OPERATOR_ROLE, msg.sender)) {
                if (rarity != 1) revert InvalidCard(heroId, rarity);
                uint256 used = _sale.freeMintMap[msg.sender] + amount;
                if (used > _sale.maxFreeMintPerAddress) revert NotAllowedClaim();
                _sale.freeMintMap[msg.sender] = used;
            }
        }
        _reserveSaleSupply(amount);
        _registry.take(heroId, amount);
        emit FreeMinted(msg.sender, amount, heroId, rarity);
        _mintRun(msg.sender, heroId, rarity, amount);
    }

    /// @inheritdoc IHeroCard
    /// @dev Mints with `_safeMint`: the receiver hook runs after every state change and the call is nonReentrant.
    function nftOwnerClaimCards(uint256[] calldata mintIds) external whenNotPaused nonReentrant {
        if (mintIds.length == 0) revert ArrayIsNull();
        for (uint256 i; i < mintIds.length; ++i) {
            (uint256 rarity, uint256[] memory heroes) = _mints.claimMint(mintIds[i], msg.sender, _nextTokenId());
            for (uint256 j; j < heroes.length; ++j) {
                _mintingData = _pack(heroes[j], rarity);
                emit CardsMinted(msg.sender, _nextTokenId(), 1, heroes[j], rarity);
                _safeMint(msg.sender, 1);
            }
        }
    }

    // =============================================================== merging

    /// @inheritdoc IHeroCard
    function addMerge(uint256 tokenIdA, uint256 tokenIdB, uint256 price)
        external
        payable
        whenNotPaused
        nonReentrant
        returns (uint256 mergeId)
    {
        if (msg.value != price) revert NotEnoughMessageFee(price, msg.value);
        uint256 requestId = _startMerges(1);
        mergeId = _addMerge(tokenIdA, tokenIdB, price, requestId);
    }

    /// @notice Merges up to 50 pairs in one transaction: pair i is (tokenIdsA[i], tokenIdsB[i]) at prices[i]; the
    /// value sent is the sum of the prices. One randomness request serves the batch.
    function addMergeBatch(uint256[] calldata tokenIdsA, uint256[] calldata tokenIdsB, uint256[] calldata prices)
        external
        payable
        whenNotPaused
        nonReentrant
        returns (uint256 firstMergeId)
    {
        uint256 count = tokenIdsA.length;
        if (count == 0) revert ArrayIsNull();
        if (count != tokenIdsB.length || count != prices.length || count > MAX_MERGE_PAIRS) {
            revert ArrayLengthError();
        }
        uint256 total;
        for (uint256 i; i < count; ++i) {
            total += prices[i];
        }
        if (msg.value != total) revert NotEnoughMessageFee(total, msg.value);
        uint256 requestId = _startMerges(count);
        firstMergeId = _merges.count + 1;
        for (uint256 i; i < count; ++i) {
            _addMerge(tokenIdsA[i], tokenIdsB[i], prices[i], requestId);
        }
    }

    function _startMerges(uint256 count) private returns (uint256 requestId) {
        if (!_sale.mergeActive) revert MergeNotActive();
        requestId = coordinator.requestRandomness(true);
        _requests[requestId] = PendingRequest(RequestKind.Merge, uint64(_merges.count + 1), uint64(count));
    }

    function _addMerge(uint256 tokenIdA, uint256 tokenIdB, uint256 price, uint256 requestId)
        private
        returns (uint256 mergeId)
    {
        if (ownerOf(tokenIdA) != msg.sender || ownerOf(tokenIdB) != msg.sender) revert NotTheOwner();
        uint256 rarity = rarityMap(tokenIdA);
        if (tokenIdA == tokenIdB || rarity != rarityMap(tokenIdB) || rarity == 1 || rarity == MAX_RARITY) {
            revert NotMeetMergeRules();
        }
        mergeId = _merges.addMerge(msg.sender, tokenIdA, tokenIdB, rarity, price, requestId);
        _funds.pendingBalance += price;
    }

    // =============================================================== randomness callback

    /// @notice The randomness callback of {IRandomnessConsumer}: resolves the request's mint or merges. Its other
    /// half, `rawCancelRandomness`, is served by {HeroCardViews} through the fallback (it gives back what a request
    /// that VRF never answered holds).
    function rawFulfillRandomness(uint256 requestId, uint256 randomness) external {
        if (msg.sender != address(coordinator)) revert OnlyCoordinator();
        PendingRequest memory request = _requests[requestId];
        delete _requests[requestId];
        if (request.kind == RequestKind.Mint) _resolveMint(request.first, randomness);
        else if (request.kind == RequestKind.Merge) _resolveMerges(request.first, request.count, randomness);
        else revert OnlyCoordinator();
    }

    /// @dev Draws the request's cards (see {HeroCardRegistry-draw}); they are claimed with {nftOwnerClaimCards}.
    function _resolveMint(uint256 mintId, uint256 randomness) private {
        uint256 price = _mints.resolveMint(_registry, mintId, randomness);
        _funds.pendingBalance -= price;
        _funds.saleBalance += price;
    }

    function _resolveMerges(uint256 first, uint256 count, uint256 randomness) private {
        for (uint256 i; i < count; ++i) {
            uint256 mergeId = first + i;
            HeroCardRegistry.StoredMerge storage info = _merges.infos[mergeId];
            uint256 roll = uint256(keccak256(abi.encode(randomness, i)));
            uint256 tokenIdA = info.tokenIdA;
            uint256 tokenIdB = info.tokenIdB;
            delete _merges.mergeOf[tokenIdA];
            delete _merges.mergeOf[tokenIdB];
            info.status = RequestStatus.Resolved;
            bool success = roll % BPS < info.successRate;
            uint256 upgraded;
            uint256 burned;
            if (success) {
                // Designate: card A is upgraded. Random: bit 128 of the roll picks A or B.
                (upgraded, burned) =
                    info.designate || (roll >> 128) & 1 == 0 ? (tokenIdA, tokenIdB) : (tokenIdB, tokenIdA);
                info.success = true;
                info.upgradedTokenId = uint64(upgraded); // a token id: fits in 64 bits
                uint256 data = _ownershipOf(upgraded).extraData;
                // Pin the next token's ownership slot first, or it would inherit the new rarity from this slot.
                if (upgraded + 1 < _nextTokenId()) _initializeOwnershipAt(upgraded + 1);
                _initializeOwnershipAt(upgraded);
                // Rarity is at most SSS+ (8) here, so +1 stays in the low byte.
                _setExtraDataAt(upgraded, uint24(data + 1));
                _burn(burned);
                emit MetadataUpdate(upgraded); // ERC-4906: its rarity rose
            }
            _splitFee(mergeId, info.price);
            emit MergeResolved(mergeId, success, upgraded, burned);
        }
    }

    /// @dev The domain's splitMergeFee: 15% buyback and 15% marketing, each rounded down, the pool takes the rest.
    function _splitFee(uint256 mergeId, uint256 fee) private {
        uint256 buyback = (fee * 15) / 100;
        uint256 marketing = buyback;
        uint256 pool = fee - buyback - marketing;
        HeroCardRegistry.Funds storage funds = _funds;
        funds.pendingBalance -= fee;
        funds.prizePoolBalance += pool;
        funds.buybackBalance += buyback;
        funds.marketingBalance += marketing;
        emit MergeFeeSplit(mergeId, pool, buyback, marketing);
    }

    // =============================================================== burning

    /// @inheritdoc IHeroCard
    /// @dev The owner, an approved address or a BURNER_ROLE holder may burn. A card in a pending merge cannot be.
    function burn(uint256 tokenId) external whenNotPaused {
        address owner = ownerOf(tokenId);
        if (
            msg.sender != owner && !isApprovedForAll(owner, msg.sender) && getApproved(tokenId) != msg.sender
                && !hasRole(BURNER_ROLE, msg.sender)
        ) revert NotApprovedOrOwner();
        _burn(tokenId);
    }

    // =============================================================== reads

    /// @inheritdoc IHeroCard
    function heroIdMap(uint256 tokenId) public view returns (uint256) {
        return _exists(tokenId) ? _ownershipOf(tokenId).extraData >> 8 : 0;
    }

    /// @inheritdoc IHeroCard
    function rarityMap(uint256 tokenId) public view returns (uint256) {
        return _exists(tokenId) ? _ownershipOf(tokenId).extraData & 0xff : 0;
    }

    /// @notice A card type (the spec's cardInfoes read).
    function cardInfoes(uint256 cardId)
        external
        view
        returns (
            uint256 id,
            uint256 camp,
            uint256 rarity,
            string memory name,
            uint256 currentAmount,
            uint256 maxAmount,
            string memory cardURI
        )
    {
        CardInfo storage card = _registry.cards[cardId];
        return (card.cardId, card.camp, card.rarity, card.name, card.currentAmount, card.maxAmount, card.cardURI);
    }

    /// @inheritdoc IHeroCard
    function cardRarity(uint256 cardId) external view returns (uint256) {
        return _registry.cards[cardId].rarity;
    }

    /// @inheritdoc IHeroCard
    function getCardIdsByRarity(uint256 rarity) external view returns (uint256[] memory) {
        return _registry.cardIdsByRarity[rarity];
    }

    /// @notice Token ids owned by `owner`, ascending (a scan over all token ids: for calls, not transactions).
    function tokensOfOwner(address owner) public view returns (uint256[] memory ids) {
        uint256 balance = balanceOf(owner);
        ids = new uint256[](balance);
        if (balance == 0) return ids;
        address current;
        uint256 found;
        uint256 end = _nextTokenId();
        for (uint256 id = _startTokenId(); id != end && found != balance; ++id) {
            TokenOwnership memory ownership = _ownershipAt(id);
            if (ownership.burned) continue;
            if (ownership.addr != address(0)) current = ownership.addr;
            if (current == owner) {
                ids[found] = id;
                ++found;
            }
        }
    }

    /// @notice Same as {tokensOfOwner} (the spec's name).
    function getTokenIDsByAddress(address owner) external view returns (uint256[] memory) {
        return tokensOfOwner(owner);
    }

    /// @notice The `index`-th token of `owner` in ascending id order (ERC721Enumerable's read).
    function tokenOfOwnerByIndex(address owner, uint256 index) external view returns (uint256) {
        uint256[] memory ids = tokensOfOwner(owner);
        if (index >= ids.length) revert OwnerIndexOutOfBounds(owner, index);
        return ids[index];
    }

    /// @notice Token id, hero id and rarity of every token of `owner`.
    function getTokenInfosByAddress(address owner) external view returns (TokenInfo[] memory infos) {
        uint256[] memory ids = tokensOfOwner(owner);
        infos = new TokenInfo[](ids.length);
        for (uint256 i; i < ids.length; ++i) {
            uint24 data = _ownershipOf(ids[i]).extraData;
            infos[i] = TokenInfo(ids[i], data >> 8, data & 0xff);
        }
    }

    /// @notice Hero ids of `tokenIds` (0 for a token that does not exist).
    function getHeroIds(uint256[] calldata tokenIds) external view returns (uint256[] memory heroIds) {
        heroIds = new uint256[](tokenIds.length);
        for (uint256 i; i < tokenIds.length; ++i) {
            heroIds[i] = heroIdMap(tokenIds[i]);
        }
    }

    /// @notice Cards minted so far (burned ones included).
    function totalMinted() external view returns (uint256) {
        return _totalMinted();
    }

    /// @notice Whether addMint and freeMultiMint are open.
    function publicSaleActive() external view returns (bool) {
        return _sale.publicSaleActive;
    }

    /// @notice Whether merges are open.
    function mergeActive() external view returns (bool) {
        return _sale.mergeActive;
    }

    /// @notice Public price of one card, in wei.
    function nftPrice() external view returns (uint256) {
        return _sale.nftPrice;
    }

    /// @notice Rarity of publicly minted cards (default A).
    function publicMintRarity() external view returns (uint256) {
        return _sale.publicMintRarity;
    }

    /// @notice Cap of cards minted by sale and free mints (pending requests included).
    function maxSupply() external view returns (uint256) {
        return _sale.maxSupply;
    }

    /// @notice Cards minted or promised by sale and free mints.
    function saleSupply() external view returns (uint256) {
        return _sale.saleSupply;
    }

    /// @notice Free mints allowed per address.
    function maxFreeMintPerAddress() external view returns (uint256) {
        return _sale.maxFreeMintPerAddress;
    }

    /// @notice Free mints used by `user`.
    function freeMintMap(address user) external view returns (uint256) {
        return _sale.freeMintMap[user];
    }

    /// @notice Share of merge fees for the World Cup prize pool (70% plus rounding dust).
    function prizePoolBalance() external view returns (uint256) {
        return _funds.prizePoolBalance;
    }

    /// @notice Share of merge fees for buyback (15%, rounded down), paid to `buybackAddress`.
    function buybackBalance() external view returns (uint256) {
        return _funds.buybackBalance;
    }

    /// @notice Share of merge fees for marketing and development (15%, rounded down).
    function marketingBalance() external view returns (uint256) {
        return _funds.marketingBalance;
    }

    /// @notice Mint payments of resolved requests.
    function saleBalance() external view returns (uint256) {
        return _funds.saleBalance;
    }

    /// @notice Fees and payments of requests still pending.
    function pendingBalance() external view returns (uint256) {
        return _funds.pendingBalance;
    }

    /// @notice Receiver of the buyback share.
    function buybackAddress() external view returns (address) {
        return _funds.buybackAddress;
    }

    /// @notice Receiver of the marketing share.
    function marketingAddress() external view returns (address) {
        return _funds.marketingAddress;
    }

    /// @notice On-chain JSON metadata (see {HeroCardRenderer}).
    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        if (!_exists(tokenId)) _revert(URIQueryForNonexistentToken.selector);
        return renderer.render(tokenId);
    }

    /// @notice ERC-7572 collection metadata, built by the renderer from this contract's reads.
    function contractURI() external view override returns (string memory) {
        return renderer.renderCollection();
    }

    /// @notice Delegates every other call to {HeroCardViews} (view functions only: it writes nothing).
    fallback() external {
        address target = views;
        // solhint-disable-next-line no-inline-assembly
        assembly ("memory-safe") {
            calldatacopy(0, 0, calldatasize())
            let ok := delegatecall(gas(), target, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            if iszero(ok) { revert(0, returndatasize()) }
            return(0, returndatasize())
        }
    }

    // =============================================================== internals

    function _startTokenId() internal pure override returns (uint256) {
        return 1;
    }

    /// @dev The single transfer hook: cards in a pending merge cannot move or burn; transfers stop while paused
    /// (burns by a merge resolution do not, so that randomness callbacks never fail on a pause).
    function _beforeTokenTransfers(address from, address to, uint256 startTokenId, uint256)
        internal
        view
        override
    {
        if (from != address(0)) {
            if (to != address(0)) _requireNotPaused();
            if (_merges.mergeOf[startTokenId] != 0) revert AlreadyMerging(startTokenId);
        }
    }

    /// @dev Mints keep the data set for them; transfers and burns keep the token's data.
    function _extraData(address from, address, uint24 previousExtraData) internal view override returns (uint24) {
        return from == address(0) ? _mintingData : previousExtraData;
    }

    function _mintRun(address to, uint256 heroId, uint256 rarity, uint256 quantity) private returns (uint256 first) {
        first = _nextTokenId();
        _mintingData = _pack(heroId, rarity);
        emit CardsMinted(to, first, quantity, heroId, rarity);
        _mint(to, quantity);
    }

    function _reserveSaleSupply(uint256 amount) private {
        uint256 supply = _sale.saleSupply + amount;
        if (supply > _sale.maxSupply) revert MintExceedsSupply();
        _sale.saleSupply = supply;
    }

    function _checkCard(uint256 heroId, uint256 rarity) private view {
        if (heroId == 0 || _registry.cards[heroId].cardId == 0 || rarity == 0 || rarity > MAX_RARITY) {
            revert InvalidCard(heroId, rarity);
        }
    }

    function _pack(uint256 heroId, uint256 rarity) private pure returns (uint24) {
        // heroId < 2^16 (checked when its card was set) and rarity <= 9.
        return uint24((heroId << 8) | rarity);
    }
}
