// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {CardsAccess} from "../cards/CardsAccess.sol";
import {IRandomnessConsumer, IRandomnessAdapter} from "../cards/interfaces/IRandomnessAdapter.sol";
import {IWorldCupCard} from "./interfaces/IWorldCup.sol";
import {IWorldCupRaffle} from "./interfaces/IWorldCupRaffle.sol";

/// @title WorldCupRaffle: the weekly raffle of 10 random SS heroes
/// @notice See IWorldCupRaffle and README-worldcup.md.
contract WorldCupRaffle is IWorldCupRaffle, IRandomnessConsumer, CardsAccess {
    using SafeCast for uint256;

    /// @notice Adds tickets (the World Cup contract).
    bytes32 public constant TICKETS_ROLE = keccak256("TICKETS_ROLE");
    /// @notice Winners of each round (drawn with replacement: a ticket holder can win more than once).
    uint256 public constant RAFFLE_WINNERS = 10;
    /// @notice The rarity of the prize heroes (SS).
    uint256 public constant PRIZE_RARITY = 5;

    /// @notice The hero card contract (this contract holds its MINTER_ROLE).
    IWorldCupCard public immutable heroCard;
    /// @notice The randomness adapter (this contract holds its CONSUMER_ROLE).
    IRandomnessAdapter public immutable coordinator;

    /// @notice The round collecting tickets now.
    uint32 public raffleRound;
    /// @notice When the current round opened.
    uint40 public raffleRoundStart;
    /// @notice Minimum duration of a round (weekly by default).
    uint32 public rafflePeriod;

    // Entries per round: the player (high 160 bits) and the cumulative tickets (low 96 bits).
    mapping(uint256 round => uint256[]) private _entries;
    // Draws in flight: request id to round + 1 (low 128 bits) and the SS heroes listed at the request (high bits).
    mapping(uint256 requestId => uint256) private _draws;

    constructor(address admin, IWorldCupCard heroCard_, IRandomnessAdapter coordinator_) CardsAccess(admin) {
        if (address(heroCard_) == address(0) || address(coordinator_) == address(0)) revert AddressIsNull();
        heroCard = heroCard_;
        coordinator = coordinator_;
        rafflePeriod = 7 days;
        raffleRoundStart = uint40(block.timestamp);
    }

    /// @notice Sets the minimum duration of a round.
    function setRafflePeriod(uint256 period) external onlyRole(ADMIN_ROLE) {
        rafflePeriod = period.toUint32();
        emit RafflePeriodSet(period);
    }

    /// @inheritdoc IWorldCupRaffle
    function addTickets(address user, uint256 tickets) external onlyRole(TICKETS_ROLE) {
        if (tickets == 0) revert WrongAmount();
        uint256 round = raffleRound;
        uint256[] storage entries = _entries[round];
        entries.push((uint256(uint160(user)) << 96) | (_total(entries) + tickets).toUint96());
        emit RaffleTicketsAwarded(user, round, tickets);
    }

    /// @notice Closes the current round (after `rafflePeriod`) and requests the randomness of its draw. Pausing the
    /// raffle stops draws only (tickets keep being awarded, so cheers never fail).
    function drawRaffle() external onlyRole(OPERATOR_ROLE) whenNotPaused returns (uint256 requestId) {
        uint256 round = raffleRound;
        uint256 readyAt = uint256(raffleRoundStart) + rafflePeriod;
        if (block.timestamp < readyAt) revert RaffleNotReady(readyAt);
        uint256 tickets = _total(_entries[round]);
        uint256 heroCount = heroCard.getCardIdsByRarity(PRIZE_RARITY).length;
        if (tickets == 0 || heroCount == 0) revert NothingToDraw(round);
        raffleRound = uint32(round + 1);
        raffleRoundStart = uint40(block.timestamp);
        // Redeliverable: the winners follow from the word, the closed round's tickets and the heroes listed now.
        requestId = coordinator.requestRandomness(true);
        _draws[requestId] = (heroCount << 128) | (round + 1);
        emit RaffleDrawRequested(round, requestId, tickets);
    }

    /// @inheritdoc IRandomnessConsumer
    /// @dev Winner i: ticket `(roll_i & (2^128 - 1)) % tickets` (the entry whose cumulative count first exceeds it,
    /// by binary search); hero: `getCardIdsByRarity(SS)[(roll_i >> 128) % count]`, with
    /// `roll_i = uint256(keccak256(abi.encode(randomness, i)))` and `count` the SS heroes listed when the draw was
    /// requested (card types are only ever appended, so a hero added later changes no winner). Mints call no
    /// receiver hook.
    function rawFulfillRandomness(uint256 requestId, uint256 randomness) external {
        if (msg.sender != address(coordinator)) revert OnlyCoordinator();
        // Every request of this contract is a draw, and the coordinator delivers once per request.
        uint256 draw = _draws[requestId];
        uint256 round = uint128(draw) - 1;
        uint256 heroCount = draw >> 128;
        delete _draws[requestId];
        uint256[] storage entries = _entries[round];
        uint256 tickets = _total(entries);
        uint256[] memory heroes = heroCard.getCardIdsByRarity(PRIZE_RARITY);
        for (uint256 i; i < RAFFLE_WINNERS; ++i) {
            uint256 roll = uint256(keccak256(abi.encode(randomness, i)));
            address winner = winnerOf(round, (roll & type(uint128).max) % tickets);
            uint256 heroId = heroes[(roll >> 128) % heroCount];
            uint256 tokenId = heroCard.mintCards(winner, heroId, PRIZE_RARITY, 1);
            emit RaffleWinner(round, winner, heroId, tokenId);
        }
    }

    /// @inheritdoc IRandomnessConsumer
    /// @dev A draw whose randomness never came is re-sent as a fresh draw of the same round (a new request: nobody
    /// saw the cancelled one's word, VRF publishes a word only by fulfilling it).
    function rawCancelRandomness(uint256 requestId) external {
        if (msg.sender != address(coordinator)) revert OnlyCoordinator();
        uint256 draw = _draws[requestId];
        if (draw == 0) revert NothingToDraw(requestId);
        delete _draws[requestId];
        uint256 newRequestId = coordinator.requestRandomness(true);
        _draws[newRequestId] = draw;
        uint256 round = uint128(draw) - 1;
        emit RaffleDrawRequested(round, newRequestId, _total(_entries[round]));
    }

    /// @notice The holder of ticket `ticket` (0-based, below the round's tickets) of round `round`.
    function winnerOf(uint256 round, uint256 ticket) public view returns (address) {
        uint256[] storage entries = _entries[round];
        if (ticket >= _total(entries)) revert NothingToDraw(round);
        uint256 low;
        uint256 high = entries.length - 1;
        while (low < high) {
            uint256 mid = (low + high) / 2;
            if ((entries[mid] & type(uint96).max) > ticket) high = mid;
            else low = mid + 1;
        }
        return address(uint160(entries[low] >> 96));
    }

    /// @notice Tickets of round `round` so far.
    function raffleRoundTickets(uint256 round) external view returns (uint256) {
        return _total(_entries[round]);
    }

    function _total(uint256[] storage entries) private view returns (uint256) {
        uint256 length = entries.length;
        return length == 0 ? 0 : entries[length - 1] & type(uint96).max;
    }
}
