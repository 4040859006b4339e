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

    function setRefuseNative(bool refuse) external {
        refuseNative = refuse;
    }

    function bridge(IERC721 card, IExchange cardBridge, uint256[] calldata tokenIds) external payable {
        card.setApprovalForAll(address(cardBridge), true);
        cardBridge.exchange{value: msg.value}(tokenIds);
    }

    function claim(IExchange cardBridge, address to) external {
        cardBridge.claimRefund(to);
    }

    receive() external payable {
        if (refuseNative) revert Refused();
    }
}
