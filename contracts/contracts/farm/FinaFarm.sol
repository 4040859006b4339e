// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {IFinaFarm} from "../interfaces/IFinaFarm.sol";

/// @title FinaFarm: stake LP tokens (or FINA itself) and earn FINA, paid by deposit-duration tier
/// @notice Every block emits `rewardPerBlock` FINA, split over the pools by `allocPoint` and within a pool by
///         stake (MasterChef accounting). When a pending reward is settled (on deposit, withdrawal or claim), the
///         position's tier pays `rewardBps` / 10000 of it; the rest is forfeited and stays in the reward reserve.
///         Rewards are paid from `rewardReserve` (funded with `fundRewards`); an underfunded reserve pays what it
///         has and records the rest in `rewardOwed`, paid by a later claim.
/// @dev Fixes of the original farm's defects: `withdrawEmergency` deletes the position (it cannot be repeated), the
///      tier loop counts down without underflow and returns NO_TIER (-1) when no tier is reached, a withdrawal never
///      moves `averageDepositedTime`, there is no migrator, a stake token can be added only once, stakes are counted
///      in `totalStaked` (never `balanceOf(this)`), and allocation or emission changes update every pool first.
contract FinaFarm is IFinaFarm, AccessControl, Pausable, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;
    using SafeCast for uint256;

    /// @notice Role allowed to add pools, change allocations, tiers and emission, and recover stray tokens.
    bytes32 public constant ADMIN_ROLE = keccak256("ADMIN_ROLE");
    /// @notice Role allowed to pause and unpause.
    bytes32 public constant PAUSER_ROLE = keccak256("PAUSER_ROLE");
    /// @notice `currentUserTier` and `calcTier` return this when no tier is reached (or there is no position).
    int256 public constant NO_TIER = -1;
    /// @notice Most tiers a pool may have (they are packed into one storage word).
    uint256 public constant MAX_TIERS = 5;

    uint256 private constant BPS = 10_000;
    uint256 private constant ACC_PRECISION = 1e12;
    /// @notice A pool emits only while its total stake is at least this. Below it the blocks pass
    /// without emission (the reward stays in the reserve), so a dust stake alone earns nothing, and
    /// `accRewardPerShare` grows by at most `reward * 1e12 / 1e16` per block: `rewardDebt` of any sane stake fits
    /// its 128 bits for ever (a stake of 1e27 base units stays below 2^128 until the pool emits 3.4e9 tokens).
    uint256 public constant MIN_REWARDED_STAKE = 1e16;
    uint256 private constant TIER_BITS = 48;
    uint256 private constant COUNT_SHIFT = 248;

    /// @notice The reward token (FINA).
    IERC20 public immutable rewardToken;
    /// @notice First block that emits rewards.
    uint256 public immutable startBlock;
    /// @notice Reward emitted per block over all pools.
    uint128 public rewardPerBlock;
    /// @notice Sum of every pool's allocPoint (packed with `rewardPerBlock`: one storage read per pool update).
    uint128 public totalAllocPoint;
    /// @notice Reward tokens held for payouts (funded minus paid); stakes of a FINA pool are not part of it.
    uint256 public rewardReserve;
    /// @notice Sum of `rewardOwed`.
    uint256 public totalRewardOwed;
    /// @notice Rewards a user earned while the reserve was empty, paid by a later claim.
    mapping(address user => uint256 amount) public rewardOwed;
    /// @notice Positions by pool and user (amount, rewardDebt, firstDepositedTime, averageDepositedTime).
    mapping(uint256 pid => mapping(address user => UserLPInfo info)) public userLPInfo;

    /// @dev Pools by pid (a mapping, not an array: the pid check reads the pool's first word, needed anyway).
    mapping(uint256 pid => PoolInfo pool) private _pools;
    uint256 private _poolCount;
    /// @dev Tiers of a pool in one word: tier i at bit 48 * i (minSeconds: 32 bits, then rewardBps: 16 bits), the
    ///      count in the top byte.
    mapping(uint256 pid => uint256 packed) private _packedTiers;
    mapping(address lpToken => uint256 pidPlusOne) private _pidPlusOne;

    /// @param rewardToken_ the reward token (FINA)
    /// @param admin receives DEFAULT_ADMIN_ROLE, ADMIN_ROLE and PAUSER_ROLE
    /// @param rewardPerBlock_ initial emission per block
    /// @param startBlock_ first rewarded block (the current block if earlier)
    constructor(IERC20 rewardToken_, address admin, uint256 rewardPerBlock_, uint256 startBlock_) {
        if (address(rewardToken_) == address(0) || admin == address(0)) revert AddressIsNull();
        rewardToken = rewardToken_;
        rewardPerBlock = rewardPerBlock_.toUint128();
        startBlock = Math.max(startBlock_, block.number);
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(ADMIN_ROLE, admin);
        _grantRole(PAUSER_ROLE, admin);
    }

    // ------------------------------------------------------------------ user actions

    /// @inheritdoc IFinaFarm
    /// @notice Settles the pending reward at the current tier, then stakes `amount`; the average deposit time
    ///         moves to the amount-weighted mean of the old average and now.
    function depositLP(uint256 pid, uint256 amount) external nonReentrant whenNotPaused {
        if (amount == 0) revert WrongAmount(0);
        PoolInfo storage pool = _pool(pid);
        UserLPInfo storage user = userLPInfo[pid][msg.sender];
        uint256 acc = _updatePool(pool);
        uint256 staked = user.amount;
        uint256 reward = _settle(pid, user, staked, acc, msg.sender);

        uint64 averageBefore = user.averageDepositedTime;
        uint64 average = uint64(calcAverageDepositedTime(staked, averageBefore, amount, block.timestamp));
        if (staked == 0) user.firstDepositedTime = uint64(block.timestamp);
        if (average != averageBefore) user.averageDepositedTime = average;
        staked += amount;
        user.amount = staked.toUint128();
        user.rewardDebt = (staked * acc / ACC_PRECISION).toUint128();
        // Stakes are counted here, never read from balanceOf(this): donations change nothing. Stake tokens are LP
        // pairs and FINA, added by the admin; fee-on-transfer or rebasing tokens are not supported.
        pool.totalStaked += amount;
        emit Deposited(msg.sender, pid, amount);
        pool.lpToken.safeTransferFrom(msg.sender, address(this), amount);
        _pay(msg.sender, msg.sender, reward, false);
    }

    /// @inheritdoc IFinaFarm
    /// @notice Settles the pending reward at the current tier, then returns `amount` of the stake. The average
    ///         deposit time does not move (also when the position is closed).
    function withdrawLP(uint256 pid, uint256 amount) external nonReentrant whenNotPaused {
        PoolInfo storage pool = _pool(pid);
        UserLPInfo storage user = userLPInfo[pid][msg.sender];
        uint256 staked = user.amount;
        if (amount == 0 || amount > staked) revert WrongAmount(amount);
        uint256 acc = _updatePool(pool);
        uint256 reward = _settle(pid, user, staked, acc, msg.sender);
        unchecked {
            staked -= amount; // amount <= staked, checked above
        }
        // Fits: at most the amount stored before.
        user.amount = uint128(staked);
        user.rewardDebt = (staked * acc / ACC_PRECISION).toUint128();
        pool.totalStaked -= amount;
        emit Withdrawn(msg.sender, pid, amount);
        pool.lpToken.safeTransfer(msg.sender, amount);
        _pay(msg.sender, msg.sender, reward, false);
    }

    /// @inheritdoc IFinaFarm
    /// @notice Returns the whole stake without any reward and deletes the position. Works while paused.
    function withdrawEmergency(uint256 pid) external nonReentrant {
        PoolInfo storage pool = _pool(pid);
        UserLPInfo storage user = userLPInfo[pid][msg.sender];
        uint256 amount = user.amount;
        if (amount == 0) revert NothingStaked(pid, msg.sender);
        uint256 forfeited = amount * pool.accRewardPerShare / ACC_PRECISION - user.rewardDebt;
        delete userLPInfo[pid][msg.sender];
        pool.totalStaked -= amount;
        emit EmergencyWithdrawn(msg.sender, pid, amount, forfeited);
        pool.lpToken.safeTransfer(msg.sender, amount);
    }

    /// @inheritdoc IFinaFarm
    /// @notice Pays the pending reward of `pid` at the current tier, plus any owed reward, to the caller.
    function claim(uint256 pid) external nonReentrant whenNotPaused {
        _pay(msg.sender, msg.sender, _claim(pid, msg.sender), true);
    }

    /// @inheritdoc IFinaFarm
    /// @notice As `claim`, paid to `to`.
    function claimTo(uint256 pid, address to) external nonReentrant whenNotPaused {
        if (to == address(0)) revert AddressIsNull();
        _pay(msg.sender, to, _claim(pid, to), true);
    }

    /// @inheritdoc IFinaFarm
    /// @notice Claims every pool in one transfer.
    function claimAll() external nonReentrant whenNotPaused {
        _pay(msg.sender, msg.sender, _claimAll(msg.sender), true);
    }

    /// @inheritdoc IFinaFarm
    /// @notice As `claimAll`, paid to `to`.
    function claimAllTo(address to) external nonReentrant whenNotPaused {
        if (to == address(0)) revert AddressIsNull();
        _pay(msg.sender, to, _claimAll(to), true);
    }

    /// @inheritdoc IFinaFarm
    /// @notice Adds `amount` reward tokens (pulled from the caller) to the reserve. Anyone may fund.
    function fundRewards(uint256 amount) external nonReentrant {
        if (amount == 0) revert WrongAmount(0);
        rewardToken.safeTransferFrom(msg.sender, address(this), amount);
        rewardReserve += amount;
        emit RewardsFunded(msg.sender, amount);
    }

    /// @notice Brings a pool's accumulator up to the current block. Anyone may call.
    function updatePool(uint256 pid) external {
        _updatePool(_pool(pid));
    }

    /// @notice Brings every pool up to the current block. Anyone may call.
    function massUpdatePools() public {
        uint256 length = _poolCount;
        for (uint256 pid = 0; pid < length; ++pid) {
            _updatePool(_pools[pid]);
        }
    }

    // ------------------------------------------------------------------ admin

    /// @notice Adds a pool for `lpToken` (each token once; FINA itself is allowed: single staking).
    function add(IERC20 lpToken, uint32 allocPoint, Tier[] calldata tiers) external onlyRole(ADMIN_ROLE) {
        if (address(lpToken) == address(0)) revert AddressIsNull();
        if (_pidPlusOne[address(lpToken)] != 0) revert LpTokenAlreadyAdded(address(lpToken));
        massUpdatePools();
        uint256 pid = _poolCount;
        _poolCount = pid + 1;
        _pools[pid] = PoolInfo({
            lpToken: lpToken,
            allocPoint: allocPoint,
            lastRewardBlock: uint64(Math.max(block.number, startBlock)),
            accRewardPerShare: 0,
            totalStaked: 0
        });
        _pidPlusOne[address(lpToken)] = pid + 1;
        totalAllocPoint += allocPoint;
        emit PoolAdded(pid, address(lpToken), allocPoint);
        _setTiers(pid, tiers);
    }

    /// @notice Changes a pool's share of the emission (every pool is updated first).
    function set(uint256 pid, uint32 allocPoint) external onlyRole(ADMIN_ROLE) {
        PoolInfo storage pool = _pool(pid);
        massUpdatePools();
        totalAllocPoint = totalAllocPoint - pool.allocPoint + allocPoint;
        pool.allocPoint = allocPoint;
        emit PoolAllocPointUpdated(pid, allocPoint);
    }

    /// @notice Replaces a pool's tiers; they apply to every later settlement, also of rewards already pending.
    function setTiers(uint256 pid, Tier[] calldata tiers) external onlyRole(ADMIN_ROLE) {
        _pool(pid);
        _setTiers(pid, tiers);
    }

    /// @notice Changes the emission per block (every pool is updated first).
    function setRewardPerBlock(uint256 rewardPerBlock_) external onlyRole(ADMIN_ROLE) {
        massUpdatePools();
        rewardPerBlock = rewardPerBlock_.toUint128();
        emit RewardPerBlockUpdated(rewardPerBlock_);
    }

    /// @notice Sends `amount` of `token` that nobody is owed to `to`: the balance minus the stakes of its pool and,
    ///         for the reward token, minus the reward reserve.
    function recoverToken(IERC20 token, address to, uint256 amount) external onlyRole(ADMIN_ROLE) nonReentrant {
        if (to == address(0)) revert AddressIsNull();
        uint256 recoverable = recoverableAmount(token);
        if (amount > recoverable) revert ExceedsRecoverable(amount, recoverable);
        token.safeTransfer(to, amount);
        emit TokenRecovered(address(token), to, amount);
    }

    /// @notice Stops deposits, withdrawals and claims (emergency withdrawals keep working).
    function pause() external onlyRole(PAUSER_ROLE) {
        _pause();
    }

    /// @notice Resumes deposits, withdrawals and claims.
    function unpause() external onlyRole(PAUSER_ROLE) {
        _unpause();
    }

    // ------------------------------------------------------------------ reads

    /// @inheritdoc IFinaFarm
    function poolLength() external view returns (uint256) {
        return _poolCount;
    }

    /// @notice A pool: lpToken, allocPoint, lastRewardBlock, accRewardPerShare, totalStaked.
    function poolInfo(uint256 pid) external view returns (PoolInfo memory) {
        return _pool(pid);
    }

    /// @notice The pool id of a stake token, or reverts with UnknownPool(type(uint256).max).
    function poolIdOf(address lpToken) external view returns (uint256) {
        uint256 pidPlusOne = _pidPlusOne[lpToken];
        if (pidPlusOne == 0) revert UnknownPool(type(uint256).max);
        return pidPlusOne - 1;
    }

    /// @notice Tokens of `token` held here that nobody is owed (see `recoverToken`).
    function recoverableAmount(IERC20 token) public view returns (uint256) {
        uint256 pidPlusOne = _pidPlusOne[address(token)];
        uint256 owed = pidPlusOne == 0 ? 0 : _pools[pidPlusOne - 1].totalStaked;
        if (token == rewardToken) owed += rewardReserve;
        uint256 balance = token.balanceOf(address(this));
        return balance > owed ? balance - owed : 0;
    }

    /// @inheritdoc IFinaFarm
    function getTiers(uint256 pid) external view returns (Tier[] memory tiers) {
        _pool(pid);
        uint256 packed = _packedTiers[pid];
        uint256 count = packed >> COUNT_SHIFT;
        tiers = new Tier[](count);
        for (uint256 i = 0; i < count; ++i) {
            (tiers[i].minSeconds, tiers[i].rewardBps) = _unpackTier(packed, i);
        }
    }

    /// @inheritdoc IFinaFarm
    /// @notice The whole pending reward of a position (before its tier share).
    function pendingLPReward(uint256 pid, address user) public view returns (uint256) {
        PoolInfo storage pool = _pool(pid);
        UserLPInfo storage info = userLPInfo[pid][user];
        uint256 acc = pool.accRewardPerShare;
        uint256 staked = pool.totalStaked;
        if (block.number > pool.lastRewardBlock && staked >= MIN_REWARDED_STAKE) {
            acc += _poolReward(pool) * ACC_PRECISION / staked;
        }
        return info.amount * acc / ACC_PRECISION - info.rewardDebt;
    }

    /// @inheritdoc IFinaFarm
    /// @notice What a claim would pay now: the pending reward times the current tier's share.
    function pendingLPRewardByTier(uint256 pid, address user) external view returns (uint256) {
        return calcRewardAtTier(pid, pendingLPReward(pid, user), currentUserTier(pid, user));
    }

    /// @inheritdoc IFinaFarm
    /// @notice The tier index reached now, or NO_TIER (-1) without a position or when no tier is reached.
    function currentUserTier(uint256 pid, address user) public view returns (int256) {
        _pool(pid);
        UserLPInfo storage info = userLPInfo[pid][user];
        if (info.amount == 0) return NO_TIER;
        return calcTier(pid, info.averageDepositedTime, block.timestamp);
    }

    /// @inheritdoc IFinaFarm
    /// @notice The highest tier i with `timestamp - averageDepositedTime >= minSeconds[i]`, or NO_TIER (-1) when
    ///         none is, when `averageDepositedTime` is 0 or when `timestamp` is before it.
    function calcTier(uint256 pid, uint256 averageDepositedTime, uint256 timestamp) public view returns (int256) {
        _pool(pid);
        return _tierOf(pid, averageDepositedTime, timestamp);
    }

    /// @inheritdoc IFinaFarm
    /// @notice floor(pending * rewardBps / 10000) of tier `tierIndex`; 0 for NO_TIER.
    function calcRewardAtTier(uint256 pid, uint256 pending, int256 tierIndex) public view returns (uint256) {
        _pool(pid);
        uint256 packed = _packedTiers[pid];
        if (tierIndex < NO_TIER || tierIndex >= int256(packed >> COUNT_SHIFT)) revert InvalidTierIndex(tierIndex);
        return _rewardAtTier(packed, pending, tierIndex);
    }

    /// @inheritdoc IFinaFarm
    /// @notice floor((amount * average + deposit * timestamp) / (amount + deposit)); `timestamp` when amount is 0;
    ///         unchanged when the deposit is 0.
    function calcAverageDepositedTime(uint256 amount, uint256 averageDepositedTime, uint256 deposit, uint256 timestamp)
        public
        pure
        returns (uint256)
    {
        if (deposit == 0) return averageDepositedTime;
        if (amount == 0) return timestamp;
        if ((amount | deposit) >> 128 == 0 && (averageDepositedTime | timestamp) >> 64 == 0) {
            // Common case: every product is below 2^192 and the sum below 2^193, so nothing overflows.
            return (amount * averageDepositedTime + deposit * timestamp) / (amount + deposit);
        }
        return Math.mulDiv(amount, averageDepositedTime, amount + deposit)
            + Math.mulDiv(deposit, timestamp, amount + deposit)
            + _averageCarry(amount, averageDepositedTime, deposit, timestamp);
    }

    // ------------------------------------------------------------------ internals

    function _pool(uint256 pid) private view returns (PoolInfo storage pool) {
        pool = _pools[pid];
        if (address(pool.lpToken) == address(0)) revert UnknownPool(pid);
    }

    /// @dev Rewards of a pool since its last update, rounded down.
    function _poolReward(PoolInfo storage pool) private view returns (uint256) {
        uint256 allocPoint = pool.allocPoint;
        if (allocPoint == 0) return 0;
        return (block.number - pool.lastRewardBlock) * rewardPerBlock * allocPoint / totalAllocPoint;
    }

    /// @dev Returns the pool's updated accRewardPerShare. Rounds down: the sum of shares never exceeds the emission.
    function _updatePool(PoolInfo storage pool) private returns (uint256 acc) {
        acc = pool.accRewardPerShare;
        if (block.number <= pool.lastRewardBlock) return acc;
        uint256 staked = pool.totalStaked;
        if (staked >= MIN_REWARDED_STAKE) {
            uint256 reward = _poolReward(pool);
            if (reward != 0) {
                acc += reward * ACC_PRECISION / staked;
                pool.accRewardPerShare = acc;
            }
        }
        pool.lastRewardBlock = uint64(block.number);
    }

    /// @dev Settles a position's pending reward at its current tier and returns the tier's share (to be paid).
    function _settle(uint256 pid, UserLPInfo storage user, uint256 staked, uint256 acc, address to)
        private
        returns (uint256 reward)
    {
        if (staked == 0) return 0;
        uint256 pending = staked * acc / ACC_PRECISION - user.rewardDebt;
        if (pending == 0) return 0;
        uint256 packed = _packedTiers[pid];
        int256 tier = _tierIn(packed, user.averageDepositedTime, block.timestamp);
        reward = _rewardAtTier(packed, pending, tier);
        emit RewardClaimed(msg.sender, pid, to, reward, pending - reward, tier);
    }

    function _claim(uint256 pid, address to) private returns (uint256 reward) {
        PoolInfo storage pool = _pool(pid);
        UserLPInfo storage user = userLPInfo[pid][msg.sender];
        uint256 acc = _updatePool(pool);
        uint256 staked = user.amount;
        reward = _settle(pid, user, staked, acc, to);
        user.rewardDebt = (staked * acc / ACC_PRECISION).toUint128();
    }

    function _claimAll(address to) private returns (uint256 reward) {
        uint256 length = _poolCount;
        for (uint256 pid = 0; pid < length; ++pid) {
            if (userLPInfo[pid][msg.sender].amount != 0) reward += _claim(pid, to);
        }
    }

    /// @dev Pays `amount` (plus the owed balance when `withOwed`) from the reserve; records any shortfall as owed.
    function _pay(address user, address to, uint256 amount, bool withOwed) private {
        uint256 owedBefore = withOwed ? rewardOwed[user] : 0;
        uint256 due = amount + owedBefore;
        if (due == 0) return;
        uint256 reserve = rewardReserve;
        uint256 paid = Math.min(due, reserve);
        uint256 owedAfter = owedBefore + amount - paid; // what remains due, from earlier or now
        if (owedAfter > owedBefore) {
            uint256 added = owedAfter - owedBefore;
            rewardOwed[user] += added;
            totalRewardOwed += added;
            emit RewardOwed(user, added);
        } else if (owedAfter < owedBefore) {
            uint256 settled = owedBefore - owedAfter;
            rewardOwed[user] = owedAfter;
            totalRewardOwed -= settled;
            emit OwedRewardPaid(user, to, settled);
        }
        if (paid == 0) return;
        rewardReserve = reserve - paid;
        rewardToken.safeTransfer(to, paid);
    }

    function _setTiers(uint256 pid, Tier[] calldata tiers) private {
        uint256 count = tiers.length;
        if (count == 0 || count > MAX_TIERS) revert InvalidTiers();
        uint256 packed = count << COUNT_SHIFT;
        for (uint256 i = 0; i < count; ++i) {
            Tier calldata tier = tiers[i];
            if (tier.rewardBps > BPS || (i != 0 && tier.minSeconds <= tiers[i - 1].minSeconds)) revert InvalidTiers();
            packed |= (uint256(tier.minSeconds) | (uint256(tier.rewardBps) << 32)) << (TIER_BITS * i);
        }
        _packedTiers[pid] = packed;
        emit TiersUpdated(pid, tiers);
    }

    function _tierOf(uint256 pid, uint256 averageDepositedTime, uint256 timestamp) private view returns (int256) {
        return _tierIn(_packedTiers[pid], averageDepositedTime, timestamp);
    }

    /// @dev Counts down from the highest tier; `i > 0` is tested before the decrement, so it never underflows.
    function _tierIn(uint256 packed, uint256 averageDepositedTime, uint256 timestamp) private pure returns (int256) {
        if (averageDepositedTime == 0 || timestamp < averageDepositedTime) return NO_TIER;
        uint256 elapsed = timestamp - averageDepositedTime;
        for (uint256 i = packed >> COUNT_SHIFT; i > 0;) {
            unchecked {
                --i; // i > 0 here
            }
            (uint256 minSeconds,) = _unpackTier(packed, i);
            if (elapsed >= minSeconds) return int256(i);
        }
        return NO_TIER;
    }

    /// @dev Rounds down: the user never gets more than the tier's share.
    function _rewardAtTier(uint256 packed, uint256 pending, int256 tier) private pure returns (uint256) {
        if (tier < 0) return 0;
        (, uint256 rewardBps) = _unpackTier(packed, uint256(tier));
        return Math.mulDiv(pending, rewardBps, BPS);
    }

    function _unpackTier(uint256 packed, uint256 i) private pure returns (uint32 minSeconds, uint16 rewardBps) {
        uint256 word = packed >> (TIER_BITS * i);
        return (uint32(word), uint16(word >> 32));
    }

    /// @dev The floor of the exact weighted mean minus the sum of the two floors above (0 or 1).
    function _averageCarry(uint256 amount, uint256 average, uint256 deposit, uint256 timestamp)
        private
        pure
        returns (uint256)
    {
        uint256 total = amount + deposit;
        uint256 remainders = mulmod(amount, average, total) + mulmod(deposit, timestamp, total);
        return remainders >= total ? 1 : 0;
    }
}
