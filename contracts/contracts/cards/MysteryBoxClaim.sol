// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";
import {CardsAccess} from "./CardsAccess.sol";
import {IBlindBox} from "./interfaces/IBlindBox.sol";

/// @title MysteryBoxClaim: claim mystery boxes from a Merkle airdrop (the /claim page)
/// @notice Leaves are those of @openzeppelin/merkle-tree's StandardMerkleTree over `(address, uint256)`:
/// `keccak256(bytes.concat(keccak256(abi.encode(account, amount))))`, so a proof only works for the address it was
/// built for. The server serves proofs. A leaf's amount is the address's total allotment so far, over every round: a
/// claim mints what that total exceeds the boxes the address already claimed (at most `MAX_CLAIM` a call, the rest on
/// the next call), so a new root that lists earlier claimers again (with their totals) lets nobody claim twice, and a
/// raised total pays only the difference. Boxes are minted by the mystery box
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
    /// @notice Boxes an address has claimed in total, over every root.
    mapping(address account => uint256) public claimedTotal;

    /// @notice Emitted when the admin sets a new airdrop root.
    event MerkleRootSet(bytes32 indexed root);
    /// @notice Emitted when boxes are claimed (`amount`: the boxes minted by this claim).
    event Claimed(address indexed account, bytes32 indexed root, uint256 amount);

    /// @notice Thrown when the caller already claimed every box of the total its leaf proves.
    error AlreadyClaimed();
    /// @notice Thrown when the proof does not prove (caller, amount) under the current root.
    error NotAllowedClaim();
    /// @notice Thrown for an amount of zero.
    error WrongAmount();

    constructor(address admin, IBlindBox box_, bytes32 root) CardsAccess(admin) {
        if (address(box_) == address(0)) revert AddressIsNull();
        box = box_;
        merkleRoot = root;
        emit MerkleRootSet(root);
    }

    /// @notice Sets the airdrop root. Its leaves carry each address's total allotment over every round so far: an
    /// address claims only what its total exceeds what it already claimed.
    function setMerkleRoot(bytes32 root) external onlyRole(ADMIN_ROLE) {
        merkleRoot = root;
        emit MerkleRootSet(root);
    }

    /// @notice Claims the mystery boxes owed to the caller: its leaf proves a total of `amount` boxes; the claim mints
    /// what that total exceeds the boxes already claimed, at most `MAX_CLAIM` (call again for the rest).
    function claim(uint256 amount, bytes32[] calldata proof) external whenNotPaused nonReentrant {
        if (amount == 0) revert WrongAmount();
        bytes32 root = merkleRoot;
        uint256 already = claimedTotal[msg.sender];
        if (amount <= already) revert AlreadyClaimed();
        if (!MerkleProof.verifyCalldata(proof, root, leaf(msg.sender, amount))) revert NotAllowedClaim();
        uint256 boxes = amount - already;
        if (boxes > MAX_CLAIM) boxes = MAX_CLAIM;
        claimedTotal[msg.sender] = already + boxes;
        claimedUnder[root][msg.sender] = true;
        emit Claimed(msg.sender, root, boxes);
        box.mintTo(msg.sender, boxes);
    }

    /// @notice Whether `account` claimed under the current root.
    function claimed(address account) external view returns (bool) {
        return claimedUnder[merkleRoot][account];
    }

    /// @notice Whether `account` can claim boxes with the leaf of total `amount` and `proof` now (false when paused).
    function canClaim(address account, uint256 amount, bytes32[] calldata proof) external view returns (bool) {
        return !paused() && amount > claimedTotal[account]
            && MerkleProof.verifyCalldata(proof, merkleRoot, leaf(account, amount));
    }

    /// @notice The StandardMerkleTree leaf of `(account, amount)`.
    function leaf(address account, uint256 amount) public pure returns (bytes32) {
        return keccak256(bytes.concat(keccak256(abi.encode(account, amount))));
    }
}
