// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

// The pool errors (docs/product.md#messages), shared by FinaPair and FinaPairFactory.

/// @notice Thrown when a pair is created from one token twice.
error IdenticalAddress(address token);
/// @notice Thrown when a swap gets no input, or the input that arrived is zero.
error InsufficientAmountIn(uint256 amountIn);
/// @notice Thrown when a mint would give no LP tokens or fewer than the caller's minimum.
error InsufficientLiquidityMinted(uint256 liquidity);
/// @notice Thrown when mint amounts are zero, or a burn would pay nothing or less than the caller's minimums.
error InvalidAmounts(uint256 amount0, uint256 amount1);
/// @notice Thrown when a swap's input token is not one of the pair's tokens.
error InvalidInputToken(address token);
/// @notice Thrown when a swap's output token is not the pair's other token.
error InvalidOutputToken(address token);
/// @notice Thrown when a swap fee is above MAX_SWAP_FEE_BPS.
error InvalidSwapFee(uint256 feeBps);
/// @notice Thrown when a reserve would not fit in 112 bits.
error Overflow();
/// @notice Thrown when a swap or burn reaches a pair without liquidity.
error PoolUninitialized();
/// @notice Thrown when a token or recipient is the zero address.
error ZeroAddress();
/// @notice Thrown when a swap would pay nothing or less than the caller's minimum (slippage guard).
error InsufficientAmountOut(uint256 amountOut, uint256 amountOutMin);
