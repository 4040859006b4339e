// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Address} from "@openzeppelin/contracts/utils/Address.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {CardsAccess} from "../cards/CardsAccess.sol";
import {IWorldCup, IWorldCupCard} from "./interfaces/IWorldCup.sol";
import {IWorldCupRaffle} from "./interfaces/IWorldCupRaffle.sol";

/// @title WorldCup: the stake-and-cheer event of the 64 World Cup matches
/// @notice See IWorldCup and README-worldcup.md for the rules, formulas and roles.
/// @dev Cheers, purchases and claims of credits call only the contracts fixed at deployment (the card contract,
/// whose `transferFrom` calls no receiver hook, FINA and the raffle), so they need no re-entrancy guard; the two
/// native payouts to arbitrary addresses have one.
// solhint-disable-next-line max-states-count
contract WorldCup is IWorldCup, CardsAccess {
    using SafeERC20 for IERC20;
    using SafeCast for uint256;

    /// @notice Matches of the tournament (ids 0..63; 48..63 are the knockout stage).
    uint256 public constant MATCH_COUNT = 64;
    /// @notice The id that stands for the top-16 ranking in events and errors.
    uint256 public constant FINAL_RANKING_ID = 64;
    /// @notice The id that stands for the final collection in {AlreadyClaimed}.
    uint256 internal constant REWARD_ID = 65;
    /// @notice Most heroes in one cheer.
    uint256 internal constant MAX_HEROES_PER_BET = 50;
    /// @notice Most heroes returned by one final-collection call.
    uint256 internal constant MAX_RETURN_PER_CALL = 100;
    /// @notice Default claim window after the final match's kick-off.
    uint256 internal constant CLAIM_PERIOD = 7 days;
    /// @notice Shares of the prize pool in basis points: 1st, 2nd, 3rd and the part shared by credits.
    uint256 internal constant FIRST_BPS = 1200;
    uint256 internal constant SECOND_BPS = 500;
    uint256 internal constant THIRD_BPS = 300;
    uint256 internal constant SHARED_BPS = 5000;
    /// @notice The part of the pool nobody is assigned (30%): the admin takes it after the claim window.
    uint256 internal constant UNASSIGNED_BPS = 3000;
    /// @notice After the claim window, how long players still have to collect before the admin may sweep the rest.
    uint256 public constant PRIZE_SWEEP_GRACE = 90 days;

    uint256 private constant BPS = 10_000;
    uint256 private constant RARITY_S = 3;
    uint256 private constant RARITY_S_PLUS = 4;
    uint256 private constant RARITY_SS = 5;

    /// @notice The hero card contract (heroes are staked here; raffle heroes are minted by it; it feeds the pool).
    IWorldCupCard public immutable heroCard;
    /// @notice FINA, paid for credits.
    IERC20 public immutable fina;
    /// @notice The weekly raffle: each hero cheered is a ticket there.
    IWorldCupRaffle public immutable raffle;

    // Settings, packed in one slot (all read by a cheer).
    /// @notice Credits a player receives on activation.
    uint32 public initCredit;
    /// @notice Credits per hero cheered.
    uint32 public consumeCreditEachBet;
    /// @notice Win multiplier of a correct match cheer, basis points of the credits cheered.
    uint32 public heroRewardRatio;
    /// @notice Win multiplier of a top-16 hero on the champion, basis points of the credits cheered.
    uint32 public finalRankingRewardRatio;
    /// @notice When top-16 cheering closes (the knockout stage starts).
    uint40 public finalRankingBetEndTime;
    /// @notice End of the claim window (exclusive); the final collection opens then.
    uint40 public claimEndTime;
    /// @notice Whether the admin lets claims run (see {claimableActive}).
    bool public claimsEnabled;
    // When the current pause began (see {_unpause}: the claim window moves by the paused time).
    uint40 private _pausedAt;

    /// @notice FINA base units per credit.
    uint256 public creditCost;
    /// @notice The prize pool in native coin (wei), frozen when the claim window ends.
    uint256 public prizePool;
    /// @notice Prize paid so far (podium, shares and the unassigned part).
    uint256 public prizePaid;
    /// @notice General credits of all players together.
    uint256 public totalCredits;
    /// @notice The denominator of the credit share: over players who cheered with a hero, their credits minus the
    /// free credits held (`grantLeft`), i.e. credits bought or won with bought credits.
    uint256 public totalShareCredits;
    /// @notice Whether the unassigned 30% was withdrawn.
    bool public unassignedWithdrawn;

    /// @notice Countries of the top-16 ranking (bit c = country c) and the champion (0 until set).
    uint64 public finalCountryMask;
    uint16 public finalChampion;
    /// @notice Whether the admin swept the rest of the prize pool ({sweepPrizePool}); later collections pay nothing.
    bool public prizeSwept;

    /// @notice The top three by winning points (win credits claimed); ties keep the earlier player first.
    address[3] public leaderboard;
    /// @notice The country a top-16 hero cheers for (0: none).
    mapping(uint256 tokenId => uint256 countryId) public finalMatchHeroToCountry;
    /// @notice The one champion a player backs in the top-16 ranking (0: none yet).
    mapping(address user => uint256 countryId) public championOf;

    Match[64] private _matches;
    // Rarity reward ratios: 16 bits of basis points per rarity (bits 16*r).
    uint256 private _rarityRatios;
    mapping(address user => BettingRecord) private _records;
    mapping(address user => mapping(uint256 matchId => Bet)) private _bets;
    // Top-16 bets of a player per country: credits (low 64 bits), the part of the win earned by free credits (next 64
    // bits) and the win if champion (high 128 bits).
    mapping(address user => mapping(uint256 countryId => uint256)) private _finalBets;
    // Staked token ids of a player, 8 uint32 per slot.
    mapping(address user => mapping(uint256 slot => uint256)) private _tokenSlots;
    mapping(uint256 countryId => uint256[]) private _countryHeroes;

    constructor(address admin, IWorldCupCard heroCard_, IERC20 fina_, IWorldCupRaffle raffle_)
        CardsAccess(admin)
    {
        if (address(heroCard_) == address(0) || address(fina_) == address(0) || address(raffle_) == address(0)) {
            revert AddressIsNull();
        }
        heroCard = heroCard_;
        fina = fina_;
        raffle = raffle_;
        initCredit = 500;
        consumeCreditEachBet = 100;
        heroRewardRatio = 20_000;
        finalRankingRewardRatio = 80_000;
        finalRankingBetEndTime = type(uint40).max;
        claimEndTime = type(uint40).max;
        claimsEnabled = true;
        creditCost = 1 ether;
        // S 1x, S+ 1.2x, SS 1x, SS+ 1.2x, SSS 1.4x, SSS+ 1.6x, X 2x.
        _rarityRatios = (10_000 << 48) | (12_000 << 64) | (10_000 << 80) | (12_000 << 96) | (14_000 << 112)
            | (16_000 << 128) | (20_000 << 144);
    }

    /// @notice Takes native coin only from the card contract's prize pool (during {pullPrizePool}).
    receive() external payable {
        if (msg.sender != address(heroCard)) revert UnexpectedPayment();
    }

    // =============================================================== admin

    /// @notice Creates matches `firstMatchId ..` or reschedules them. A match with a result cannot change; once
    /// cheered, only its kick-off (`betEndTime`) can move (a postponed match). Setting the final (id 63) sets
    /// `claimEndTime` to its kick-off plus 7 days.
    function setMatches(uint256 firstMatchId, MatchInput[] calldata inputs) external onlyRole(ADMIN_ROLE) {
        for (uint256 i; i < inputs.length; ++i) {
            uint256 matchId = firstMatchId + i;
            if (matchId >= MATCH_COUNT) revert UnknownMatch(matchId);
            Match storage m = _matches[matchId];
            if (m.result != 0) revert ResultAlreadySet(matchId);
            MatchInput calldata input = inputs[i];
            if (input.homeId == 0 || input.awayId == 0 || input.homeId == input.awayId || input.betEndTime == 0) {
                revert WrongAmount();
            }
            // A kick-off that has passed is final: cheering closed then.
            uint256 endTime = m.betEndTime;
            if (endTime != 0 && endTime <= block.timestamp && input.betEndTime != endTime) {
                revert CheeringClosed(matchId, endTime);
            }
            bool cheered = m.homeCredits != 0 || m.drawCredits != 0 || m.awayCredits != 0;
            if (
                cheered
                    && (input.homeId != m.homeId || input.awayId != m.awayId || input.drawOption != m.drawOption)
            ) revert MatchCheered(matchId);
            m.homeId = input.homeId;
            m.awayId = input.awayId;
            m.drawOption = input.drawOption;
            m.betEndTime = input.betEndTime;
            emit MatchSet(matchId, input.homeId, input.awayId, input.drawOption, input.betEndTime);
            if (matchId == MATCH_COUNT - 1) _setClaimEndTime(input.betEndTime + CLAIM_PERIOD);
        }
    }

    /// @notice Sets results (1 home, 2 draw, 3 away) of started matches, once each.
    function setMatchResults(uint256[] calldata matchIds, uint256[] calldata results) external onlyRole(ADMIN_ROLE) {
        if (matchIds.length != results.length) revert WrongLength();
        for (uint256 i; i < matchIds.length; ++i) {
            uint256 matchId = matchIds[i];
            Match storage m = _known(matchId);
            if (block.timestamp < m.betEndTime) revert MatchNotStarted(matchId);
            if (m.result != 0) revert ResultAlreadySet(matchId);
            uint256 result = results[i];
            if (result == 0 || result > 3 || (result == 2 && !m.drawOption)) revert InvalidOption(matchId, result);
            m.result = uint8(result);
            emit MatchResultSet(matchId, result);
        }
    }

    /// @notice Sets the 16 countries of the top-16 ranking (ids 1..63), while none is cheered for.
    function setFinalCountries(uint256[] calldata countryIds) external onlyRole(ADMIN_ROLE) {
        if (countryIds.length != 16) revert WrongLength();
        if (block.timestamp >= finalRankingBetEndTime) revert CheeringClosed(FINAL_RANKING_ID, finalRankingBetEndTime);
        uint256 mask;
        for (uint256 i; i < 16; ++i) {
            uint256 countryId = countryIds[i];
            if (countryId == 0 || countryId > 63) revert UnknownCountry(countryId);
            mask |= 1 << countryId;
        }
        // A country with heroes on it stays.
        uint256 removed = finalCountryMask & ~mask;
        for (uint256 c = 1; removed >> c != 0; ++c) {
            if ((removed >> c) & 1 == 1 && _countryHeroes[c].length != 0) revert MatchCheered(FINAL_RANKING_ID);
        }
        finalCountryMask = uint64(mask);
        emit FinalCountriesSet(mask);
    }

    /// @notice Sets the champion of the top-16 ranking, once, after the knockout stage started.
    function setFinalRankingResult(uint256 countryId) external onlyRole(ADMIN_ROLE) {
        if (block.timestamp < finalRankingBetEndTime) revert MatchNotStarted(FINAL_RANKING_ID);
        if (finalChampion != 0) revert ResultAlreadySet(FINAL_RANKING_ID);
        if (!_isFinalCountry(countryId)) revert UnknownCountry(countryId);
        finalChampion = uint16(countryId);
        emit FinalRankingResultSet(countryId);
    }

    /// @notice Sets the betting settings. Ratios are basis points (20000 = 2x). Changes apply to later cheers only:
    /// a cheer's win is fixed when it is made.
    function setBettingSettings(
        uint256 initCredit_,
        uint256 creditCost_,
        uint256 consumeCreditEachBet_,
        uint256 heroRewardRatio_,
        uint256 finalRankingRewardRatio_,
        uint256 finalRankingBetEndTime_
    ) external onlyRole(ADMIN_ROLE) {
        if (creditCost_ == 0 || consumeCreditEachBet_ == 0 || finalRankingBetEndTime_ == 0) revert WrongAmount();
        uint256 rankingEnd = finalRankingBetEndTime;
        if (rankingEnd <= block.timestamp && finalRankingBetEndTime_ != rankingEnd) {
            revert CheeringClosed(FINAL_RANKING_ID, rankingEnd);
        }
        // The grant is tracked in 24 bits of the record (grantLeft).
        initCredit = uint24(initCredit_.toUint24());
        creditCost = creditCost_;
        consumeCreditEachBet = consumeCreditEachBet_.toUint32();
        heroRewardRatio = heroRewardRatio_.toUint32();
        finalRankingRewardRatio = finalRankingRewardRatio_.toUint32();
        finalRankingBetEndTime = finalRankingBetEndTime_.toUint40();
        emit BettingSettingsSet(
            initCredit_,
            creditCost_,
            consumeCreditEachBet_,
            heroRewardRatio_,
            finalRankingRewardRatio_,
            finalRankingBetEndTime_
        );
    }

    /// @notice Sets the reward ratio (basis points, at most 65535) of each of `rarities` (1..9).
    function setHeroRarityRewardRatio(uint256[] calldata rarities, uint256[] calldata bps)
        external
        onlyRole(ADMIN_ROLE)
    {
        if (rarities.length != bps.length) revert WrongLength();
        uint256 ratios = _rarityRatios;
        for (uint256 i; i < rarities.length; ++i) {
            uint256 rarity = rarities[i];
            if (rarity == 0 || rarity > 9 || bps[i] > type(uint16).max) revert WrongAmount();
            ratios = (ratios & ~(uint256(0xffff) << (16 * rarity))) | (bps[i] << (16 * rarity));
            emit HeroRarityRewardRatioSet(rarity, bps[i]);
        }
        _rarityRatios = ratios;
    }

    /// @notice Moves the end of the claim window (before it has passed, to a time in the future). Once any player
    /// has taken part and the window is scheduled, it only moves later: what players may still claim stays claimable.
    function setClaimEndTime(uint256 claimEndTime_) external onlyRole(ADMIN_ROLE) {
        _setClaimEndTime(claimEndTime_);
    }

    /// @notice Opens or closes claims of win credits (the `claimableActive` flag).
    function setClaimsEnabled(bool enabled) external onlyRole(ADMIN_ROLE) {
        claimsEnabled = enabled;
        emit ClaimsEnabledSet(enabled);
    }

    /// @notice After the claim window, pays the unassigned 30% of the prize pool to `to`, once (not while paused: the
    /// window may still move, see {_unpause}).
    function withdrawUnassignedPrize(address payable to) external onlyRole(ADMIN_ROLE) whenNotPaused nonReentrant {
        if (to == address(0)) revert AddressIsNull();
        if (block.timestamp < claimEndTime) revert RewardNotOpen(claimEndTime);
        if (unassignedWithdrawn) revert AlreadyClaimed(REWARD_ID);
        unassignedWithdrawn = true;
        // Rounded down: the pool keeps the dust.
        uint256 amount = (prizePool * UNASSIGNED_BPS) / BPS;
        prizePaid += amount;
        emit UnassignedPrizeWithdrawn(to, amount);
        Address.sendValue(to, amount);
    }

    /// @notice After the claim window plus {PRIZE_SWEEP_GRACE}, pays what is left of the prize pool (unclaimed prizes
    /// and rounding dust) to `to`, once; later collections still return heroes but pay nothing.
    function sweepPrizePool(address payable to) external onlyRole(ADMIN_ROLE) whenNotPaused nonReentrant {
        if (to == address(0)) revert AddressIsNull();
        uint256 opensAt = uint256(claimEndTime) + PRIZE_SWEEP_GRACE;
        if (block.timestamp < opensAt) revert RewardNotOpen(opensAt);
        if (prizeSwept) revert AlreadyClaimed(REWARD_ID);
        prizeSwept = true;
        unassignedWithdrawn = true;
        uint256 amount = address(this).balance;
        prizePaid += amount;
        emit PrizePoolSwept(to, amount);
        Address.sendValue(to, amount);
    }

    // =============================================================== prize pool

    /// @notice Moves the card contract's prize pool (70% of merge fees) here. Anyone, until the claim window ends.
    function pullPrizePool() external {
        _checkBeforeEnd();
        uint256 amount = heroCard.prizePoolBalance();
        if (amount == 0) revert WrongAmount();
        prizePool += amount;
        emit PrizePoolFunded(address(heroCard), amount);
        heroCard.withdrawPrizePool(address(this), amount);
    }

    /// @notice Adds the value sent to the prize pool. Anyone, until the claim window ends.
    function fundPrizePool() external payable {
        _checkBeforeEnd();
        if (msg.value == 0) revert WrongAmount();
        prizePool += msg.value;
        emit PrizePoolFunded(msg.sender, msg.value);
    }

    // =============================================================== credits and cheers

    /// @inheritdoc IWorldCup
    function buyCredits(uint256 credits) external whenNotPaused {
        // Purchases close at the final's kick-off: after it, credits could only buy prize share.
        uint256 closedAt = _matches[MATCH_COUNT - 1].betEndTime;
        if (closedAt == 0) closedAt = claimEndTime;
        if (block.timestamp >= closedAt) revert PurchasesClosed(closedAt);
        if (credits == 0) revert WrongAmount();
        BettingRecord memory r = _activated(msg.sender);
        r.credits = (r.credits + credits).toUint40();
        _records[msg.sender] = r;
        totalCredits += credits;
        // Bought credits count for the prize share once the player has cheered with a hero.
        if (r.tokenCount != 0) totalShareCredits += credits;
        // The cost is exact (credits * creditCost); the FINA stays here until the admin recovers it.
        uint256 cost = credits * creditCost;
        emit CreditsBought(msg.sender, credits, cost);
        fina.safeTransferFrom(msg.sender, address(this), cost);
    }

    /// @inheritdoc IWorldCup
    function betByMatchId(uint256 matchId, uint256 option, uint256[] calldata tokenIds)
        external
        whenNotPaused
    {
        uint256 count = _checkCount(tokenIds.length);
        Match memory m = _known(matchId);
        if (block.timestamp >= m.betEndTime) revert CheeringClosed(matchId, m.betEndTime);
        if (option == 0 || option > 3 || (option == 2 && !m.drawOption)) revert InvalidOption(matchId, option);
        _checkBeforeEnd();
        uint256 credits = consumeCreditEachBet * count;
        // win = credits cheered * heroRewardRatio * heroRarityRewardRatio(rarity) / 10^8 per hero, rounded down.
        uint256 win;
        uint256 freeWin;
        BettingRecord memory r;
        {
            uint256 paid;
            (r, paid) = _spend(msg.sender, credits);
            uint256 ratio = consumeCreditEachBet * heroRewardRatio;
            uint256 ratios = _rarityRatios;
            for (uint256 i; i < count; ++i) {
                uint256 rarity = _stake(msg.sender, tokenIds[i], r.tokenCount + i);
                if (rarity != RARITY_S && rarity != RARITY_S_PLUS) revert NotEligible(tokenIds[i], rarity);
                win += (ratio * ((ratios >> (16 * rarity)) & 0xffff)) / (BPS * BPS);
            }
            freeWin = _freeWin(win, paid, credits);
        }
        r.tokenCount += uint32(count);
        r.betMask |= uint64(1 << matchId);
        _records[msg.sender] = r;
        Bet storage bet = _bets[msg.sender][matchId];
        _checkOneOption(bet, matchId, option);
        bet.freeWin += freeWin.toUint32();
        if (option == 1) {
            bet.home += credits.toUint32();
            bet.winHome += win.toUint32();
            _matches[matchId].homeCredits = (m.homeCredits + credits).toUint32();
        } else if (option == 2) {
            bet.draw += credits.toUint32();
            bet.winDraw += win.toUint32();
            _matches[matchId].drawCredits = (m.drawCredits + credits).toUint32();
        } else {
            bet.away += credits.toUint32();
            bet.winAway += win.toUint32();
            _matches[matchId].awayCredits = (m.awayCredits + credits).toUint32();
        }
        emit Cheered(msg.sender, matchId, option, credits, tokenIds);
        _awardTickets(msg.sender, count);
    }

    /// @inheritdoc IWorldCup
    function betFinalMatch(uint256[] calldata tokenIds, uint256[] calldata countryIds)
        external
        whenNotPaused
    {
        uint256 count = _checkCount(tokenIds.length);
        if (countryIds.length != count) revert WrongLength();
        if (block.timestamp >= finalRankingBetEndTime) revert CheeringClosed(FINAL_RANKING_ID, finalRankingBetEndTime);
        _checkBeforeEnd();
        uint256 credits = consumeCreditEachBet * count;
        (BettingRecord memory r, uint256 paid) = _spend(msg.sender, credits);
        (uint256 champion, uint256 win) = _stakeForChampion(tokenIds, countryIds, r.tokenCount);
        championOf[msg.sender] = champion;
        _finalBets[msg.sender][champion] += credits | (_freeWin(win, paid, credits) << 64) | (win << 128);
        r.tokenCount += uint32(count);
        _records[msg.sender] = r;
        emit Cheered(msg.sender, FINAL_RANKING_ID, 0, credits, tokenIds);
        emit FinalRankingCheered(msg.sender, tokenIds, countryIds);
        _awardTickets(msg.sender, count);
    }

    // =============================================================== claims

    /// @inheritdoc IWorldCup
    function claimBetCreditsByMatchId(uint256 matchId) external whenNotPaused {
        _checkClaimable();
        Match memory m = _known(matchId);
        (uint256 win, uint256 freeWin) = _settle(msg.sender, matchId, m.result);
        if (win == 0) revert NothingToClaim(matchId);
        _credit(msg.sender, win, freeWin);
    }

    /// @inheritdoc IWorldCup
    /// @dev Walks only the matches the caller cheered on (`betMask`), at most 64.
    function claimMatchBetCreditsAll() external whenNotPaused {
        _checkClaimable();
        uint256 mask = _records[msg.sender].betMask;
        uint256 total;
        uint256 totalFree;
        for (uint256 matchId; mask != 0; ++matchId) {
            if (mask & 1 != 0) {
                uint256 result = _matches[matchId].result;
                if (result != 0 && _bets[msg.sender][matchId].claimed == 0) {
                    (uint256 win, uint256 freeWin) = _settle(msg.sender, matchId, result);
                    total += win;
                    totalFree += freeWin;
                }
            }
            mask >>= 1;
        }
        if (total == 0) revert NothingToClaim(MATCH_COUNT);
        _credit(msg.sender, total, totalFree);
    }

    /// @inheritdoc IWorldCup
    function claimFinalMatchBetCredits() external whenNotPaused {
        _checkClaimable();
        BettingRecord storage r = _records[msg.sender];
        if (r.finalClaimed) revert AlreadyClaimed(FINAL_RANKING_ID);
        uint256 champion = finalChampion;
        uint256 packed = champion == 0 ? 0 : _finalBets[msg.sender][champion];
        uint256 win = packed >> 128;
        if (win == 0) revert NothingToClaim(FINAL_RANKING_ID);
        r.finalClaimed = true;
        emit CheerSettled(msg.sender, FINAL_RANKING_ID, win);
        _credit(msg.sender, win, uint64(packed >> 64));
    }

    /// @inheritdoc IWorldCup
    /// @dev Podium: the leaderboard place held at the end of the claim window (frozen: credits and winning points
    /// cannot change any more). Shared part: 50% of the pool times the caller's credits over all credits, rounded
    /// down. Each player collects once, so each podium place is paid once and the shares sum to at most 50%.
    function claimMatchBetReward() external whenNotPaused nonReentrant {
        uint256 end = claimEndTime;
        if (block.timestamp < end) revert RewardNotOpen(end);
        BettingRecord memory r = _records[msg.sender];
        if (!r.activated) revert NothingToClaim(REWARD_ID);
        uint256 podium;
        uint256 shared;
        bool pay = !r.rewardClaimed;
        if (pay) {
            uint256 pool = prizePool;
            if (leaderboard[0] == msg.sender) podium = (pool * FIRST_BPS) / BPS;
            else if (leaderboard[1] == msg.sender) podium = (pool * SECOND_BPS) / BPS;
            else if (leaderboard[2] == msg.sender) podium = (pool * THIRD_BPS) / BPS;
            // Only credits bought or won with bought credits count, and only for players who cheered with a hero
            // (free credits and their wins never count).
            // Rounded down; totalShareCredits includes the caller's share, so it is not zero when the share is not.
            uint256 share = r.tokenCount == 0 ? 0 : r.credits - r.grantLeft;
            if (share != 0 && !prizeSwept) shared = (pool * SHARED_BPS * share) / (BPS * totalShareCredits);
            if (prizeSwept) podium = 0;
            r.rewardClaimed = true;
            prizePaid += podium + shared;
            emit RewardClaimed(msg.sender, podium, shared);
        } else if (r.tokensReturned == r.tokenCount) {
            revert AlreadyClaimed(REWARD_ID);
        }
        uint256 from = r.tokensReturned;
        uint256 to = r.tokenCount;
        if (to - from > MAX_RETURN_PER_CALL) to = from + MAX_RETURN_PER_CALL;
        r.tokensReturned = uint32(to);
        _records[msg.sender] = r;
        if (to > from) {
            uint256[] memory ids = new uint256[](to - from);
            for (uint256 i = from; i < to; ++i) {
                ids[i - from] = _tokenAt(msg.sender, i);
                heroCard.transferFrom(address(this), msg.sender, ids[i - from]);
            }
            emit HeroesReturned(msg.sender, ids);
        }
        if (pay && podium + shared != 0) Address.sendValue(payable(msg.sender), podium + shared);
    }

    // =============================================================== reads

    /// @notice The 64 matches with their status.
    function allMatches() external view returns (MatchInfo[] memory matches) {
        matches = new MatchInfo[](MATCH_COUNT);
        for (uint256 i; i < MATCH_COUNT; ++i) {
            Match memory m = _matches[i];
            matches[i] = MatchInfo(
                i,
                m.homeId,
                m.awayId,
                m.drawOption,
                m.betEndTime,
                m.result,
                _status(m),
                m.homeCredits,
                m.drawCredits,
                m.awayCredits
            );
        }
    }

    /// @notice Results of the 64 matches (0 none, 1 home, 2 draw, 3 away).
    function getAllMatchResults() external view returns (uint256[] memory results) {
        results = new uint256[](MATCH_COUNT);
        for (uint256 i; i < MATCH_COUNT; ++i) {
            results[i] = _matches[i].result;
        }
    }

    /// @notice A player's 4 numbers on a match: credits cheered on home, draw and away, and win credits claimed.
    function getUserBetsByMatchId(address user, uint256 matchId) public view returns (uint256[4] memory bets) {
        if (matchId >= MATCH_COUNT) revert UnknownMatch(matchId);
        Bet memory b = _bets[user][matchId];
        bets = [uint256(b.home), b.draw, b.away, b.claimed];
    }

    /// @notice A player's 4 numbers on each of the 64 matches.
    function getUserBetsAll(address user) external view returns (uint256[4][] memory bets) {
        bets = new uint256[4][](MATCH_COUNT);
        for (uint256 i; i < MATCH_COUNT; ++i) {
            bets[i] = getUserBetsByMatchId(user, i);
        }
    }

    /// @notice Win credits of a player not claimed yet: matches with a result and the top-16 champion.
    function getUserUnclaimedCredits(address user) external view returns (uint256 credits) {
        for (uint256 i; i < MATCH_COUNT; ++i) {
            Bet memory b = _bets[user][i];
            if (b.claimed == 0) credits += _winOf(b, _matches[i].result);
        }
        uint256 champion = finalChampion;
        if (champion != 0 && !_records[user].finalClaimed) credits += _finalBets[user][champion] >> 128;
    }

    /// @notice Heroes a player staked (match and top-16 cheers), in staking order, including returned ones.
    function getUserBetTokenList(address user) external view returns (uint256[] memory tokenIds) {
        uint256 count = _records[user].tokenCount;
        tokenIds = new uint256[](count);
        for (uint256 i; i < count; ++i) {
            tokenIds[i] = _tokenAt(user, i);
        }
    }

    /// @notice Heroes cheering for `countryId` in the top-16 ranking (all players).
    function getCountryHeroes(uint256 countryId) external view returns (uint256[] memory) {
        return _countryHeroes[countryId];
    }

    /// @notice A player's top-16 credits cheered for `countryId` and what they win if it is the champion.
    function getUserFinalBet(address user, uint256 countryId) external view returns (uint256 credits, uint256 win) {
        uint256 packed = _finalBets[user][countryId];
        return (uint64(packed), packed >> 128);
    }

    /// @notice A player's betting record (credits, winCredits = winning points, activated, ...).
    function bettingRecords(address user) external view returns (BettingRecord memory) {
        return _records[user];
    }

    /// @notice The three leaderboard places.
    function getLeaderboard() external view returns (address[3] memory) {
        return leaderboard;
    }

    /// @notice Reward ratio of a rarity in basis points.
    function heroRarityRewardRatio(uint256 rarity) external view returns (uint256) {
        return rarity == 0 || rarity > 9 ? 0 : (_rarityRatios >> (16 * rarity)) & 0xffff;
    }

    /// @notice Whether win credits can be claimed now: claims enabled and the claim window not over.
    function claimableActive() public view returns (bool) {
        return claimsEnabled && block.timestamp < claimEndTime;
    }

    // =============================================================== internals

    function _known(uint256 matchId) private view returns (Match storage m) {
        if (matchId >= MATCH_COUNT) revert UnknownMatch(matchId);
        m = _matches[matchId];
        if (m.betEndTime == 0) revert UnknownMatch(matchId);
    }

    function _status(Match memory m) private view returns (MatchStatus) {
        if (m.result != 0) return MatchStatus.Completed;
        return block.timestamp < m.betEndTime ? MatchStatus.Upcoming : MatchStatus.Ongoing;
    }

    function _isFinalCountry(uint256 countryId) private view returns (bool) {
        return countryId != 0 && countryId < 64 && (finalCountryMask >> countryId) & 1 == 1;
    }

    function _checkCount(uint256 count) private pure returns (uint256) {
        if (count == 0 || count > MAX_HEROES_PER_BET) revert WrongLength();
        return count;
    }

    function _checkBeforeEnd() private view {
        if (block.timestamp >= claimEndTime) revert EventEnded();
    }

    function _checkClaimable() private view {
        if (!claimableActive()) revert ClaimsNotActive();
    }

    /// @dev A scheduled window only moves later (by {setClaimEndTime} or a postponed final): an earlier end is refused.
    function _setClaimEndTime(uint256 claimEndTime_) private {
        uint256 current = claimEndTime;
        if (block.timestamp >= current) revert EventEnded();
        if (claimEndTime_ <= block.timestamp) revert WrongAmount();
        if (claimEndTime_ < current && current != type(uint40).max) revert ClaimWindowShortened();
        claimEndTime = claimEndTime_.toUint40();
        emit ClaimEndTimeSet(claimEndTime_);
    }

    /// @dev The record of `user`, activated with `initCredit` credits on first participation (not stored here).
    function _activated(address user) private returns (BettingRecord memory r) {
        r = _records[user];
        if (!r.activated) {
            uint256 credits = initCredit;
            r.activated = true;
            // initCredit fits 24 bits (setBettingSettings).
            r.credits = uint40(credits);
            r.grantLeft = uint24(credits);
            totalCredits += credits;
            emit Activated(user, credits);
        }
    }

    /// @dev Spends `credits` of `user`, free credits first; returns the record and how many of them were not free.
    function _spend(address user, uint256 credits) private returns (BettingRecord memory r, uint256 paid) {
        r = _activated(user);
        if (r.credits < credits) revert NotEnoughCredits(r.credits, credits);
        // Every spend is a cheer with a hero: the player qualifies for the prize share with it. Free credits are spent
        // first; the share counts credits minus the free credits held.
        uint256 shareBefore = r.tokenCount == 0 ? 0 : r.credits - r.grantLeft;
        uint256 free = credits < r.grantLeft ? credits : r.grantLeft;
        paid = credits - free;
        unchecked {
            // Checked just above; the free credits spent are at most those held.
            r.credits -= uint40(credits);
            r.grantLeft -= uint24(free);
        }
        totalCredits -= credits;
        totalShareCredits = totalShareCredits - shareBefore + (r.credits - r.grantLeft);
    }

    /// @dev Takes `tokenId` from `user` into custody as the user's staked token number `index`; returns its rarity.
    function _stake(address user, uint256 tokenId, uint256 index) private returns (uint256 rarity) {
        if (heroCard.ownerOf(tokenId) != user) revert HeroNotOwned(tokenId);
        rarity = heroCard.rarityMap(tokenId);
        heroCard.transferFrom(user, address(this), tokenId);
        _tokenSlots[user][index / 8] |= uint256(tokenId.toUint32()) << (32 * (index % 8));
    }

    /// @dev Stakes top-16 heroes of the caller from its staked token number `firstIndex` on, all for one champion
    /// (the one it backs already, or the first country given); returns the champion and what the heroes win.
    function _stakeForChampion(uint256[] calldata tokenIds, uint256[] calldata countryIds, uint256 firstIndex)
        private
        returns (uint256 champion, uint256 win)
    {
        uint256 ratio = uint256(consumeCreditEachBet) * finalRankingRewardRatio;
        uint256 ratios = _rarityRatios;
        // One champion per player: like one option per match, backing every country cannot buy podium points.
        champion = championOf[msg.sender];
        for (uint256 i; i < tokenIds.length; ++i) {
            uint256 tokenId = tokenIds[i];
            uint256 countryId = countryIds[i];
            if (!_isFinalCountry(countryId)) revert UnknownCountry(countryId);
            if (champion == 0) champion = countryId;
            else if (countryId != champion) revert OneChampionOnly(champion, countryId);
            uint256 rarity = _stake(msg.sender, tokenId, firstIndex + i);
            if (rarity < RARITY_SS) revert NotEligible(tokenId, rarity);
            // Same formula as matches with finalRankingRewardRatio.
            win += (ratio * ((ratios >> (16 * rarity)) & 0xffff)) / (BPS * BPS);
            finalMatchHeroToCountry[tokenId] = champion;
            _countryHeroes[champion].push(tokenId);
        }
    }

    function _tokenAt(address user, uint256 index) private view returns (uint256) {
        return (_tokenSlots[user][index / 8] >> (32 * (index % 8))) & type(uint32).max;
    }

    /// @dev One option per player per match: cheering every option cannot buy podium points.
    function _checkOneOption(Bet storage bet, uint256 matchId, uint256 option) private view {
        uint256 others = option == 1 ? bet.draw + bet.away : option == 2 ? bet.home + bet.away : bet.home + bet.draw;
        if (others != 0) revert InvalidOption(matchId, option);
    }

    function _winOf(Bet memory b, uint256 result) private pure returns (uint256) {
        if (result == 1) return b.winHome;
        if (result == 2) return b.winDraw;
        if (result == 3) return b.winAway;
        return 0;
    }

    /// @dev The part of `win` earned by the free credits of a cheer of `credits` of which `paid` were not free: the
    /// paid part (rounded down) counts for the prize share, the rest stays free.
    function _freeWin(uint256 win, uint256 paid, uint256 credits) private pure returns (uint256) {
        return win - (win * paid) / credits;
    }

    /// @dev Marks the win of `user` on `matchId` claimed and returns it (0 when nothing is won) with its free part (one
    /// option per match, so the bet's free part belongs to the option cheered).
    function _settle(address user, uint256 matchId, uint256 result) private returns (uint256 win, uint256 freeWin) {
        Bet storage bet = _bets[user][matchId];
        if (bet.claimed != 0) revert AlreadyClaimed(matchId);
        win = _winOf(bet, result);
        if (win != 0) {
            freeWin = bet.freeWin;
            bet.claimed = uint32(win);
            emit CheerSettled(user, matchId, win);
        }
    }

    /// @dev Adds claimed win credits to the general credits and the winning points, and updates the leaderboard. The
    /// part `freeWin` earned by free credits stays free (held in `grantLeft`); the rest counts for the prize share.
    function _credit(address user, uint256 win, uint256 freeWin) private {
        BettingRecord storage r = _records[user];
        uint256 points = r.winCredits + win;
        r.credits = (r.credits + win).toUint40();
        r.winCredits = points.toUint40();
        totalCredits += win;
        // Free credits held fit 24 bits (16.7 million, against a grant of 500).
        r.grantLeft = (r.grantLeft + freeWin).toUint24();
        // A win needs a cheer: the player qualifies for the share and won credits count, except those that stay free.
        totalShareCredits += win - freeWin;
        emit CreditsClaimed(user, win);
        _rank(user, points);
    }

    /// @dev Places `user` with `points` among the top three (bounded: three reads, at most three writes).
    function _rank(address user, uint256 points) private {
        address[3] memory board = leaderboard;
        address[3] memory next;
        uint256 n;
        bool placed;
        // The board is filled from the front: an empty place ends it.
        for (uint256 i; i < 3; ++i) {
            address other = board[i];
            if (other == user) continue;
            if (!placed && (other == address(0) || points > _records[other].winCredits)) {
                next[n] = user;
                ++n;
                placed = true;
            }
            if (other != address(0) && n < 3) {
                next[n] = other;
                ++n;
            }
        }
        // A player on the board whose place was skipped above and that nobody before it outranks keeps the last place
        // (else a third place claiming more points without passing second would fall off the board).
        if (!placed && n < 3) next[n] = user;
        // Not placed only when three others outrank the player (a player's points only grow, so one already on the
        // board is placed again at least where it was).
        if (next[0] != board[0] || next[1] != board[1] || next[2] != board[2]) {
            leaderboard = next;
            emit LeaderboardUpdated(next[0], next[1], next[2]);
        }
    }

    function _awardTickets(address user, uint256 tickets) private {
        raffle.addTickets(user, tickets);
    }

    /// @dev Records when the pause began.
    function _pause() internal override {
        super._pause();
        _pausedAt = uint40(block.timestamp);
    }

    /// @dev A pause that began before the end of the claim window moves that end by the time paused, so claims lost
    /// nothing (the prize pool stays open as long; the unassigned part and the sweep wait while paused).
    function _unpause() internal override {
        super._unpause();
        uint256 end = claimEndTime;
        if (_pausedAt < end && end != type(uint40).max) {
            end += block.timestamp - _pausedAt;
            claimEndTime = end.toUint40();
            emit ClaimEndTimeSet(end);
        }
    }

    /// @dev Staked heroes are owed to players: none of the card contract's tokens can be recovered.
    function _checkRecoverableERC721(address token, uint256 tokenId) internal view override {
        if (token == address(heroCard)) revert NotRecoverable(token, tokenId);
    }
}
