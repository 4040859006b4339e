import {
  finaFarmAbi,
  finaPairAbi,
  finaPairFactoryAbi,
  finaTokenAbi,
  testTokenAbi,
} from '@finaverse/contracts'
import { type Devnet, startDevnet } from '@finaverse/contracts/devnet'
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  http,
  type PublicClient,
  parseEther,
  type Transport,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPriceService } from '../../src/market-data/prices.js'
import { contractArtifact } from '../helpers.js'

// The price service against the real pool and farm contracts on a Hardhat node this test starts (on a free port,
// never 8545/8546), deploying from the contracts package's compiled artifacts (read only). The chain does not depend
// on the database, so this file runs in the PGlite project only.
// Hardhat's first default account (a public test key).
const deployer = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const onPglite = process.env['TEST_DB'] !== 'postgres'

let devnet: Devnet | undefined
let url = ''
let publicClient: PublicClient<Transport>
const addresses = {} as { fina: Address; busd: Address; factory: Address; pair: Address; farm: Address }

beforeAll(async () => {
  if (!onPglite) return
  devnet = await startDevnet({ chains: [31337], deploy: false })
  url = devnet.rpcUrls[31337] as string
  publicClient = createPublicClient({
    chain: hardhat,
    transport: http(url, { retryCount: 0 }),
  }) as PublicClient<Transport>
  const wallet = createWalletClient({ account: deployer, chain: hardhat, transport: http(url) })
  const deploy = async (file: string, abi: Abi, args: unknown[]) => {
    const hash = await wallet.deployContract({
      abi,
      bytecode: contractArtifact(file).bytecode,
      args,
    } as never)
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    return receipt.contractAddress as Address
  }
  const write = async (address: Address, abi: Abi, functionName: string, args: unknown[]) => {
    const hash = await wallet.writeContract({ address, abi, functionName, args } as never)
    await publicClient.waitForTransactionReceipt({ hash })
  }
  const me = deployer.address
  addresses.fina = await deploy('tokens/FinaToken.sol/FinaToken.json', finaTokenAbi, [
    me,
    me,
    parseEther('10000000'),
    parseEther('100000000'),
  ])
  addresses.busd = await deploy('tokens/TestToken.sol/TestToken.json', testTokenAbi, [
    'Binance USD',
    'BUSD',
    18,
    me,
  ])
  await write(addresses.busd, testTokenAbi, 'mint', [me, parseEther('1000000')])
  addresses.factory = await deploy('pools/FinaPairFactory.sol/FinaPairFactory.json', finaPairFactoryAbi, [
    me,
    30,
  ])
  await write(addresses.factory, finaPairFactoryAbi, 'createPair', [addresses.fina, addresses.busd])
  addresses.pair = (await publicClient.readContract({
    address: addresses.factory,
    abi: finaPairFactoryAbi,
    functionName: 'getPair',
    args: [addresses.fina, addresses.busd],
  })) as Address
  const token0 = (await publicClient.readContract({
    address: addresses.pair,
    abi: finaPairAbi,
    functionName: 'token0',
  })) as Address
  const [fina, busd] = [parseEther('1000000'), parseEther('50000')]
  await write(addresses.fina, finaTokenAbi, 'approve', [addresses.pair, fina])
  await write(addresses.busd, testTokenAbi, 'approve', [addresses.pair, busd])
  const finaIs0 = token0.toLowerCase() === addresses.fina.toLowerCase()
  await write(addresses.pair, finaPairAbi, 'mint', [finaIs0 ? fina : busd, finaIs0 ? busd : fina, 0n, me])
  addresses.farm = await deploy('farm/FinaFarm.sol/FinaFarm.json', finaFarmAbi, [
    addresses.fina,
    me,
    parseEther('1'),
    0n,
  ])
  await write(addresses.farm, finaFarmAbi, 'add', [
    addresses.pair,
    50,
    [
      { minSeconds: 0, rewardBps: 5000 },
      { minSeconds: 1_296_000, rewardBps: 10000 },
    ],
  ])
  const lp = (await publicClient.readContract({
    address: addresses.pair,
    abi: finaPairAbi,
    functionName: 'balanceOf',
    args: [me],
  })) as bigint
  await write(addresses.pair, finaPairAbi, 'approve', [addresses.farm, lp / 2n])
  await write(addresses.farm, finaFarmAbi, 'depositLP', [0n, lp / 2n])
}, 120_000)

afterAll(async () => {
  await devnet?.stop()
})

describe('price service on a Hardhat node', () => {
  // Runs once, in the PGlite project (see the note at the top).
  it.runIf(onPglite)('reads price, LP value, TVL and APY from the deployed pool and farm', async () => {
    const prices = createPriceService(
      () => [
        {
          chainId: 31337,
          client: publicClient,
          fina: addresses.fina,
          pairs: { 'FINA-BUSD': addresses.pair },
          farm: addresses.farm,
          blocksPerYear: 10_512_000,
        },
      ],
      10_000,
    )
    const snapshot = await prices.snapshot()
    expect(snapshot.price.FINA).toBe(0.05)
    const pool = snapshot.lps.pools[0]
    expect(pool).toMatchObject({ pool: 'FINA-BUSD', reserveFina: '1000000', reserveQuote: '50000' })
    // TVL: half of all LP tokens staked = half the pool's $100,000.
    expect(snapshot.tvls.pools['FINA-BUSD']).toBeCloseTo(50_000, 0)
    // APR: 1 FINA/block x 10,512,000 x $0.05 x 50/50 / TVL x 100; tier 0 pays half.
    const full = (1 * 10_512_000 * 0.05 * 100) / (snapshot.tvls.pools['FINA-BUSD'] as number)
    expect(snapshot.apy.pools['FINA-BUSD']?.[1]?.apy).toBeCloseTo(full, 2)
    expect(snapshot.apy.pools['FINA-BUSD']?.[0]?.apy).toBeCloseTo(full / 2, 2)
  })
})
