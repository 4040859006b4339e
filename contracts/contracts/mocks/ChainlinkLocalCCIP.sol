// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

// Compiles Chainlink's own local CCIP router (@chainlink/local's MockCCIPRouter) for the tests that run the card
// bridge on it: it delivers a message in the sending transaction, as one chain playing both ends of the lane.
// solhint-disable-next-line no-unused-import
import {MockCCIPRouter} from "@chainlink/local/src/vendor/chainlink-ccip/test/mocks/MockRouter.sol";
