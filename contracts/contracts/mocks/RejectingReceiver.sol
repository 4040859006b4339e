// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {WrappedNative} from "../tokens/WrappedNative.sol";

/// @title RejectingReceiver: refuses native coin, to test WrappedNative's failed payout (test only)
contract RejectingReceiver {
    function wrapAndUnwrap(WrappedNative wrapped) external payable {
        wrapped.deposit{value: msg.value}();
        wrapped.withdraw(msg.value);
    }
}
