// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IFinaPairFactory} from "../interfaces/IFinaPairFactory.sol";
import {FinaPair} from "./FinaPair.sol";
import {IdenticalAddress, InvalidSwapFee, ZeroAddress} from "./PoolErrors.sol";

/// @title FinaPairFactory: one FinaPair per token pair; anyone may create a pair, ADMIN_ROLE sets swap fees
contract FinaPairFactory is IFinaPairFactory, AccessControl {
    /// @notice Role allowed to change swap fees.
    bytes32 public constant ADMIN_ROLE = keccak256("ADMIN_ROLE");

    /// @inheritdoc IFinaPairFactory
    uint16 public defaultSwapFeeBps;
    /// @inheritdoc IFinaPairFactory
    mapping(address tokenA => mapping(address tokenB => address pair)) public getPair;
    /// @inheritdoc IFinaPairFactory
    address[] public allPairs;

    /// @param admin receives DEFAULT_ADMIN_ROLE and ADMIN_ROLE
    /// @param feeBps swap fee of new pairs, in basis points (at most 1000)
    constructor(address admin, uint16 feeBps) {
        if (admin == address(0)) revert ZeroAddress();
        _checkFee(feeBps);
        defaultSwapFeeBps = feeBps;
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(ADMIN_ROLE, admin);
    }

    /// @inheritdoc IFinaPairFactory
    function allPairsLength() external view returns (uint256) {
        return allPairs.length;
    }

    /// @inheritdoc IFinaPairFactory
    function createPair(address tokenA, address tokenB) external returns (address pair) {
        if (tokenA == tokenB) revert IdenticalAddress(tokenA);
        (address token0, address token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
        if (token0 == address(0)) revert ZeroAddress();
        address existing = getPair[token0][token1];
        if (existing != address(0)) revert PairExists(existing);
        pair = address(new FinaPair(token0, token1, defaultSwapFeeBps));
        getPair[token0][token1] = pair;
        getPair[token1][token0] = pair;
        allPairs.push(pair);
        emit PairCreated(token0, token1, pair, allPairs.length - 1);
    }

    /// @inheritdoc IFinaPairFactory
    function setDefaultSwapFee(uint16 feeBps) external onlyRole(ADMIN_ROLE) {
        _checkFee(feeBps);
        defaultSwapFeeBps = feeBps;
        emit DefaultSwapFeeUpdated(feeBps);
    }

    /// @inheritdoc IFinaPairFactory
    function setSwapFee(address pair, uint16 feeBps) external onlyRole(ADMIN_ROLE) {
        FinaPair(pair).setSwapFee(feeBps);
    }

    function _checkFee(uint16 feeBps) private pure {
        if (feeBps > 1000) revert InvalidSwapFee(feeBps);
    }
}
