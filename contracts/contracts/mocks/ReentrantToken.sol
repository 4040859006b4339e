// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title ReentrantToken: an attacker ERC20 that calls back into a target during every transfer (test only)
/// @notice When armed, each transfer first calls `target` with `payload` and records whether the call succeeded,
///         without reverting itself, so the outer call completes and its invariants can be checked.
contract ReentrantToken is ERC20 {
    address public target;
    bytes public payload;
    uint256 public reentryAttempts;
    uint256 public reentrySuccesses;
    bool private _inHook;

    error ExecuteFailed();

    constructor() ERC20("Reentrant", "REENTER") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function arm(address target_, bytes calldata payload_) external {
        target = target_;
        payload = payload_;
    }

    /// @notice Acts as a farm user itself (approve, deposit...), so the re-entering calls have a position.
    function execute(address to, bytes calldata data) external {
        // solhint-disable-next-line avoid-low-level-calls
        (bool ok,) = to.call(data);
        require(ok, ExecuteFailed());
    }

    function disarm() external {
        target = address(0);
    }

    function _update(address from, address to, uint256 value) internal override {
        if (target != address(0) && !_inHook && from != address(0) && to != address(0)) {
            _inHook = true;
            ++reentryAttempts;
            // solhint-disable-next-line avoid-low-level-calls
            (bool ok,) = target.call(payload);
            if (ok) ++reentrySuccesses;
            _inHook = false;
        }
        super._update(from, to, value);
    }
}
