// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";
import {CardsAccess} from "./CardsAccess.sol";
import {IBlindBox} from "./interfaces/IBlindBox.sol";

/// @title MysteryBoxClaim: claim mystery boxes from a Merkle airdrop (the /claim page)
/// @notice Leaves are those of @openzeppelin/merkle-tree's StandardMerkleTree over `(address, uint256)`:
/// `keccak256(bytes.concat(keccak256(abi.encode(account, amount))))`, so a proof only works for the address it was
/// built for. The server serves proofs. Each address claims once per root. Boxes are minted by the mystery box
/// contract (a {BlindBox} in odds mode: A 60%, S 40%), on which this contract holds MINTER_ROLE. While paused the
/// site shows "claiming mystery boxes paused temporarily".
contract MysteryBoxClaim is CardsAccess {
    /// @notice Most boxes per claim (the box contract's batch limit).
    uint256 public constant MAX_CLAIM = 50;

    /// @notice The mystery box contract.
    IBlindBox public immutable box;
    /// @notice The current airdrop root.
    bytes32 public merkleRoot;
    /// @notice Whether an address has claimed under a root.
    mapping(bytes32 root => mapping(address account => bool)) public claimedUnder;

    /// @notice Emitted when the admin sets a new airdrop root.
    event MerkleRootSet(bytes32 indexed root);
    /// @notice Emitted when boxes are claimed.
    event Claimed(address indexed account, bytes32 indexed root, uint256 amount);

    /// @notice Thrown when the caller already claimed under the current root.
    error AlreadyClaimed();
    /// @notice Thrown when the proof does not prove (caller, amount) under the current root.
    error NotAllowedClaim();
    /// @notice Thrown for an amount of zero or above `MAX_CLAIM`.
    error WrongAmount();

    constructor(address admin, IBlindBox box_, bytes32 root) CardsAccess(admin) {
        if (address(box_) == address(0)) revert AddressIsNull();
        box = box_;
        merkleRoot = root;
        emit MerkleRootSet(root);
    }

    /// @notice Sets the airdrop root (a new root starts a new round: everyone may claim again under it).
    function setMerkleRoot(bytes32 root) external onlyRole(ADMIN_ROLE) {
        merkleRoot = root;
        emit MerkleRootSet(root);
    }

    /// @notice Claims `amount` mystery boxes owed to the caller.
    function claim(uint256 amount, bytes32[] calldata proof) external whenNotPaused nonReentrant {
        if (amount == 0 || amount > MAX_CLAIM) revert WrongAmount();
        bytes32 root = merkleRoot;
        if (claimedUnder[root][msg.sender]) revert AlreadyClaimed();
        if (!MerkleProof.verifyCalldata(proof, root, leaf(msg.sender, amount))) revert NotAllowedClaim();
        claimedUnder[root][msg.sender] = true;
        emit Claimed(msg.sender, root, amount);
        box.mintTo(msg.sender, amount);
    }

    /// @notice Whether `account` claimed under the current root.
    function claimed(address account) external view returns (bool) {
        return claimedUnder[merkleRoot][account];
    }

    /// @notice Whether `account` can claim `amount` with `proof` now (false when paused).
    function canClaim(address account, uint256 amount, bytes32[] calldata proof) external view returns (bool) {
        bytes32 root = merkleRoot;
        return !paused() && amount != 0 && amount <= MAX_CLAIM && !claimedUnder[root][account]
            && MerkleProof.verifyCalldata(proof, root, leaf(account, amount));
    }

    /// @notice The StandardMerkleTree leaf of `(account, amount)`.
    function leaf(address account, uint256 amount) public pure returns (bytes32) {
        return keccak256(bytes.concat(keccak256(abi.encode(account, amount))));
    }
}
