// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {HeroCardRegistry} from "./HeroCardRegistry.sol";

/// @title The bookkeeping state of {HeroCard}, shared with its read extension {HeroCardViews}
/// @notice HeroCard lists this contract first among its bases, so these variables take the first storage slots of
/// HeroCard as they do of HeroCardViews; HeroCard's fallback delegates the reads it does not implement to
/// HeroCardViews, which therefore reads HeroCard's own storage.
abstract contract HeroCardStore {
    HeroCardRegistry.Registry internal _registry;
    HeroCardRegistry.Sale internal _sale;
    HeroCardRegistry.Funds internal _funds;
    HeroCardRegistry.Mints internal _mints;
    HeroCardRegistry.Merges internal _merges;

    enum RequestKind {
        None,
        Mint,
        Merge
    }

    /// @dev What a randomness request resolves: one mint request, or `count` merges from merge id `first`.
    struct PendingRequest {
        RequestKind kind;
        uint64 first;
        uint64 count;
    }

    mapping(uint256 requestId => PendingRequest) internal _requests;
}
