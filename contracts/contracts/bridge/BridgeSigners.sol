// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {CardsAccess} from "../cards/CardsAccess.sol";
import {IBridgeSigners} from "./interfaces/IBridgeSigners.sol";

/// @title Roles, pause, recovery and the m-of-n relayer signer set shared by both bridge contracts
/// @notice An attestation is an EIP-712 message (domain: name "Finaverse Card Bridge", version "1", the chain id and
/// this contract) signed by at least `threshold` members of the signer set. Signatures are passed ordered by signer
/// address, strictly ascending, so a signer cannot be counted twice. Changing the set is DEFAULT_ADMIN_ROLE's,
/// since the signers are the root of trust of the bridge.
abstract contract BridgeSigners is IBridgeSigners, CardsAccess, EIP712 {
    /// @inheritdoc IBridgeSigners
    uint256 public threshold;
    address[] private _signers;
    mapping(address account => bool) private _isSigner;

    constructor(address admin, address[] memory signers_, uint256 threshold_)
        CardsAccess(admin)
        EIP712("Finaverse Card Bridge", "1")
    {
        _setSigners(signers_, threshold_);
    }

    /// @inheritdoc IBridgeSigners
    function setSigners(address[] calldata signers_, uint256 threshold_) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _setSigners(signers_, threshold_);
    }

    /// @inheritdoc IBridgeSigners
    function getSigners() external view returns (address[] memory) {
        return _signers;
    }

    /// @inheritdoc IBridgeSigners
    function isSigner(address account) external view returns (bool) {
        return _isSigner[account];
    }

    /// @inheritdoc IBridgeSigners
    function domainSeparator() external view returns (bytes32) {
        return _domainSeparatorV4();
    }

    /// @dev Reverts unless `signatures` hold at least `threshold` signatures of distinct signers, ascending by
    /// signer, over the EIP-712 digest of `structHash`. A malformed signature reverts with OpenZeppelin's ECDSA
    /// errors.
    function _checkAttestation(bytes32 structHash, bytes[] calldata signatures) internal view {
        bytes32 digest = _hashTypedDataV4(structHash);
        uint256 count = signatures.length;
        address previous;
        for (uint256 i; i < count; ++i) {
            address signer = ECDSA.recover(digest, signatures[i]);
            if (!_isSigner[signer]) revert InvalidSigner(signer);
            if (signer <= previous) revert SignersNotSorted(signer);
            previous = signer;
        }
        if (count < threshold) revert BelowThreshold(count, threshold);
    }

    function _setSigners(address[] memory signers_, uint256 threshold_) private {
        uint256 count = signers_.length;
        if (threshold_ == 0 || threshold_ > count) revert InvalidSignerSet();
        uint256 oldCount = _signers.length;
        for (uint256 i; i < oldCount; ++i) {
            _isSigner[_signers[i]] = false;
        }
        address previous;
        for (uint256 i; i < count; ++i) {
            address signer = signers_[i];
            // Strictly ascending from address(0): no zero address, no repeats.
            if (signer <= previous) revert InvalidSignerSet();
            _isSigner[signer] = true;
            previous = signer;
        }
        _signers = signers_;
        threshold = threshold_;
        emit SignersSet(signers_, threshold_);
    }
}
