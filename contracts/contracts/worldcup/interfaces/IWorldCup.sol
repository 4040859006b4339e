// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice What the World Cup uses of the hero card contract.
interface IWorldCupCard {
    function ownerOf(uint256 tokenId) external view returns (address);
    function rarityMap(uint256 tokenId) external view returns (uint256);
    function transferFrom(address from, address to, uint256 tokenId) external;
    function mintCards(address to, uint256 heroId, uint256 rarity, uint256 quantity) external returns (uint256);
    function getCardIdsByRarity(uint256 rarity) external view returns (uint256[] memory);
    function prizePoolBalance() external view returns (uint256);
    function withdrawPrizePool(address to, uint256 amount) external;
}

/// @title The World Cup stake-and-cheer event
/// @notice Players spend credits to cheer for a match outcome with S or S+ heroes (`betByMatchId`) or for a country
/// of the top-16 ranking with SS or higher heroes (`betFinalMatch`). Heroes stay in this contract until the final
/// collection (`claimMatchBetReward`). A correct cheer wins credits (claimable while `claimableActive`); the three
/// players with the most winning points and every holder of credits share the prize pool after the claim window.
interface IWorldCup {
    /// @notice Status of a match, derived from the time and the result.
    enum MatchStatus {
        Upcoming,
        Ongoing,
        Completed
    }

    /// @notice A match as stored (one slot): the countries, whether a draw can be cheered, when cheering closes (the
    /// kick-off), the result (0 none, 1 home, 2 draw, 3 away) and the credits cheered on each option.
    struct Match {
        uint16 homeId;
        uint16 awayId;
        bool drawOption;
        uint8 result;
        uint40 betEndTime;
        uint32 homeCredits;
        uint32 drawCredits;
        uint32 awayCredits;
    }

    /// @notice A match as `allMatches` returns it, with its id and status.
    struct MatchInfo {
        uint256 matchId;
        uint256 homeId;
        uint256 awayId;
        bool drawOption;
        uint256 betEndTime;
        uint256 result;
        MatchStatus status;
        uint256 homeCredits;
        uint256 drawCredits;
        uint256 awayCredits;
    }

    /// @notice What the admin gives to create or move a match.
    struct MatchInput {
        uint16 homeId;
        uint16 awayId;
        bool drawOption;
        uint40 betEndTime;
    }

    /// @notice A player's betting record (one slot): general credits, winning points (win credits claimed), whether
    /// the player is activated, whether the prize was collected and the final-ranking win claimed, the heroes staked
    /// (also the raffle tickets earned) and returned so far, a bit per match cheered, and the free credits held
    /// (`grantLeft`: the part of the `initCredit` grant not spent yet plus credits won by cheering with free credits;
    /// cheers spend free credits first; they never count for the prize share).
    struct BettingRecord {
        uint40 credits;
        uint40 winCredits;
        bool activated;
        bool rewardClaimed;
        bool finalClaimed;
        uint32 tokenCount;
        uint32 tokensReturned;
        uint64 betMask;
        uint24 grantLeft;
    }

    /// @notice A player's bets on one match (one slot): credits cheered on home, draw and away, the win credits
    /// claimed, what each option wins if it is the result (fixed when cheering), and the part of that win earned by
    /// the free credits cheered (`freeWin`: it stays free, so it never counts for the prize share).
    struct Bet {
        uint32 home;
        uint32 draw;
        uint32 away;
        uint32 claimed;
        uint32 winHome;
        uint32 winDraw;
        uint32 winAway;
        uint32 freeWin;
    }

    /// @notice Emitted when a player takes part for the first time and receives `initCredit` credits.
    event Activated(address indexed user, uint256 credits);
    /// @notice Emitted when credits are bought with FINA (`cost` in FINA base units).
    event CreditsBought(address indexed user, uint256 credits, uint256 cost);
    /// @notice Emitted for a cheer: `matchId` 64 is the top-16 ranking (option 0). `credits` were spent.
    event Cheered(address indexed user, uint256 indexed matchId, uint256 option, uint256 credits, uint256[] tokenIds);
    /// @notice Emitted with a top-16 cheer: the country each hero cheers for.
    event FinalRankingCheered(address indexed user, uint256[] tokenIds, uint256[] countryIds);
    /// @notice Emitted when a correct cheer's win credits are claimed (`matchId` 64: the top-16 ranking).
    event CheerSettled(address indexed user, uint256 indexed matchId, uint256 winCredits);
    /// @notice Emitted once per claim transaction with the credits it added to the player's general credits.
    event CreditsClaimed(address indexed user, uint256 credits);
    /// @notice Emitted when the top three by winning points change.
    event LeaderboardUpdated(address first, address second, address third);
    /// @notice Emitted when a player collects the prize (podium part and credit-share part, native coin).
    event RewardClaimed(address indexed user, uint256 podiumAmount, uint256 sharedAmount);
    /// @notice Emitted when staked heroes go back to their player.
    event HeroesReturned(address indexed user, uint256[] tokenIds);
    /// @notice Emitted when a match is created or changed.
    event MatchSet(uint256 indexed matchId, uint256 homeId, uint256 awayId, bool drawOption, uint256 betEndTime);
    /// @notice Emitted when a match result is set.
    event MatchResultSet(uint256 indexed matchId, uint256 result);
    /// @notice Emitted when the 16 countries of the top-16 ranking are set (bit `c` of `mask` = country `c`).
    event FinalCountriesSet(uint256 mask);
    /// @notice Emitted when the champion of the top-16 ranking is set.
    event FinalRankingResultSet(uint256 countryId);
    /// @notice Emitted when the betting settings change.
    event BettingSettingsSet(
        uint256 initCredit,
        uint256 creditCost,
        uint256 consumeCreditEachBet,
        uint256 heroRewardRatio,
        uint256 finalRankingRewardRatio,
        uint256 finalRankingBetEndTime
    );
    /// @notice Emitted when a rarity's reward ratio changes (basis points).
    event HeroRarityRewardRatioSet(uint256 indexed rarity, uint256 bps);
    /// @notice Emitted when the end of the claim window changes.
    event ClaimEndTimeSet(uint256 claimEndTime);
    /// @notice Emitted when the admin opens or closes claims.
    event ClaimsEnabledSet(bool enabled);
    /// @notice Emitted when the prize pool grows (from the card contract's merge fees or a direct payment).
    event PrizePoolFunded(address indexed from, uint256 amount);
    /// @notice Emitted when the admin takes the unassigned 30% of the prize pool after the claim window.
    event UnassignedPrizeWithdrawn(address indexed to, uint256 amount);
    /// @notice Emitted when the admin sweeps what is left of the prize pool after the claim window and its grace period.
    event PrizePoolSwept(address indexed to, uint256 amount);

    /// @notice Thrown when a player has fewer credits than a cheer costs.
    error NotEnoughCredits(uint256 available, uint256 needed);
    /// @notice Thrown when the caller does not own a hero it cheers with.
    error HeroNotOwned(uint256 tokenId);
    /// @notice Thrown when cheering after the match started (`matchId` 64: after the knockout stage started).
    error CheeringClosed(uint256 matchId, uint256 closedAt);
    /// @notice Thrown for a match id that is not one of the 64 or not created yet.
    error UnknownMatch(uint256 matchId);
    /// @notice Thrown when something was already claimed (`matchId` 64: top-16; 65: the final collection).
    error AlreadyClaimed(uint256 matchId);
    /// @notice Thrown when there is nothing to claim (no correct cheer, or the result is not set).
    error NothingToClaim(uint256 matchId);
    /// @notice Thrown when a hero's rarity may not cheer at this stage (S or S+ for matches, SS or higher for top-16).
    error NotEligible(uint256 tokenId, uint256 rarity);
    /// @notice Thrown for an option other than 1 home, 2 draw (when allowed) and 3 away, or another option than the one
    /// the player already cheered on that match (one option per player per match).
    error InvalidOption(uint256 matchId, uint256 option);
    /// @notice Thrown when a player backs a second champion in the top-16 ranking (one country per player).
    error OneChampionOnly(uint256 backed, uint256 countryId);
    /// @notice Thrown when buying credits after the final's kick-off (`closedAt`): no cheer can spend them any more.
    error PurchasesClosed(uint256 closedAt);
    /// @notice Thrown for a country that is not one of the top 16.
    error UnknownCountry(uint256 countryId);
    /// @notice Thrown for an empty list, lists of different lengths or more than 50 heroes.
    error WrongLength();
    /// @notice Thrown for an amount of zero or a setting out of range.
    error WrongAmount();
    /// @notice Thrown when a result is set before the match started.
    error MatchNotStarted(uint256 matchId);
    /// @notice Thrown when a result is set twice, or a match with a result is changed.
    error ResultAlreadySet(uint256 matchId);
    /// @notice Thrown when the countries or draw option of a cheered match would change, or a top-16 country with
    /// heroes on it would be removed (`matchId` 64).
    error MatchCheered(uint256 matchId);
    /// @notice Thrown when claiming while claims are closed (`claimableActive` false).
    error ClaimsNotActive();
    /// @notice Thrown when buying or cheering after the claim window closed, or changing its end afterwards.
    error EventEnded();
    /// @notice Thrown when the admin would move the end of the claim window earlier once players took part.
    error ClaimWindowShortened();
    /// @notice Thrown when collecting the prize before the claim window closed.
    error RewardNotOpen(uint256 opensAt);
    /// @notice Thrown when native coin comes from anywhere but the card contract's prize pool.
    error UnexpectedPayment();

    /// @notice Buys `credits` credits for `credits * creditCost` FINA (approve first), until the final's kick-off.
    /// Activates the caller.
    function buyCredits(uint256 credits) external;
    /// @notice Cheers for `option` (1 home, 2 draw, 3 away) of `matchId` with S or S+ heroes, `consumeCreditEachBet`
    /// credits each, before the match's bet end time. The heroes stay here until the final collection.
    function betByMatchId(uint256 matchId, uint256 option, uint256[] calldata tokenIds) external;
    /// @notice Cheers for countries of the top-16 ranking: hero `tokenIds[i]` (SS or higher) for `countryIds[i]`. A
    /// player backs one champion: every hero it cheers with here is for the same country.
    function betFinalMatch(uint256[] calldata tokenIds, uint256[] calldata countryIds) external;
    /// @notice Claims the win credits of a correct cheer on `matchId`.
    function claimBetCreditsByMatchId(uint256 matchId) external;
    /// @notice Claims the win credits of every correct cheer on a match with a result.
    function claimMatchBetCreditsAll() external;
    /// @notice Claims the win credits of top-16 heroes that cheered for the champion.
    function claimFinalMatchBetCredits() external;
    /// @notice The final collection after the claim window: the prize once, and the staked heroes (up to 100 a call).
    function claimMatchBetReward() external;
}
