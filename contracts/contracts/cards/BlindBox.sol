// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {CollectionInfo, CollectionJson} from "./CollectionJson.sol";
import {MarketCollection} from "./MarketCollection.sol";
import {IBlindBox} from "./interfaces/IBlindBox.sol";
import {IHeroCard} from "./interfaces/IHeroCard.sol";
import {IRandomnessConsumer, IRandomnessAdapter} from "./interfaces/IRandomnessAdapter.sol";

/// @title BlindBox: a sale of unopened hero boxes (ERC721A) opened with verifiable randomness
/// @notice One deployment per version (V1, V2, V3, V4, and the mystery box). A box token carries no attribute until
/// it is opened, so buying N boxes costs what an ERC721A batch mint costs. Opening burns the boxes, binds one
/// randomness request to them, and the request's resolution mints one card per box to the opener.
/// Two draw modes: quota mode (default) draws each card from the remaining `cardsQuota`, weighted by cards left,
/// so exactly the quotas are given out; odds mode (`setRarityOdds`, used by the mystery box: A 60%, S 40%) draws a
/// rarity by its odds and then a hero of that rarity uniformly from the card contract's card types.
/// Payment is native (`paymentToken` zero) or an ERC20, forwarded to `receivingAddress` at purchase.
/// One outcome per recorded word (docs/decisions/0014-one-outcome-per-word.md): the cards of an open are drawn in
/// the randomness callback and kept (`nftIdtoCardId`); an open asks for randomness that is not redeliverable, so a
/// failed callback gives the boxes back instead of drawing later from other quotas. Opens are capped
/// ({MAX_PER_OPEN}, {MAX_CARD_TYPES}) so that the largest callback takes at most 80% of the callback gas, and the
/// quotas, odds and odds-mode heroes cannot change while opens wait for their word.
// solhint-disable-next-line max-states-count
contract BlindBox is IBlindBox, IRandomnessConsumer, MarketCollection {
    using SafeERC20 for IERC20;

    /// @notice Most boxes per purchase or claim.
    uint256 public constant MAX_PER_TX = 50;
    /// @notice Most boxes per open: the largest open's callback, with {MAX_CARD_TYPES} card types, takes at most 80%
    /// of the 2,500,000 callback gas (docs/benchmarks/contracts.md).
    uint256 public constant MAX_PER_OPEN = 20;
    /// @notice Most card types a quota-mode sale gives quotas to (every hero of rarities A to SS+ and more).
    uint256 public constant MAX_CARD_TYPES = 40;
    uint256 private constant BPS = 10_000;

    /// @notice The card contract (this contract holds its MINTER_ROLE).
    IHeroCard public immutable heroCard;
    /// @notice The randomness adapter (this contract holds its CONSUMER_ROLE).
    IRandomnessAdapter public immutable coordinator;
    /// @notice Version label, e.g. "V1" or "Mystery Box".
    string public version;

    /// @notice ERC20 paid for boxes; zero for the native currency.
    address public paymentToken;
    /// @notice Receiver of payments.
    address public receivingAddress;
    /// @notice Price of one box in the payment token's base units.
    uint256 public price;
    /// @notice Whether buying is open.
    bool public saleActive;
    /// @notice Whether only whitelist members may buy.
    bool public whiteListOnly;
    /// @notice Boxes one address may buy in public mode.
    uint256 public publicBuyableQuota;
    /// @notice Boxes one whitelist member may buy in whitelist-only mode.
    uint256 public whiteListBuyableQuota;

    /// @dev Counters packed in one slot, so a purchase writes it once.
    struct Supply {
        uint64 totalQuota; // boxes for sale
        uint64 sold; // boxes sold
        uint64 outstanding; // boxes minted (sold or claimed) and not yet revealed
        uint64 cardsRemaining; // sum of cardsQuota (quota mode)
    }

    Supply private _supply;

    /// @dev Boxes bought per address, packed: public and whitelist.
    struct History {
        uint128 publicBought;
        uint128 whitelistBought;
    }

    mapping(address buyer => History) private _history;
    mapping(address user => bool) private _whitelist;

    /// @notice Cards left to give out per card id (quota mode).
    mapping(uint256 cardId => uint256) public cardsQuota;
    uint256[] private _cardIds;
    /// @notice Odds of each rarity in basis points (odds mode); empty in quota mode.
    uint256[] private _oddsRarities;
    uint256[] private _oddsBps;
    /// @dev Heroes of each odds rarity, copied from the card contract when the odds are set: card types added later
    /// join the draws only when the odds are set again (with no box outstanding).
    mapping(uint256 rarity => uint256[]) private _oddsCards;
    /// @notice Opens waiting for their randomness.
    uint256 public pendingOpens;

    /// @notice Card id revealed by an opened box (0 while unopened or pending).
    mapping(uint256 boxId => uint256) public nftIdtoCardId;

    /// @dev A pending open: opener, box count and the first two box ids in one slot; further ids eight per slot in
    /// `_moreBoxIds` (box ids stay below 2^32: one is at most the number of boxes ever minted).
    struct Open {
        address opener;
        uint32 count;
        uint32 id0;
        uint32 id1;
    }

    mapping(uint256 requestId => Open) private _opens;
    mapping(uint256 requestId => mapping(uint256 index => uint256)) private _moreBoxIds;

    constructor(
        address admin,
        string memory name_,
        string memory symbol_,
        string memory version_,
        IHeroCard heroCard_,
        IRandomnessAdapter coordinator_
    ) MarketCollection(name_, symbol_, admin) {
        if (address(heroCard_) == address(0) || address(coordinator_) == address(0)) revert AddressIsNull();
        heroCard = heroCard_;
        coordinator = coordinator_;
        version = version_;
        receivingAddress = admin;
    }

    // =============================================================== admin

    /// @notice Sets payment token (zero for native), price and receiver. Refused while the sale runs.
    function setSaleConfig(address paymentToken_, uint256 price_, address receivingAddress_)
        external
        onlyRole(ADMIN_ROLE)
    {
        if (saleActive) revert SaleHasAlreadyBegun();
        if (price_ == 0) revert PriceIsZero();
        if (receivingAddress_ == address(0)) revert AddressIsNull();
        paymentToken = paymentToken_;
        price = price_;
        receivingAddress = receivingAddress_;
        emit SaleConfigSet(paymentToken_, price_, receivingAddress_);
    }

    /// @notice Sets the boxes for sale and the per-address quotas. The total cannot drop below what is sold.
    function setQuotas(uint256 totalQuota_, uint256 publicBuyableQuota_, uint256 whiteListBuyableQuota_)
        external
        onlyRole(ADMIN_ROLE)
    {
        if (totalQuota_ < _supply.sold || totalQuota_ > type(uint64).max) revert MintExceedsSupply();
        _supply.totalQuota = uint64(totalQuota_);
        publicBuyableQuota = publicBuyableQuota_;
        whiteListBuyableQuota = whiteListBuyableQuota_;
        emit QuotasSet(totalQuota_, publicBuyableQuota_, whiteListBuyableQuota_);
    }

    /// @notice Sets the cards left per card id (quota mode). The cards left cannot drop below the boxes
    /// outstanding. Refused while opens wait for their randomness (pause new opens first): a word already public in
    /// a pending fulfilment must draw from the quotas its open saw.
    function setCardsQuota(uint256[] calldata cardIds, uint256[] calldata quotas) external onlyRole(ADMIN_ROLE) {
        if (cardIds.length == 0) revert ArrayIsNull();
        if (cardIds.length != quotas.length) revert ArrayLengthError();
        if (pendingOpens != 0) revert OpensPending(pendingOpens);
        Supply memory supply = _supply;
        uint256 remaining = supply.cardsRemaining;
        for (uint256 i; i < cardIds.length; ++i) {
            uint256 cardId = cardIds[i];
            if (heroCard.cardRarity(cardId) == 0) revert InvalidCard(cardId);
            uint256 previous = cardsQuota[cardId];
            if (previous == 0 && !_known(cardId)) {
                if (_cardIds.length == MAX_CARD_TYPES) revert TooManyCardTypes(MAX_CARD_TYPES);
                _cardIds.push(cardId);
            }
            remaining = remaining - previous + quotas[i];
            cardsQuota[cardId] = quotas[i];
            emit CardQuotaSet(cardId, quotas[i]);
        }
        if (remaining < supply.outstanding || remaining > type(uint64).max) revert MintExceedsSupply();
        _supply.cardsRemaining = uint64(remaining);
    }

    /// @notice Switches to odds mode with `bps[i]` basis points for `rarities[i]` (summing to 10000); empty arrays
    /// switch back to quota mode. Refused while boxes are outstanding, so that no box changes mode after purchase.
    /// The heroes of each rarity are those the card contract lists now (at most {MAX_CARD_TYPES} in all).
    function setRarityOdds(uint256[] calldata rarities, uint256[] calldata bps) external onlyRole(ADMIN_ROLE) {
        if (rarities.length != bps.length) revert ArrayLengthError();
        if (_supply.outstanding != 0) revert SaleHasAlreadyBegun();
        uint256 sum;
        uint256 types;
        for (uint256 i; i < _oddsRarities.length; ++i) {
            delete _oddsCards[_oddsRarities[i]];
        }
        for (uint256 i; i < rarities.length; ++i) {
            uint256[] memory cards = heroCard.getCardIdsByRarity(rarities[i]);
            if (cards.length == 0 || _oddsCards[rarities[i]].length != 0) revert InvalidCard(0);
            types += cards.length;
            if (types > MAX_CARD_TYPES) revert TooManyCardTypes(MAX_CARD_TYPES);
            _oddsCards[rarities[i]] = cards;
            sum += bps[i];
        }
        if (rarities.length != 0 && sum != BPS) revert InvalidOdds();
        _oddsRarities = rarities;
        _oddsBps = bps;
        emit RarityOddsSet(rarities, bps);
    }

    /// @notice Adds addresses to the whitelist.
    function addWhiteList(address[] calldata users) external onlyRole(ADMIN_ROLE) {
        _setWhiteList(users, true);
    }

    /// @notice Removes addresses from the whitelist.
    function removeWhiteList(address[] calldata users) external onlyRole(ADMIN_ROLE) {
        _setWhiteList(users, false);
    }

    /// @notice Switches whitelist-only mode.
    function setWhiteListOnly(bool whiteListOnly_) external onlyRole(ADMIN_ROLE) {
        whiteListOnly = whiteListOnly_;
        emit WhiteListOnlySet(whiteListOnly_);
    }

    /// @notice Starts the sale.
    function startSale() external onlyRole(ADMIN_ROLE) {
        if (saleActive) revert SaleHasAlreadyBegun();
        if (price == 0) revert PriceIsZero();
        saleActive = true;
        emit SaleSet(true);
    }

    /// @notice Stops the sale.
    function stopSale() external onlyRole(ADMIN_ROLE) {
        if (!saleActive) revert SaleNotActive();
        saleActive = false;
        emit SaleSet(false);
    }

    // =============================================================== buying

    /// @inheritdoc IBlindBox
    function mintMulti(uint256 amount) external payable whenNotPaused nonReentrant {
        _buy(amount);
    }

    /// @inheritdoc IBlindBox
    /// @dev The same purchase as {mintMulti} under the name later box versions use.
    function mintMultiTokenForCaller(uint256 amount) external payable whenNotPaused nonReentrant {
        _buy(amount);
    }

    /// @inheritdoc IBlindBox
    /// @dev For the claim contract: mints boxes without payment or sale quotas (card quotas still bound them).
    function mintTo(address to, uint256 amount) external onlyRole(MINTER_ROLE) whenNotPaused nonReentrant {
        if (amount == 0 || amount > MAX_PER_TX) revert WrongAmount();
        Supply memory supply = _supply;
        _reserve(supply, amount);
        _supply = supply;
        emit BoxesMinted(to, _nextTokenId(), amount);
        _safeMint(to, amount);
    }

    function _buy(uint256 amount) private {
        if (!saleActive) revert SaleNotActive();
        if (amount == 0 || amount > MAX_PER_TX) revert WrongAmount();
        History memory history = _history[msg.sender];
        bool whitelist = whiteListOnly;
        if (whitelist) {
            if (!_whitelist[msg.sender]) revert NotAllowedClaim();
            if (history.whitelistBought + amount > whiteListBuyableQuota) revert WrongAmount();
            // Bounded by whiteListBuyableQuota above, which a uint128 holds for any real quota.
            history.whitelistBought += uint128(amount);
        } else {
            if (history.publicBought + amount > publicBuyableQuota) revert WrongAmount();
            history.publicBought += uint128(amount);
        }
        Supply memory supply = _supply;
        if (supply.sold + amount > supply.totalQuota) revert MintExceedsSupply();
        supply.sold += uint64(amount);
        _reserve(supply, amount);
        _supply = supply;
        _history[msg.sender] = history;

        uint256 cost = price * amount;
        address token = paymentToken;
        if (token == address(0)) {
            if (msg.value != cost) revert NotEnoughMessageFee(cost, msg.value);
        } else if (msg.value != 0) {
            revert NotEnoughMessageFee(0, msg.value);
        }
        emit BoxesBought(msg.sender, _nextTokenId(), amount, whitelist, cost);
        _safeMint(msg.sender, amount);
        if (token == address(0)) {
            (bool ok,) = receivingAddress.call{value: cost}("");
            if (!ok) revert PaymentFailed();
        } else {
            IERC20(token).safeTransferFrom(msg.sender, receivingAddress, cost);
        }
    }

    /// @dev Counts `amount` more outstanding boxes; in quota mode they must not exceed the cards left.
    function _reserve(Supply memory supply, uint256 amount) private view {
        uint256 outstanding = supply.outstanding + amount;
        if (_oddsRarities.length == 0 && outstanding > supply.cardsRemaining) revert MintExceedsSupply();
        supply.outstanding = uint64(outstanding);
    }

    // =============================================================== opening

    /// @inheritdoc IBlindBox
    function open(uint256 tokenId) external returns (uint256 requestId) {
        uint256[] memory ids = new uint256[](1);
        ids[0] = tokenId;
        return _open(ids);
    }

    /// @inheritdoc IBlindBox
    function openMulti(uint256[] calldata tokenIds) external returns (uint256 requestId) {
        return _open(tokenIds);
    }

    function _open(uint256[] memory tokenIds) private whenNotPaused nonReentrant returns (uint256 requestId) {
        uint256 count = tokenIds.length;
        if (count == 0) revert ArrayIsNull();
        if (count > MAX_PER_OPEN) revert ArrayLengthError();
        requestId = coordinator.requestRandomness(false);
        ++pendingOpens;
        Open memory pending = Open(msg.sender, uint32(count), 0, 0);
        uint256 packed;
        for (uint256 i; i < count; ++i) {
            uint256 tokenId = tokenIds[i];
            if (ownerOf(tokenId) != msg.sender) revert NotTheOwner();
            _burn(tokenId);
            if (i == 0) pending.id0 = uint32(tokenId);
            else if (i == 1) pending.id1 = uint32(tokenId);
            else {
                packed |= (tokenId & type(uint32).max) << (32 * ((i - 2) % 8));
                if ((i - 2) % 8 == 7 || i == count - 1) {
                    _moreBoxIds[requestId][(i - 2) / 8] = packed;
                    packed = 0;
                }
            }
        }
        _opens[requestId] = pending;
        emit BoxesOpened(msg.sender, requestId, tokenIds);
    }

    /// @inheritdoc IRandomnessConsumer
    /// @dev Only ever called in the VRF callback (the open's request is not redeliverable). Mints with the card
    /// contract's `mintCards`, which calls no receiver hook: the opener's code never runs.
    function rawFulfillRandomness(uint256 requestId, uint256 randomness) external {
        if (msg.sender != address(coordinator)) revert OnlyCoordinator();
        (address opener, uint256[] memory boxIds) = _pendingOpen(requestId);
        if (opener == address(0)) revert UnknownOpen(requestId);
        delete _opens[requestId];
        --pendingOpens;
        Supply memory supply = _supply;
        uint256 count = boxIds.length;
        if (_oddsRarities.length != 0) {
            for (uint256 i; i < count; ++i) {
                (uint256 cardId, uint256 rarity) = _drawByOdds(uint256(keccak256(abi.encode(randomness, i))));
                _reveal(boxIds[i], opener, cardId, rarity);
            }
        } else {
            // The quotas are walked in memory and written back once: the walk of every box is then cheap, which
            // keeps the largest open within its callback budget.
            uint256[] memory ids = _cardIds;
            uint256[] memory left = new uint256[](ids.length);
            uint256[] memory rarities = new uint256[](ids.length);
            for (uint256 j; j < ids.length; ++j) {
                left[j] = cardsQuota[ids[j]];
            }
            uint256 remaining = supply.cardsRemaining;
            for (uint256 i; i < count; ++i) {
                // A card from the quotas left, each weighted by its cards left (outstanding <= cards left).
                uint256 target = uint256(keccak256(abi.encode(randomness, i))) % remaining;
                uint256 j;
                while (target >= left[j]) {
                    target -= left[j];
                    ++j;
                }
                --left[j];
                --remaining;
                if (rarities[j] == 0) rarities[j] = heroCard.cardRarity(ids[j]);
                _reveal(boxIds[i], opener, ids[j], rarities[j]);
            }
            for (uint256 j; j < ids.length; ++j) {
                if (rarities[j] != 0) cardsQuota[ids[j]] = left[j];
            }
            supply.cardsRemaining = uint64(remaining);
        }
        supply.outstanding -= uint64(count);
        _supply = supply;
    }

    function _reveal(uint256 boxId, address opener, uint256 cardId, uint256 rarity) private {
        nftIdtoCardId[boxId] = cardId;
        emit BoxRevealed(boxId, opener, cardId, rarity);
        heroCard.mintCards(opener, cardId, rarity, 1);
    }

    /// @inheritdoc IRandomnessConsumer
    /// @dev A cancelled open (VRF never answered, or its callback failed) gives the opener as many fresh unopened
    /// boxes as it burnt; they stay counted as outstanding. Mints call no receiver hook.
    function rawCancelRandomness(uint256 requestId) external {
        if (msg.sender != address(coordinator)) revert OnlyCoordinator();
        Open memory pending = _opens[requestId];
        if (pending.opener == address(0)) revert UnknownOpen(requestId);
        delete _opens[requestId];
        --pendingOpens;
        emit BoxesReturned(pending.opener, requestId, _nextTokenId(), pending.count);
        _mint(pending.opener, pending.count);
    }

    /// @dev A rarity by its odds (the low 128 bits of the roll), then a hero of it uniformly (the high bits), among
    /// the heroes recorded when the odds were set.
    function _drawByOdds(uint256 roll) private view returns (uint256 cardId, uint256 rarity) {
        uint256 target = (roll & type(uint128).max) % BPS;
        uint256 j;
        for (; target >= _oddsBps[j]; ++j) {
            target -= _oddsBps[j];
        }
        rarity = _oddsRarities[j];
        uint256[] storage cards = _oddsCards[rarity];
        cardId = cards[(roll >> 128) % cards.length];
    }

    // =============================================================== reads

    /// @notice Boxes for sale.
    function totalQuota() external view returns (uint256) {
        return _supply.totalQuota;
    }

    /// @notice Boxes sold.
    function sold() external view returns (uint256) {
        return _supply.sold;
    }

    /// @notice Boxes still for sale.
    function remaining() external view returns (uint256) {
        return _supply.totalQuota - _supply.sold;
    }

    /// @notice Boxes minted and not yet revealed.
    function outstanding() external view returns (uint256) {
        return _supply.outstanding;
    }

    /// @notice Sum of the cards left in quota mode.
    function cardsRemaining() external view returns (uint256) {
        return _supply.cardsRemaining;
    }

    /// @notice Card ids ever given a quota.
    function getCardIds() external view returns (uint256[] memory) {
        return _cardIds;
    }

    /// @notice Rarity odds (empty in quota mode).
    function getRarityOdds() external view returns (uint256[] memory rarities, uint256[] memory bps) {
        return (_oddsRarities, _oddsBps);
    }

    /// @notice Boxes `buyer` bought in public mode.
    function publicBuyingHistory(address buyer) external view returns (uint256) {
        return _history[buyer].publicBought;
    }

    /// @notice Boxes `buyer` bought in whitelist-only mode.
    function whitelistBuyingHistory(address buyer) external view returns (uint256) {
        return _history[buyer].whitelistBought;
    }

    /// @notice Whether `user` is on the whitelist.
    function containsInWhiteList(address user) external view returns (bool) {
        return _whitelist[user];
    }

    /// @notice The opener and box ids of a pending open.
    function pendingOpen(uint256 requestId) external view returns (address opener, uint256[] memory boxIds) {
        return _pendingOpen(requestId);
    }

    /// @notice Boxes minted so far.
    function totalMinted() external view returns (uint256) {
        return _totalMinted();
    }

    /// @notice On-chain JSON metadata: `name #id`, the collection's description and image, the version and status
    /// "Unopened" (an opened box is burned, so every existing box is unopened).
    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        if (!_exists(tokenId)) _revert(URIQueryForNonexistentToken.selector);
        CollectionInfo storage info = collectionInfo;
        return CollectionJson.token(
            name(),
            tokenId,
            info.description,
            info.image,
            abi.encodePacked(
                CollectionJson.trait("Version", version), ",", CollectionJson.trait("Status", "Unopened")
            )
        );
    }

    function _startTokenId() internal pure override returns (uint256) {
        return 1;
    }

    /// @dev Box transfers stop while paused (mints and burns are governed by the paused entry points).
    function _beforeTokenTransfers(address from, address to, uint256, uint256) internal view override {
        if (from != address(0) && to != address(0)) _requireNotPaused();
    }

    function _pendingOpen(uint256 requestId) private view returns (address opener, uint256[] memory boxIds) {
        Open memory pending = _opens[requestId];
        opener = pending.opener;
        boxIds = new uint256[](pending.count);
        for (uint256 i; i < boxIds.length; ++i) {
            if (i == 0) boxIds[i] = pending.id0;
            else if (i == 1) boxIds[i] = pending.id1;
            else boxIds[i] = (_moreBoxIds[requestId][(i - 2) / 8] >> (32 * ((i - 2) % 8))) & type(uint32).max;
        }
    }

    function _setWhiteList(address[] calldata users, bool member) private {
        if (users.length == 0) revert ArrayIsNull();
        for (uint256 i; i < users.length; ++i) {
            if (users[i] == address(0)) revert AddressIsNull();
            _whitelist[users[i]] = member;
            emit WhiteListSet(users[i], member);
        }
    }

    function _known(uint256 cardId) private view returns (bool) {
        for (uint256 i; i < _cardIds.length; ++i) {
            if (_cardIds[i] == cardId) return true;
        }
        return false;
    }
}
