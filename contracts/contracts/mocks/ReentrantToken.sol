// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title ReentrantToken: an attacker ERC20 that calls back into a hookTarget during every transfer (test only)
/// @notice When armed, each transfer first calls `hookTarget` with `payload` and records whether the call succeeded,
///         without reverting itself, so the outer call completes and its invariants can be checked.
contract ReentrantToken is ERC20 {
    address public hookTarget;
    bytes public payload;
    uint256 public reentryAttempts;
    uint256 public reentrySuccesses;
    /// @notice Revert data of the latest failed re-entry (its selector shows why it failed).
    bytes public lastRevert;
    bool private _inHook;

    error ExecuteFailed();

    constructor() ERC20("Reentrant", "REENTER") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function arm(address target_, bytes calldata payload_) external {
        hookTarget = target_;
        payload = payload_;
    }

    /// @notice Acts as a farm user itself (approve, deposit...), so the re-entering calls have a position.
    function execute(address to, bytes calldata data) external {
        // solhint-disable-next-line avoid-low-level-calls
        (bool ok,) = to.call(data);
        require(ok, ExecuteFailed());
    }

    function disarm() external {
        hookTarget = address(0);
    }

    function _update(address from, address to, uint256 value) internal override {
        if (hookTarget != address(0) && !_inHook && from != address(0) && to != address(0)) {
            _inHook = true;
            ++reentryAttempts;
            // solhint-disable-next-line avoid-low-level-calls
            (bool ok, bytes memory result) = hookTarget.call(payload);
            if (ok) ++reentrySuccesses;
            else lastRevert = result;
            _inHook = false;
        }
        super._update(from, to, value);
    }
}
