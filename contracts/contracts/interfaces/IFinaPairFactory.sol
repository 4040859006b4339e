// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title IFinaPairFactory: creates FinaPair pools and manages their swap fees
interface IFinaPairFactory {
    /// @notice Emitted when a pair is created; `index` is its position in `allPairs`.
    event PairCreated(address indexed token0, address indexed token1, address pair, uint256 index);
    /// @notice Emitted when the fee of new pairs changes.
    event DefaultSwapFeeUpdated(uint256 feeBps);

    /// @notice Thrown when a pair of these tokens exists already.
    error PairExists(address pair);

    function getPair(address tokenA, address tokenB) external view returns (address pair);
    function allPairs(uint256 index) external view returns (address pair);
    function allPairsLength() external view returns (uint256);
    function defaultSwapFeeBps() external view returns (uint16);
    function createPair(address tokenA, address tokenB) external returns (address pair);
    function setDefaultSwapFee(uint16 feeBps) external;
    function setSwapFee(address pair, uint16 feeBps) external;
}
