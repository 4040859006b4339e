// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC721Receiver} from "@openzeppelin/contracts/token/ERC721/IERC721Receiver.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {IGameVault} from "../interfaces/IGameVault.sol";

/// @title GameVault: FINA and hero cards moving between wallets and the custodial game account
/// @notice Users deposit FINA (at least MIN_DEPOSIT) and cards of `cardCollection`; every deposit gets an id the
///         server indexes. Operators (the keeper) pay withdrawals with `multiSend`, each batch id once, and release
///         deposited cards. The admin may recover only what is not owed to users: FINA above deposits minus payouts,
///         other ERC20 tokens, and NFTs never recorded as deposited.
contract GameVault is IGameVault, IERC721Receiver, AccessControl, Pausable, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @notice Role allowed to set the card collection and recover what nobody is owed.
    bytes32 public constant ADMIN_ROLE = keccak256("ADMIN_ROLE");
    /// @notice Role allowed to pause and unpause.
    bytes32 public constant PAUSER_ROLE = keccak256("PAUSER_ROLE");
    /// @notice Role allowed to pay out batches and release cards (the keeper).
    bytes32 public constant OPERATOR_ROLE = keccak256("OPERATOR_ROLE");
    /// @notice Smallest FINA deposit: 2 tokens (docs/product.md#deposits-and-nft-transfers).
    uint256 public constant MIN_DEPOSIT = 2 ether;
    /// @notice Longest list in one call.
    uint256 public constant MAX_BATCH = 200;

    /// @notice The game token (FINA).
    IERC20 public immutable fina;
    /// @notice The hero card collection whose cards may be deposited.
    IERC721 public cardCollection;
    /// @notice Id of the latest deposit (FINA and NFT deposits share the sequence; the first id is 1).
    uint256 public depositCount;
    /// @notice FINA deposited by users, ever.
    uint256 public totalDeposited;
    /// @notice FINA paid out by `multiSend`, ever.
    uint256 public totalPaidOut;
    /// @notice Whether a payout batch id was paid.
    mapping(uint256 batchId => bool paid) public batchPaid;
    /// @notice Who deposited a card still in custody (zero when not deposited).
    mapping(address collection => mapping(uint256 tokenId => address account)) public nftDepositor;

    /// @param fina_ the game token
    /// @param admin receives DEFAULT_ADMIN_ROLE, ADMIN_ROLE and PAUSER_ROLE
    /// @param operator receives OPERATOR_ROLE (the keeper)
    constructor(IERC20 fina_, address admin, address operator) {
        if (address(fina_) == address(0) || admin == address(0) || operator == address(0)) revert AddressIsNull();
        fina = fina_;
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(ADMIN_ROLE, admin);
        _grantRole(PAUSER_ROLE, admin);
        _grantRole(OPERATOR_ROLE, operator);
    }

    /// @inheritdoc IGameVault
    /// @notice Moves `amount` FINA (approved first) into the game account.
    function deposit(uint256 amount) external nonReentrant whenNotPaused {
        if (amount < MIN_DEPOSIT) revert WrongAmount(amount);
        uint256 depositId = ++depositCount;
        totalDeposited += amount;
        emit Deposited(depositId, msg.sender, amount);
        fina.safeTransferFrom(msg.sender, address(this), amount);
    }

    /// @inheritdoc IGameVault
    /// @notice Moves cards of `cardCollection` (approved first) into custody; each gets a deposit id.
    function depositNFTs(uint256[] calldata tokenIds) external nonReentrant whenNotPaused {
        IERC721 collection = cardCollection;
        if (address(collection) == address(0)) revert AddressIsNull();
        _checkLength(tokenIds.length);
        for (uint256 i = 0; i < tokenIds.length; ++i) {
            // onERC721Received records the deposit.
            collection.safeTransferFrom(msg.sender, address(this), tokenIds[i]);
        }
    }

    /// @notice Records a card sent with safeTransferFrom (directly or by `depositNFTs`) as a deposit of `from`.
    ///         Refuses NFTs of other contracts, and everything while paused.
    function onERC721Received(address, address from, uint256 tokenId, bytes calldata)
        external
        whenNotPaused
        returns (bytes4)
    {
        if (msg.sender != address(cardCollection)) revert NotCardCollection(msg.sender);
        nftDepositor[msg.sender][tokenId] = from;
        emit NFTDeposited(++depositCount, from, msg.sender, tokenId);
        return IERC721Receiver.onERC721Received.selector;
    }

    /// @inheritdoc IGameVault
    /// @notice Pays a withdrawal batch; a batch id can be paid once.
    function multiSend(uint256 batchId, address[] calldata recipients, uint256[] calldata amounts)
        external
        onlyRole(OPERATOR_ROLE)
        nonReentrant
        whenNotPaused
    {
        if (batchPaid[batchId]) revert AlreadyClaimed(batchId);
        uint256 count = recipients.length;
        _checkLength(count);
        if (amounts.length != count) revert ArrayLengthError(amounts.length, count);
        batchPaid[batchId] = true;
        uint256 total;
        for (uint256 i = 0; i < count; ++i) {
            address to = recipients[i];
            uint256 amount = amounts[i];
            if (to == address(0)) revert AddressIsNull();
            if (amount == 0) revert WrongAmount(0);
            total += amount;
            emit PaidOut(batchId, to, amount);
            fina.safeTransfer(to, amount);
        }
        totalPaidOut += total;
        emit BatchPaid(batchId, count, total);
    }

    /// @inheritdoc IGameVault
    /// @notice Sends deposited cards out of custody to `to`.
    function releaseNFTs(address collection, address to, uint256[] calldata tokenIds)
        external
        onlyRole(OPERATOR_ROLE)
        nonReentrant
        whenNotPaused
    {
        if (to == address(0)) revert AddressIsNull();
        _checkLength(tokenIds.length);
        for (uint256 i = 0; i < tokenIds.length; ++i) {
            uint256 tokenId = tokenIds[i];
            if (nftDepositor[collection][tokenId] == address(0)) revert NFTNotDeposited(collection, tokenId);
            delete nftDepositor[collection][tokenId];
            emit NFTReleased(collection, tokenId, to);
            IERC721(collection).safeTransferFrom(address(this), to, tokenId);
        }
    }

    /// @notice Sets the card collection accepted for deposits (cards deposited earlier stay recorded).
    function setCardCollection(address collection) external onlyRole(ADMIN_ROLE) {
        if (collection == address(0)) revert AddressIsNull();
        cardCollection = IERC721(collection);
        emit CardCollectionUpdated(collection);
    }

    /// @notice FINA owed to users: deposits minus payouts (0 once payouts exceed deposits).
    function owedFina() public view returns (uint256) {
        uint256 deposited = totalDeposited;
        uint256 paid = totalPaidOut;
        return deposited > paid ? deposited - paid : 0;
    }

    /// @notice Tokens of `token` the admin may recover: FINA above `owedFina()`, any other token in full.
    function recoverableERC20(IERC20 token) public view returns (uint256) {
        uint256 balance = token.balanceOf(address(this));
        if (token != fina) return balance;
        uint256 owed = owedFina();
        return balance > owed ? balance - owed : 0;
    }

    /// @notice Sends `amount` of `token` that nobody is owed to `to`.
    function recoverERC20(IERC20 token, address to, uint256 amount) external onlyRole(ADMIN_ROLE) nonReentrant {
        if (to == address(0)) revert AddressIsNull();
        uint256 recoverable = recoverableERC20(token);
        if (amount > recoverable) revert ExceedsRecoverable(amount, recoverable);
        emit ERC20Recovered(address(token), to, amount);
        token.safeTransfer(to, amount);
    }

    /// @notice Sends an NFT that was never recorded as deposited (e.g. sent with plain transferFrom) to `to`.
    function recoverNFT(address collection, uint256 tokenId, address to) external onlyRole(ADMIN_ROLE) nonReentrant {
        if (to == address(0)) revert AddressIsNull();
        if (nftDepositor[collection][tokenId] != address(0)) revert NFTIsDeposited(collection, tokenId);
        emit NFTRecovered(collection, tokenId, to);
        IERC721(collection).safeTransferFrom(address(this), to, tokenId);
    }

    /// @notice Stops deposits, payouts and releases (admin recovery keeps working).
    function pause() external onlyRole(PAUSER_ROLE) {
        _pause();
    }

    /// @notice Resumes deposits, payouts and releases.
    function unpause() external onlyRole(PAUSER_ROLE) {
        _unpause();
    }

    function _checkLength(uint256 length) private pure {
        if (length == 0) revert ArrayIsNull();
        if (length > MAX_BATCH) revert ArrayLengthError(length, MAX_BATCH);
    }
}
