// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title PlainWallet: a contract wallet without `onERC721Received` that forwards calls (test only)
contract PlainWallet {
    error CallFailed(bytes reason);

    function call(address target, bytes calldata data) external returns (bytes memory) {
        // solhint-disable-next-line avoid-low-level-calls
        (bool ok, bytes memory out) = target.call(data);
        if (!ok) revert CallFailed(out);
        return out;
    }
}
