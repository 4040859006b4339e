// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {IFinaPair} from "../interfaces/IFinaPair.sol";
import {
    InsufficientAmountIn,
    InsufficientAmountOut,
    InsufficientLiquidityMinted,
    InvalidAmounts,
    InvalidInputToken,
    InvalidOutputToken,
    InvalidSwapFee,
    Overflow,
    PoolUninitialized,
    ZeroAddress
} from "./PoolErrors.sol";

/// @title FinaPair: constant-product pool (x * y = k) with a configurable swap fee
/// @notice Its ERC20 is the LP token (FINA-BUSD, FINA-BNB, FINA-MATIC). Created by FinaPairFactory.
contract FinaPair is IFinaPair, ERC20, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @notice LP tokens locked for ever at the first mint, so the share price can never be reset.
    uint256 public constant MINIMUM_LIQUIDITY = 1000;
    /// @notice Highest allowed swap fee: 10%.
    uint16 public constant MAX_SWAP_FEE_BPS = 1000;
    uint256 private constant BPS = 10_000;
    /// @dev Where MINIMUM_LIQUIDITY is locked (OpenZeppelin's ERC20 refuses to mint to address(0)).
    address private constant LOCKED_LIQUIDITY_HOLDER = 0x000000000000000000000000000000000000dEaD;

    /// @inheritdoc IFinaPair
    address public immutable factory;
    /// @inheritdoc IFinaPair
    address public immutable token0;
    /// @inheritdoc IFinaPair
    address public immutable token1;

    uint112 private _reserve0;
    uint112 private _reserve1;
    uint32 private _blockTimestampLast;
    /// @inheritdoc IFinaPair
    uint16 public swapFeeBps;

    /// @param token0_ the lower token address
    /// @param token1_ the higher token address
    /// @param feeBps the initial swap fee
    constructor(address token0_, address token1_, uint16 feeBps) ERC20("Finaverse LP", "FINA-LP") {
        // The factory checked `feeBps` against MAX_SWAP_FEE_BPS.
        factory = msg.sender;
        token0 = token0_;
        token1 = token1_;
        swapFeeBps = feeBps;
    }

    /// @inheritdoc IFinaPair
    function getReserves() public view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast) {
        return (_reserve0, _reserve1, _blockTimestampLast);
    }

    /// @inheritdoc IFinaPair
    /// @dev Rounds down (for the pool). Reverts like `swap` on a wrong token or an empty pool.
    function getAmountOut(address tokenIn, uint256 amountIn) external view returns (uint256 amountOut) {
        (uint256 reserveIn, uint256 reserveOut) = _reservesFor(tokenIn);
        // Reserves are both zero (before the first mint) or both positive: MINIMUM_LIQUIDITY is never burnt.
        if (reserveIn == 0) revert PoolUninitialized();
        return _amountOut(amountIn, reserveIn, reserveOut);
    }

    /// @inheritdoc IFinaPair
    /// @notice Adds liquidity. With reserves, only the amounts at the pool's price are pulled (the larger side is
    ///         cut down); the first mint sets the price and locks MINIMUM_LIQUIDITY.
    /// @dev LP tokens are computed from what actually arrived (balance minus reserve), rounded down.
    function mint(uint256 amount0Desired, uint256 amount1Desired, uint256 minLiquidity, address to)
        external
        nonReentrant
        returns (uint256 amount0, uint256 amount1, uint256 liquidity)
    {
        if (to == address(0)) revert ZeroAddress();
        _checkFits(amount0Desired, amount1Desired);
        uint256 reserve0 = _reserve0;
        uint256 reserve1 = _reserve1;
        uint256 supply = totalSupply();
        if (supply == 0) {
            (amount0, amount1) = (amount0Desired, amount1Desired);
        } else {
            // Rounded down: the caller never pays above the pool's price.
            uint256 amount1Optimal = amount0Desired * reserve1 / reserve0;
            if (amount1Optimal <= amount1Desired) {
                (amount0, amount1) = (amount0Desired, amount1Optimal);
            } else {
                (amount0, amount1) = (amount1Desired * reserve0 / reserve1, amount1Desired);
            }
        }
        if (amount0 == 0 || amount1 == 0) revert InvalidAmounts(amount0, amount1);

        IERC20(token0).safeTransferFrom(msg.sender, address(this), amount0);
        IERC20(token1).safeTransferFrom(msg.sender, address(this), amount1);
        uint256 balance0 = IERC20(token0).balanceOf(address(this));
        uint256 balance1 = IERC20(token1).balanceOf(address(this));
        _checkFits(balance0, balance1);
        uint256 in0 = balance0 - reserve0;
        uint256 in1 = balance1 - reserve1;

        if (supply == 0) {
            // Both sides fit in 112 bits (checked above), so the product fits in 256.
            liquidity = Math.sqrt(in0 * in1);
            if (liquidity <= MINIMUM_LIQUIDITY) revert InsufficientLiquidityMinted(liquidity);
            unchecked {
                liquidity -= MINIMUM_LIQUIDITY; // cannot underflow: checked just above
            }
            _mint(LOCKED_LIQUIDITY_HOLDER, MINIMUM_LIQUIDITY);
        } else {
            liquidity = Math.min(in0 * supply / reserve0, in1 * supply / reserve1);
        }
        if (liquidity == 0 || liquidity < minLiquidity) revert InsufficientLiquidityMinted(liquidity);

        _mint(to, liquidity);
        _sync(balance0, balance1);
        emit Mint(msg.sender, to, in0, in1, liquidity);
    }

    /// @inheritdoc IFinaPair
    /// @notice Burns `liquidity` of the caller's LP tokens and sends the pro-rata share of both tokens to `to`.
    /// @dev Shares are rounded down (for the pool).
    function burn(uint256 liquidity, uint256 amount0Min, uint256 amount1Min, address to)
        external
        nonReentrant
        returns (uint256 amount0, uint256 amount1)
    {
        if (to == address(0)) revert ZeroAddress();
        uint256 supply = totalSupply();
        if (supply == 0) revert PoolUninitialized();
        // Burn first: a liquidity above the caller's balance reverts here (ERC20InsufficientBalance), so the
        // products below stay within 256 bits (liquidity <= supply, balances < 2^112).
        _burn(msg.sender, liquidity);
        amount0 = liquidity * IERC20(token0).balanceOf(address(this)) / supply;
        amount1 = liquidity * IERC20(token1).balanceOf(address(this)) / supply;
        // Nothing, or less than the caller's minimum, of either token.
        if (amount0 < Math.max(amount0Min, 1) || amount1 < Math.max(amount1Min, 1)) revert InvalidAmounts(amount0, amount1);
        IERC20(token0).safeTransfer(to, amount0);
        IERC20(token1).safeTransfer(to, amount1);
        _sync(IERC20(token0).balanceOf(address(this)), IERC20(token1).balanceOf(address(this)));
        emit Burn(msg.sender, to, amount0, amount1, liquidity);
    }

    /// @inheritdoc IFinaPair
    /// @notice Sells `amountIn` of `tokenIn` for at least `amountOutMin` of `tokenOut`, paid to `to`.
    /// @dev The fee stays in the pool. The output is computed from what actually arrived, rounded down.
    function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 amountOutMin, address to)
        external
        nonReentrant
        returns (uint256 amountOut)
    {
        if (to == address(0)) revert ZeroAddress();
        (uint256 reserveIn, uint256 reserveOut) = _reservesFor(tokenIn);
        if (tokenOut != (tokenIn == token0 ? token1 : token0)) revert InvalidOutputToken(tokenOut);
        if (amountIn == 0) revert InsufficientAmountIn(0);
        if (reserveIn == 0) revert PoolUninitialized(); // both reserves are zero or both positive

        IERC20(tokenIn).safeTransferFrom(msg.sender, address(this), amountIn);
        uint256 balanceIn = IERC20(tokenIn).balanceOf(address(this));
        if (balanceIn > type(uint112).max) revert Overflow();
        uint256 received = balanceIn - reserveIn;
        if (received == 0) revert InsufficientAmountIn(0);
        amountOut = _amountOut(received, reserveIn, reserveOut);
        if (amountOut == 0 || amountOut < amountOutMin) revert InsufficientAmountOut(amountOut, amountOutMin);

        IERC20(tokenOut).safeTransfer(to, amountOut);
        _sync(IERC20(token0).balanceOf(address(this)), IERC20(token1).balanceOf(address(this)));
        emit Swap(msg.sender, to, tokenIn, received, amountOut);
    }

    /// @inheritdoc IFinaPair
    function setSwapFee(uint16 feeBps) external {
        if (msg.sender != factory) revert NotFactory(msg.sender);
        if (feeBps > MAX_SWAP_FEE_BPS) revert InvalidSwapFee(feeBps);
        swapFeeBps = feeBps;
        emit SwapFeeUpdated(feeBps);
    }

    function _reservesFor(address tokenIn) private view returns (uint256 reserveIn, uint256 reserveOut) {
        if (tokenIn == token0) return (_reserve0, _reserve1);
        if (tokenIn == token1) return (_reserve1, _reserve0);
        revert InvalidInputToken(tokenIn);
    }

    function _amountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) private view returns (uint256) {
        uint256 amountInWithFee = amountIn * (BPS - swapFeeBps);
        return amountInWithFee * reserveOut / (reserveIn * BPS + amountInWithFee);
    }

    function _checkFits(uint256 balance0, uint256 balance1) private pure {
        if (balance0 > type(uint112).max || balance1 > type(uint112).max) revert Overflow();
    }

    function _sync(uint256 balance0, uint256 balance1) private {
        _checkFits(balance0, balance1);
        _reserve0 = uint112(balance0);
        _reserve1 = uint112(balance1);
        _blockTimestampLast = uint32(block.timestamp); // wraps in 2106, as Uniswap v2; only informative here
        emit Sync(uint112(balance0), uint112(balance1));
    }
}
