// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IRandomnessConsumer, IRandomnessAdapter} from "../../cards/interfaces/IRandomnessAdapter.sol";

/// @dev Test-only consumer of the coordinator: records outcomes and cancellations; can be told to fail its callbacks
/// (revert, or burn all the gas it gets) to show that a failing consumer blocks nothing.
contract CardsTestConsumer is IRandomnessConsumer {
    IRandomnessAdapter public immutable coordinator;
    mapping(uint256 requestId => uint256) public outcomes;
    mapping(uint256 requestId => bool) public cancelled;

    error OnlyCoordinator();
    error Failing();

    uint256 public fulfilments;
    /// @dev Whether its requests may be delivered after a failed callback (default true).
    bool public redeliverable = true;
    /// @dev 0: works; 1: reverts; 2: runs out of gas (all the gas it gets is spent at once).
    uint8 public mode;

    constructor(IRandomnessAdapter coordinator_) {
        coordinator = coordinator_;
    }

    function request() external returns (uint256) {
        return coordinator.requestRandomness(redeliverable);
    }

    function setRedeliverable(bool redeliverable_) external {
        redeliverable = redeliverable_;
    }

    function setMode(uint8 mode_) external {
        mode = mode_;
    }

    function rawFulfillRandomness(uint256 requestId, uint256 randomness) external {
        if (msg.sender != address(coordinator)) revert OnlyCoordinator();
        _maybeFail();
        outcomes[requestId] = randomness;
        ++fulfilments;
    }

    function rawCancelRandomness(uint256 requestId) external {
        if (msg.sender != address(coordinator)) revert OnlyCoordinator();
        _maybeFail();
        cancelled[requestId] = true;
    }

    function _maybeFail() private view {
        if (mode == 1) revert Failing();
        if (mode == 2) {
            // The INVALID opcode spends every unit of gas the call has, as a loop until out of gas would, but in one
            // step: under solidity-coverage the calls get a huge gas allowance, and a loop took about two minutes.
            // solhint-disable-next-line no-inline-assembly
            assembly {
                invalid()
            }
        }
    }
}
