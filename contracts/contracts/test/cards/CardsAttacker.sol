// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC721Receiver} from "@openzeppelin/contracts/token/ERC721/IERC721Receiver.sol";

/// @dev Test-only attacker: forwards calls, re-enters a target from onERC721Received, or refuses tokens.
contract CardsAttacker is IERC721Receiver {
    /// @dev Thrown when the attacker refuses a token it dislikes.
    error Refused(uint256 tokenId);

    address public reenterTarget;
    bytes public reenterData;
    bool public refuseAll;
    /// @dev The revert data of the last re-entry attempt (the guard's error when blocked).
    bytes public lastReentryError;
    uint256 public received;

    function setReenter(address target, bytes calldata data) external {
        reenterTarget = target;
        reenterData = data;
    }

    function setRefuseAll(bool refuse) external {
        refuseAll = refuse;
    }

    function call(address target, bytes calldata data) external payable returns (bytes memory) {
        // solhint-disable-next-line avoid-low-level-calls
        (bool ok, bytes memory result) = target.call{value: msg.value}(data);
        if (!ok) {
            // solhint-disable-next-line no-inline-assembly
            assembly ("memory-safe") {
                revert(add(result, 32), mload(result))
            }
        }
        return result;
    }

    function onERC721Received(address, address, uint256 tokenId, bytes calldata) external returns (bytes4) {
        if (refuseAll) revert Refused(tokenId);
        ++received;
        address target = reenterTarget;
        if (target != address(0)) {
            reenterTarget = address(0);
            // solhint-disable-next-line avoid-low-level-calls
            (bool ok, bytes memory result) = target.call(reenterData);
            if (!ok) lastReentryError = result;
        }
        return IERC721Receiver.onERC721Received.selector;
    }

    /// @dev Refuses native coin while set (a merger that rejects its refund).
    bool public refuseEther;

    function setRefuseEther(bool refuse) external {
        refuseEther = refuse;
    }

    receive() external payable {
        if (refuseEther) revert Refused(0);
    }
}
