// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @dev Test-only attacker: forwards calls and re-enters a target once when it receives native coin.
contract PayoutAttacker {
    address public reenterTarget;
    bytes public reenterData;
    /// @dev The revert data of the last re-entry attempt (the guard's error when blocked).
    bytes public lastReentryError;

    function setReenter(address target, bytes calldata data) external {
        reenterTarget = target;
        reenterData = data;
    }

    function call(address target, bytes calldata data) external returns (bytes memory) {
        // solhint-disable-next-line avoid-low-level-calls
        (bool ok, bytes memory result) = target.call(data);
        if (!ok) {
            // solhint-disable-next-line no-inline-assembly
            assembly ("memory-safe") {
                revert(add(result, 32), mload(result))
            }
        }
        return result;
    }

    // solhint-disable-next-line no-complex-fallback
    receive() external payable {
        address target = reenterTarget;
        if (target != address(0)) {
            reenterTarget = address(0);
            // solhint-disable-next-line avoid-low-level-calls
            (bool ok, bytes memory result) = target.call(reenterData);
            if (!ok) lastReentryError = result;
        }
    }
}
