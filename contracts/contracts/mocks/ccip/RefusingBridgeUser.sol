// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice A contract wallet that refuses native coin (no receive function): it forwards calls, as a bridge user or
/// as the receiver of a payout, so the tests can see a payment to it fail.
contract RefusingBridgeUser {
    /// @notice Forwards a call with value; bubbles its revert.
    function execute(address to, bytes calldata callData) external payable {
        (bool ok, bytes memory result) = to.call{value: msg.value}(callData);
        if (!ok) {
            // solhint-disable-next-line no-inline-assembly
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
    }
}
