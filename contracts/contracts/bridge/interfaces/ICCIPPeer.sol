// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title One end of the card bridge's Chainlink CCIP lane
/// @notice Each bridge contract talks to exactly one peer: the other side's bridge contract on one chain. The router
/// and the peer's chain selector are fixed at deployment; the peer's address is set once (`setPeer`) and never again,
/// so no key can later point the bridge at a contract of its own.
interface ICCIPPeer {
    /// @notice Emitted once, when the peer is linked.
    event PeerSet(uint64 indexed chainSelector, address peer);

    /// @notice Thrown when `ccipReceive` is called by anything but the CCIP router.
    error InvalidRouter(address caller);
    /// @notice Thrown for a CCIP message from another chain or another sender than the peer.
    error UntrustedSource(uint64 sourceChainSelector, bytes sender);
    /// @notice Thrown by `setPeer` once the peer is set.
    error PeerAlreadySet(address peer);
    /// @notice Thrown when the router does not serve the peer's chain (`isChainSupported` is false).
    error UnsupportedChain(uint64 chainSelector);
    /// @notice Thrown when a CCIP message cannot be sent yet (no peer).
    error PeerNotSet();
    /// @notice Thrown when the native coin sent is below what the call costs.
    error NotEnoughMessageFee(uint256 required, uint256 sent);
    /// @notice Thrown when a payout of native coin fails.
    error PaymentFailed();

    /// @notice Links the other side's bridge contract (DEFAULT_ADMIN_ROLE, once).
    function setPeer(address peer) external;

    /// @notice The CCIP router of this chain.
    function router() external view returns (address);

    /// @notice The CCIP chain selector of the peer's chain.
    function peerChainSelector() external view returns (uint64);

    /// @notice The other side's bridge contract (zero until linked).
    function peer() external view returns (address);
}
