// A GameVault on a Hardhat node of its own (free port), deployed from the contracts package's compiled artifacts:
// FINA, the vault (operated by the keeper account) and a mock card collection; the vault funded to pay earnings and
// two players holding FINA. The ledger's chain tests and the indexer's lane tests each start one.
import { finaTokenAbi, gameVaultAbi } from '@finaverse/contracts'
import { type Devnet, startDevnet } from '@finaverse/contracts/devnet'
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  type LocalAccount,
  type PublicClient,
  parseEther,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import type { KeeperChain } from '../../src/keeper/types.js'
import { contractArtifact } from '../helpers.js'

// Hardhat's default accounts (public test keys): deployer/admin, keeper (operator), two players.
const keys: Hex[] = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
]
export const [admin, keeper, alice, bob] = keys.map((k) => privateKeyToAccount(k)) as [
  LocalAccount,
  LocalAccount,
  LocalAccount,
  LocalAccount,
]

export const mockCard = contractArtifact('mocks/MockERC721.sol/MockERC721.json')

export type VaultChain = {
  devnet: Devnet
  rpc: string
  publicClient: PublicClient
  fina: Address
  vault: Address
  cards: Address
  /** The vault's chain as the keeper sees it (BSC role, no confirmations), the keeper account signing. */
  chain: KeeperChain
  wallet(account: LocalAccount): WalletClient
  /** Sends a contract call and waits for it: a revert throws. */
  send(from: LocalAccount, address: Address, abi: Abi, functionName: string, args: unknown[]): Promise<void>
  finaOf(address: Address): Promise<bigint>
  /** A player's deposit of FINA into the vault (approve, then deposit). */
  depositFina(player: LocalAccount, amount: string): Promise<void>
  stop(): Promise<void>
}

export async function startVaultChain(): Promise<VaultChain> {
  const devnet = await startDevnet({ chains: [31337], deploy: false })
  const rpc = devnet.rpcUrls[31337] as string
  const publicClient = createPublicClient({ chain: hardhat, transport: http(rpc, { retryCount: 0 }) })
  const wallet = (account: LocalAccount): WalletClient =>
    createWalletClient({ account, chain: hardhat, transport: http(rpc) })
  const send: VaultChain['send'] = async (from, address, abi, functionName, args) => {
    const hash = await wallet(from).writeContract({
      address,
      abi,
      functionName,
      args,
      chain: hardhat,
    } as never)
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`${functionName} reverted`)
  }
  const deploy = async (file: string, args: unknown[]) => {
    const { abi, bytecode } = contractArtifact(file)
    const hash = await wallet(admin).deployContract({ abi, bytecode, args, chain: hardhat } as never)
    return (await publicClient.waitForTransactionReceipt({ hash })).contractAddress as Address
  }
  const fina = await deploy('tokens/FinaToken.sol/FinaToken.json', [
    admin.address,
    admin.address,
    parseEther('10000000'),
    parseEther('100000000'),
  ])
  const vault = await deploy('vault/GameVault.sol/GameVault.json', [fina, admin.address, keeper.address])
  const cards = await deploy('mocks/MockERC721.sol/MockERC721.json', [])
  await send(admin, vault, gameVaultAbi, 'setCardCollection', [cards])
  // The vault pays earned tokens too: the game funds it.
  await send(admin, fina, finaTokenAbi, 'transfer', [vault, parseEther('100000')])
  for (const player of [alice, bob])
    await send(admin, fina, finaTokenAbi, 'transfer', [player.address, parseEther('1000')])

  const chain: KeeperChain = {
    role: 'bsc',
    chainId: 31337,
    publicClient,
    walletClient: wallet(keeper),
    contracts: { GameVault: vault },
    confirmations: 0,
  }
  return {
    devnet,
    rpc,
    publicClient,
    fina,
    vault,
    cards,
    chain,
    wallet,
    send,
    finaOf: (address) =>
      publicClient.readContract({
        address: fina,
        abi: finaTokenAbi,
        functionName: 'balanceOf',
        args: [address],
      }),
    async depositFina(player, amount) {
      await send(player, fina, finaTokenAbi, 'approve', [vault, parseEther(amount)])
      await send(player, vault, gameVaultAbi, 'deposit', [parseEther(amount)])
    },
    stop: () => devnet.stop(),
  }
}
