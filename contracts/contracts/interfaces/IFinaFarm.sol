// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/// @title IFinaFarm: MasterChef-style staking of LP tokens (and FINA) for FINA rewards, with deposit-duration tiers
interface IFinaFarm {
    /// @notice A farm pool (docs/product.md#farm-tiers: lpToken, allocPoint, lastRewardBlock, accRewardPerShare) and the stake
    ///         it counts internally (never `balanceOf(this)`).
    struct PoolInfo {
        IERC20 lpToken;
        uint32 allocPoint;
        uint64 lastRewardBlock;
        uint256 accRewardPerShare;
        uint256 totalStaked;
    }

    /// @notice A position (docs/product.md#farm-tiers: amount, rewardDebt, firstDepositedTime, averageDepositedTime), packed in
    ///         two storage words; amounts above 2^128 revert with SafeCastOverflowedUintDowncast.
    struct UserLPInfo {
        uint128 amount;
        uint128 rewardDebt;
        uint64 firstDepositedTime;
        uint64 averageDepositedTime;
    }

    /// @notice Tier i is reached when `now - averageDepositedTime >= minSeconds`; it pays `rewardBps` / 10000 of
    ///         the pending reward. Tiers of a pool are in strictly ascending `minSeconds`.
    struct Tier {
        uint32 minSeconds;
        uint16 rewardBps;
    }

    /// @notice Emitted after `user` staked `amount` in `pid`.
    event Deposited(address indexed user, uint256 indexed pid, uint256 amount);
    /// @notice Emitted after `user` withdrew `amount` from `pid`.
    event Withdrawn(address indexed user, uint256 indexed pid, uint256 amount);
    /// @notice Emitted after `user` withdrew the whole stake without rewards; `forfeited` is the pending reward lost.
    event EmergencyWithdrawn(address indexed user, uint256 indexed pid, uint256 amount, uint256 forfeited);
    /// @notice Emitted when a pool's pending reward is settled at tier `tier`: `reward` is the tier's share (paid
    ///         or owed), `forfeited` stays in the reward reserve.
    event RewardClaimed(
        address indexed user, uint256 indexed pid, address indexed to, uint256 reward, uint256 forfeited, int256 tier
    );
    /// @notice Emitted when the reserve could not pay `amount` and it was recorded as owed to `user`.
    event RewardOwed(address indexed user, uint256 amount);
    /// @notice Emitted when earlier owed rewards were paid.
    event OwedRewardPaid(address indexed user, address indexed to, uint256 amount);
    /// @notice Emitted when reward tokens were added to the reserve.
    event RewardsFunded(address indexed from, uint256 amount);
    /// @notice Emitted when a pool is added.
    event PoolAdded(uint256 indexed pid, address indexed lpToken, uint256 allocPoint);
    /// @notice Emitted when a pool's allocation changes.
    event PoolAllocPointUpdated(uint256 indexed pid, uint256 allocPoint);
    /// @notice Emitted when a pool's tiers change.
    event TiersUpdated(uint256 indexed pid, Tier[] tiers);
    /// @notice Emitted when the emission rate changes.
    event RewardPerBlockUpdated(uint256 rewardPerBlock);
    /// @notice Emitted when the admin recovered tokens nobody is owed.
    event TokenRecovered(address indexed token, address indexed to, uint256 amount);

    /// @notice Thrown when an address argument is zero.
    error AddressIsNull();
    /// @notice Thrown on a zero deposit or withdrawal, or a withdrawal above the position.
    error WrongAmount(uint256 amount);
    /// @notice Thrown when `pid` does not exist.
    error UnknownPool(uint256 pid);
    /// @notice Thrown when a stake token is added a second time.
    error LpTokenAlreadyAdded(address lpToken);
    /// @notice Thrown when tiers are empty, more than MAX_TIERS (5), not strictly ascending or above 10000 bps.
    error InvalidTiers();
    /// @notice Thrown when a tier index is neither -1 nor an index of the pool's tiers.
    error InvalidTierIndex(int256 index);
    /// @notice Thrown when an emergency withdrawal finds no position.
    error NothingStaked(uint256 pid, address user);
    /// @notice Thrown when the admin tries to recover more than the tokens nobody is owed.
    error ExceedsRecoverable(uint256 amount, uint256 recoverable);

    function depositLP(uint256 pid, uint256 amount) external;
    function withdrawLP(uint256 pid, uint256 amount) external;
    function withdrawEmergency(uint256 pid) external;
    function claim(uint256 pid) external;
    function claimTo(uint256 pid, address to) external;
    function claimAll() external;
    function claimAllTo(address to) external;
    function fundRewards(uint256 amount) external;

    function pendingLPReward(uint256 pid, address user) external view returns (uint256);
    function pendingLPRewardByTier(uint256 pid, address user) external view returns (uint256);
    function currentUserTier(uint256 pid, address user) external view returns (int256);
    function poolLength() external view returns (uint256);
    function getTiers(uint256 pid) external view returns (Tier[] memory);
    function calcTier(uint256 pid, uint256 averageDepositedTime, uint256 timestamp) external view returns (int256);
    function calcRewardAtTier(uint256 pid, uint256 pending, int256 tierIndex) external view returns (uint256);
    function calcAverageDepositedTime(uint256 amount, uint256 averageDepositedTime, uint256 deposit, uint256 timestamp)
        external
        pure
        returns (uint256);
}
