// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title BridgeReenterer: re-enters a bridge while it pays native coin or mints (test only)
/// @notice As a payee (`receive`), the minter's card (`mintCards`) or a stray token being recovered, it calls `victim` with `data` once and
/// keeps the revert data, which the tests compare with ReentrancyGuardReentrantCall.
contract BridgeReenterer {
    address public victim;
    bytes public data;
    bool public attempted;
    bytes public revertData;
    uint256 private _nextId = 1;

    function arm(address victim_, bytes calldata data_) external {
        victim = victim_;
        data = data_;
        attempted = false;
        delete revertData;
    }

    /// @notice Forwards a call (to act as a role holder or a bridge user).
    function execute(address to, bytes calldata callData) external payable {
        (bool ok, bytes memory result) = to.call{value: msg.value}(callData);
        if (!ok) {
            // solhint-disable-next-line no-inline-assembly
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
    }

    function mintCards(address, uint256, uint256, uint256 quantity) external returns (uint256 first) {
        _reenter();
        first = _nextId;
        _nextId += quantity;
    }

    /// @notice As a stray ERC20 being recovered.
    function transfer(address, uint256) external returns (bool) {
        _reenter();
        return true;
    }

    /// @notice As a stray NFT being recovered.
    function transferFrom(address, address, uint256) external {
        _reenter();
    }

    receive() external payable {
        _reenter();
    }

    function _reenter() private {
        if (victim == address(0) || attempted) return;
        attempted = true;
        // solhint-disable-next-line avoid-low-level-calls
        (bool ok, bytes memory result) = victim.call(data);
        if (!ok) revertData = result;
    }
}
