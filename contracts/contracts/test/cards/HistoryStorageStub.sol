// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @dev Test-only stand-in for the EIP-2935 history contract: answers one block number with one hash (slots 0 and
/// 1, so that its code can be copied to the history address with `hardhat_setCode` and its storage set there).
contract HistoryStorageStub {
    uint256 private _block;
    bytes32 private _hash;

    constructor(uint256 block_, bytes32 hash_) {
        _block = block_;
        _hash = hash_;
    }

    // solhint-disable-next-line no-complex-fallback
    fallback(bytes calldata data) external returns (bytes memory) {
        if (abi.decode(data, (uint256)) != _block) revert();
        return abi.encode(_hash);
    }
}
