// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";

interface IExchange {
    function exchange(uint256[] calldata tokenIds) external payable returns (uint256);
    function claimRefund(address to) external;
}

/// @title BridgeWallet: a contract wallet that bridges cards and can refuse native coin (test only)
contract BridgeWallet {
    error Refused();

    bool public refuseNative = true;
    bool public burnGas;

    function setRefuseNative(bool refuse) external {
        refuseNative = refuse;
    }

    function setBurnGas(bool burn) external {
        burnGas = burn;
    }

    function bridge(IERC721 card, IExchange cardBridge, uint256[] calldata tokenIds) external payable {
        card.setApprovalForAll(address(cardBridge), true);
        cardBridge.exchange{value: msg.value}(tokenIds);
    }

    function claim(IExchange cardBridge, address to) external {
        cardBridge.claimRefund(to);
    }

    // solhint-disable-next-line no-complex-fallback
    receive() external payable {
        // Runs out of gas: spins until nothing is left.
        uint256 spin;
        while (burnGas) {
            ++spin;
        }
        if (refuseNative) revert Refused();
    }
}
