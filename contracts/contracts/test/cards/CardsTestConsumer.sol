// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IRandomnessConsumer, IRandomnessCoordinator} from "../../cards/interfaces/IRandomnessCoordinator.sol";

/// @dev Test-only consumer of the coordinator: records outcomes.
contract CardsTestConsumer is IRandomnessConsumer {
    IRandomnessCoordinator public immutable coordinator;
    mapping(uint256 requestId => uint256) public outcomes;

    error OnlyCoordinator();
    uint256 public fulfilments;

    constructor(IRandomnessCoordinator coordinator_) {
        coordinator = coordinator_;
    }

    function request() external returns (uint256) {
        return coordinator.requestRandomness();
    }

    function rawFulfillRandomness(uint256 requestId, uint256 randomness) external {
        if (msg.sender != address(coordinator)) revert OnlyCoordinator();
        outcomes[requestId] = randomness;
        ++fulfilments;
    }
}
