// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IRandomnessConsumer, IRandomnessCoordinator} from "../../cards/interfaces/IRandomnessCoordinator.sol";

/// @dev Test-only consumer of the coordinator: records outcomes, cancels on request.
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

    function cancel(uint256 requestId) external {
        coordinator.cancelRequest(requestId);
    }

    function rawFulfillRandomness(uint256 requestId, uint256 randomness) external {
        if (msg.sender != address(coordinator)) revert OnlyCoordinator();
        outcomes[requestId] = randomness;
        ++fulfilments;
    }
}
