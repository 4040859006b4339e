// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IAny2EVMMessageReceiver} from "@chainlink/contracts-ccip/contracts/interfaces/IAny2EVMMessageReceiver.sol";
import {IRouterClient} from "@chainlink/contracts-ccip/contracts/interfaces/IRouterClient.sol";
import {Client} from "@chainlink/contracts-ccip/contracts/libraries/Client.sol";
import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import {CardsAccess} from "../cards/CardsAccess.sol";
import {ICCIPPeer} from "./interfaces/ICCIPPeer.sol";

/// @title Roles, pause, recovery and the CCIP lane shared by both bridge contracts
/// @notice `ccipReceive` accepts a message only from the router, from the peer's chain selector and from the peer's
/// address; everything else reverts, so nothing but the other side's bridge contract, through CCIP, reaches
/// {_ccipReceive}. Messages go out with an explicit gas limit and out-of-order execution allowed, so that one message
/// waiting for a manual execution never holds the next ones back.
abstract contract CCIPPeer is ICCIPPeer, IAny2EVMMessageReceiver, CardsAccess {
    /// @notice Message kinds (the first word of every payload).
    uint8 internal constant KIND_REQUEST = 1;
    uint8 internal constant KIND_REFUND = 2;

    IRouterClient private immutable _router;
    /// @inheritdoc ICCIPPeer
    uint64 public immutable peerChainSelector;
    /// @inheritdoc ICCIPPeer
    address public peer;

    /// @param admin Receives DEFAULT_ADMIN_ROLE, ADMIN_ROLE and PAUSER_ROLE.
    /// @param router_ This chain's CCIP router; it must serve `peerChainSelector_`.
    constructor(address admin, address router_, uint64 peerChainSelector_) CardsAccess(admin) {
        if (router_ == address(0)) revert AddressIsNull();
        if (!IRouterClient(router_).isChainSupported(peerChainSelector_)) revert UnsupportedChain(peerChainSelector_);
        _router = IRouterClient(router_);
        peerChainSelector = peerChainSelector_;
    }

    /// @inheritdoc ICCIPPeer
    function setPeer(address peer_) external onlyRole(DEFAULT_ADMIN_ROLE) {
        if (peer_ == address(0)) revert AddressIsNull();
        if (peer != address(0)) revert PeerAlreadySet(peer);
        peer = peer_;
        emit PeerSet(peerChainSelector, peer_);
    }

    /// @inheritdoc ICCIPPeer
    function router() public view returns (address) {
        return address(_router);
    }

    /// @inheritdoc IAny2EVMMessageReceiver
    function ccipReceive(Client.Any2EVMMessage calldata message) external {
        if (msg.sender != address(_router)) revert InvalidRouter(msg.sender);
        address peer_ = peer;
        bytes calldata sender = message.sender;
        if (
            message.sourceChainSelector != peerChainSelector || peer_ == address(0) || sender.length != 32
                || abi.decode(sender, (address)) != peer_
        ) revert UntrustedSource(message.sourceChainSelector, sender);
        _ccipReceive(message.messageId, message.data);
    }

    /// @inheritdoc IERC165
    function supportsInterface(bytes4 interfaceId) public view virtual override returns (bool) {
        return interfaceId == type(IAny2EVMMessageReceiver).interfaceId || super.supportsInterface(interfaceId);
    }

    /// @dev A message of the peer, delivered by CCIP.
    function _ccipReceive(bytes32 messageId, bytes calldata data) internal virtual;

    /// @dev The CCIP message to the peer carrying `data`, paid in `feeToken` (zero: the native coin).
    function _message(bytes memory data, address feeToken, uint256 gasLimit)
        internal
        view
        returns (Client.EVM2AnyMessage memory)
    {
        address peer_ = peer;
        if (peer_ == address(0)) revert PeerNotSet();
        return Client.EVM2AnyMessage({
            receiver: abi.encode(peer_),
            data: data,
            tokenAmounts: new Client.EVMTokenAmount[](0),
            feeToken: feeToken,
            extraArgs: Client._argsToBytes(
                Client.GenericExtraArgsV2({gasLimit: gasLimit, allowOutOfOrderExecution: true})
            )
        });
    }

    /// @dev The router's fee for `message` to the peer.
    function _fee(Client.EVM2AnyMessage memory message) internal view returns (uint256) {
        return _router.getFee(peerChainSelector, message);
    }

    /// @dev Sends `message` to the peer, paying `nativeFee` in the native coin (0 when the fee token is an ERC20 the
    /// router may pull); returns the CCIP message id.
    function _send(Client.EVM2AnyMessage memory message, uint256 nativeFee) internal returns (bytes32) {
        return _router.ccipSend{value: nativeFee}(peerChainSelector, message);
    }

    /// @dev Pays `amount` of the native coin to `to`; reverts when the payment fails.
    function _pay(address to, uint256 amount) internal {
        (bool ok,) = to.call{value: amount}("");
        if (!ok) revert PaymentFailed();
    }
}
