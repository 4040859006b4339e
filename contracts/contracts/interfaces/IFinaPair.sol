// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title IFinaPair: a constant-product pool of two ERC20 tokens whose shares are its own ERC20 (the LP token)
/// @notice Callers approve the pair and call `mint`, `burn` and `swap` directly (no router): amounts are pulled
///         with transferFrom, reserves are tracked internally. Rounding always favours the pool.
interface IFinaPair {
    /// @notice Emitted after liquidity was added.
    event Mint(address indexed sender, address indexed to, uint256 amount0, uint256 amount1, uint256 liquidity);
    /// @notice Emitted after liquidity was removed.
    event Burn(address indexed sender, address indexed to, uint256 amount0, uint256 amount1, uint256 liquidity);
    /// @notice Emitted after a swap.
    event Swap(
        address indexed sender, address indexed to, address indexed tokenIn, uint256 amountIn, uint256 amountOut
    );
    /// @notice Emitted whenever the reserves change.
    event Sync(uint112 reserve0, uint112 reserve1);
    /// @notice Emitted when the factory changes the swap fee.
    event SwapFeeUpdated(uint256 feeBps);

    /// @notice Thrown when anyone but the factory calls a factory-only function.
    error NotFactory(address caller);

    function factory() external view returns (address);
    function token0() external view returns (address);
    function token1() external view returns (address);
    /// @notice Swap fee in basis points of the input, kept by the pool (for liquidity providers).
    function swapFeeBps() external view returns (uint16);
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);
    function getAmountOut(address tokenIn, uint256 amountIn) external view returns (uint256 amountOut);

    function mint(uint256 amount0Desired, uint256 amount1Desired, uint256 minLiquidity, address to)
        external
        returns (uint256 amount0, uint256 amount1, uint256 liquidity);
    function burn(uint256 liquidity, uint256 amount0Min, uint256 amount1Min, address to)
        external
        returns (uint256 amount0, uint256 amount1);
    function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 amountOutMin, address to)
        external
        returns (uint256 amountOut);
    function setSwapFee(uint16 feeBps) external;
}
