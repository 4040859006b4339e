// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title The weekly raffle of the World Cup
/// @notice Each hero cheered in the World Cup is one ticket of the round open at the time. The operator closes a
/// round after `rafflePeriod` (weekly) with `drawRaffle`; the randomness adapter's callback draws 10 tickets
/// (with replacement) and mints a random SS hero to each winner.
interface IWorldCupRaffle {
    /// @notice Emitted when a cheer earns `tickets` raffle tickets in round `round`.
    event RaffleTicketsAwarded(address indexed user, uint256 indexed round, uint256 tickets);
    /// @notice Emitted when the raffle period changes.
    event RafflePeriodSet(uint256 period);
    /// @notice Emitted when a raffle round is closed and its draw requested.
    event RaffleDrawRequested(uint256 indexed round, uint256 indexed requestId, uint256 tickets);
    /// @notice Emitted for each raffle winner with the SS hero minted to them.
    event RaffleWinner(uint256 indexed round, address indexed winner, uint256 heroId, uint256 tokenId);

    /// @notice Thrown when a raffle round is drawn before its period ended.
    error RaffleNotReady(uint256 readyAt);
    /// @notice Thrown when a round has no tickets, the card contract has no SS hero, or a draw is unknown.
    error NothingToDraw(uint256 round);
    /// @notice Thrown when a randomness callback does not come from the coordinator.
    error OnlyCoordinator();
    /// @notice Thrown when tickets are zero.
    error WrongAmount();

    /// @notice Adds `tickets` tickets of `user` to the open round (the World Cup contract, TICKETS_ROLE).
    function addTickets(address user, uint256 tickets) external;
}
