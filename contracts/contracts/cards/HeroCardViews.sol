// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IHeroCard} from "./interfaces/IHeroCard.sol";
import {HeroCardRegistry} from "./HeroCardRegistry.sol";
import {HeroCardStore} from "./HeroCardStore.sol";

/// @title HeroCardViews: the reads of {HeroCard}'s mint requests, merges, whitelist and card supply, and its refunds
/// @notice Deployed by HeroCard's constructor and reached through HeroCard's fallback with DELEGATECALL, so every
/// function reads HeroCard's storage (the shared layout of {HeroCardStore}). Every function is a view but one,
/// {rawCancelRandomness}, which only the randomness adapter can call (its `msg.sender` is kept by the
/// DELEGATECALL): it gives back what a request that VRF never answered holds. Called on its own address, a function
/// reads or writes its own empty storage.
contract HeroCardViews is HeroCardStore {
    /// @notice The randomness adapter of the HeroCard that deployed this contract.
    address public immutable coordinator;

    constructor(address coordinator_) {
        coordinator = coordinator_;
    }

    /// @notice The cancellation half of {IRandomnessConsumer}: a mint request gives back its payment, its whitelist
    /// allowance and its promised supply; merges free their cards and give back their prices. The refund is sent
    /// last; a receiver that rejects it makes this call fail, and the coordinator keeps the request for a retry.
    function rawCancelRandomness(uint256 requestId) external {
        if (msg.sender != coordinator) revert IHeroCard.OnlyCoordinator();
        PendingRequest memory request = _requests[requestId];
        delete _requests[requestId];
        address user;
        uint256 refund;
        if (request.kind == RequestKind.Mint) {
            HeroCardRegistry.StoredMint storage mint = _mints.infos[request.first];
            user = mint.user;
            refund = mint.price;
            mint.status = IHeroCard.RequestStatus.Cancelled;
            _registry.reserved[mint.rarity] -= mint.amount;
            _sale.saleSupply -= mint.amount;
            if (mint.forWhitelist) _mints.whitelist[user].remainingAmount += mint.amount;
            emit IHeroCard.MintCancelled(request.first, user, refund);
        } else if (request.kind == RequestKind.Merge) {
            for (uint256 i; i < request.count; ++i) {
                uint256 mergeId = request.first + i;
                HeroCardRegistry.StoredMerge storage merge = _merges.infos[mergeId];
                user = merge.user;
                refund += merge.price;
                merge.status = IHeroCard.RequestStatus.Cancelled;
                delete _merges.mergeOf[merge.tokenIdA];
                delete _merges.mergeOf[merge.tokenIdB];
                emit IHeroCard.MergeCancelled(mergeId, user, merge.price);
            }
        } else {
            revert IHeroCard.OnlyCoordinator();
        }
        _funds.pendingBalance -= refund;
        if (refund != 0) {
            (bool ok,) = user.call{value: refund}("");
            if (!ok) revert IHeroCard.PaymentFailed();
        }
    }

    /// @notice Weapon and background of a card type.
    function cardAttributes(uint256 cardId) external view returns (IHeroCard.CardAttributes memory) {
        return _registry.attributes[cardId];
    }

    /// @notice Cards of a rarity not yet minted nor promised to pending mint requests.
    function availableByRarity(uint256 rarity) external view returns (uint256) {
        return _registry.remaining[rarity] - _registry.reserved[rarity];
    }

    /// @notice Whitelist terms of `user` (rarity, remainingAmount, price).
    function whitelistInfos(address user) external view returns (uint256 rarity, uint256 remainingAmount, uint256 price) {
        IHeroCard.WhitelistInfo storage info = _mints.whitelist[user];
        return (info.rarity, info.remainingAmount, info.price);
    }

    /// @notice Whether `user` has whitelist mints left.
    function containsInWhiteList(address user) external view returns (bool) {
        return _mints.whitelist[user].remainingAmount != 0;
    }

    /// @notice Mint requests of `user`, oldest first; the i-th has mint id `getMintIds(user)[i]`.
    function getMintInfos(address user) external view returns (IHeroCard.MintInfo[] memory infos) {
        uint256[] storage ids = _mints.userMints[user];
        infos = new IHeroCard.MintInfo[](ids.length);
        for (uint256 i; i < ids.length; ++i) {
            HeroCardRegistry.StoredMint storage m = _mints.infos[ids[i]];
            infos[i] = IHeroCard.MintInfo(
                m.tokenId, m.amount, m.user, m.forWhitelist, m.rarity, m.price, m.requestId, m.status
            );
        }
    }

    /// @notice Mint request ids of `user`.
    function getMintIds(address user) external view returns (uint256[] memory) {
        return _mints.userMints[user];
    }

    /// @notice Hero ids drawn for a resolved mint request.
    function getMintHeroes(uint256 mintId) external view returns (uint256[] memory) {
        return _mints.heroes[mintId];
    }

    /// @notice The subset of `mintIds` whose cards are resolved and not yet claimed.
    function getClaimableCards(uint256[] calldata mintIds) external view returns (uint256[] memory claimable) {
        claimable = new uint256[](mintIds.length);
        uint256 n;
        for (uint256 i; i < mintIds.length; ++i) {
            if (_mints.infos[mintIds[i]].status == IHeroCard.RequestStatus.Resolved) {
                claimable[n] = mintIds[i];
                ++n;
            }
        }
        // solhint-disable-next-line no-inline-assembly
        assembly ("memory-safe") {
            mstore(claimable, n) // shrink the array to the ids found
        }
    }

    /// @notice Merges of `user`, oldest first.
    function getMergeInfos(address user) external view returns (IHeroCard.MergeInfo[] memory infos) {
        uint256[] storage ids = _merges.userMerges[user];
        infos = new IHeroCard.MergeInfo[](ids.length);
        for (uint256 i; i < ids.length; ++i) {
            HeroCardRegistry.StoredMerge storage m = _merges.infos[ids[i]];
            infos[i] = IHeroCard.MergeInfo(
                m.tokenIdA,
                m.tokenIdB,
                m.user,
                m.price,
                m.blockNumber,
                m.designate,
                m.successRate,
                m.requestId,
                m.status,
                m.success,
                m.upgradedTokenId
            );
        }
    }

    /// @notice Merge ids of `user`.
    function getMergeIds(address user) external view returns (uint256[] memory) {
        return _merges.userMerges[user];
    }

    /// @notice Price of a random merge at `rarity`.
    function rarityMergePriceMap(uint256 rarity) external view returns (uint256) {
        return _merges.mergePrice[rarity];
    }

    /// @notice Price of a designate merge at `rarity`.
    function rarityDirectionalPriceMap(uint256 rarity) external view returns (uint256) {
        return _merges.directionalPrice[rarity];
    }

    /// @notice Success rate of a merge at `rarity`, in basis points.
    function mergeSuccessRateMap(uint256 rarity) external view returns (uint256) {
        return _merges.successRate[rarity];
    }

    /// @notice The merge that locks `tokenId` (0 when none).
    function mergeOf(uint256 tokenId) external view returns (uint256) {
        return _merges.mergeOf[tokenId];
    }
}
