// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

// Compiles Chainlink's own VRF v2.5 coordinator mock, deployed on the local chains (devnet, tests) where the keeper
// plays Chainlink's network with `fulfillRandomWordsWithOverride`.
// solhint-disable-next-line no-unused-import
import {VRFCoordinatorV2_5Mock} from "@chainlink/contracts/src/v0.8/vrf/mocks/VRFCoordinatorV2_5Mock.sol";
