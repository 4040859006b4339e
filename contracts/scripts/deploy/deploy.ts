import { ethers, network } from 'hardhat'
import type {
  FinaFarm,
  FinaPair,
  FinaPairFactory,
  FinaToken,
  GameVault,
  TestToken,
  WrappedNative,
} from '../../typechain-types'
import { deployBridge } from './bridge'
import { deployCards } from './cards'
import {
  type ChainConfig,
  chainConfigs,
  devnetSeed,
  readFarmTiers,
  roleHolders,
  type TokenConfig,
} from './config'
import { type Deployment, deploymentsDir, readDeployment, writeDeployment } from './deployments'
import { handOver, handoverBlockers } from './handover'
import { deployWorldCup } from './worldcup'

/**
 * Deploys (or re-uses) every contract of the chain's config (scripts/deploy/config.ts), configures roles and farm pools,
 * and on the devnet seeds demo state; writes `deployments/<chainId>.json`.
 * Idempotent: a contract recorded in the file whose code is still on chain is skipped, and every configuration or
 * seed step first checks the chain state, so re-running against the same node changes nothing.
 */
export type DeployOptions = {
  /** The deployment to re-use; default: deployments/<chainId>.json. */
  previous?: Deployment | undefined
  /** Write deployments/<chainId>.json (default true). */
  write?: boolean
  log?: (line: string) => void
}

/** Deploys, configures and (on the devnet) seeds the connected chain; returns what it recorded. */
export async function deployAll(options: DeployOptions = {}): Promise<Deployment> {
  const console = { log: options.log ?? ((line: string) => globalThis.console.log(line)) }
  const chainId = Number((await ethers.provider.getNetwork()).chainId)
  const config = chainConfigs[chainId]
  if (!config) throw new Error(`No deployment config for chain ${chainId} (scripts/deploy/config.ts)`)
  const [deployer] = await ethers.getSigners()
  if (!deployer) throw new Error('No deployer account: set DEPLOYER_PRIVATE_KEY for live networks')
  const roles = roleHolders(deployer.address)
  // Live chains hand over to FINAVERSE_ADMIN (scripts/deploy/handover.ts): the keeper must then be configured, or the
  // deployer's key would stay the operator.
  const handover = !config.devnet && roles.admin !== deployer.address
  if (handover) {
    for (const name of ['FINAVERSE_OPERATOR'])
      if (!process.env[name])
        throw new Error(`${name} is required when FINAVERSE_ADMIN takes over (${roles.admin})`)
  }
  const previous = 'previous' in options ? options.previous : readDeployment(chainId)
  const deployment: Deployment = {
    chainId,
    contracts: {},
    farmPools: {},
    deployer: previous?.deployer ?? deployer.address,
    startBlock: previous?.startBlock ?? (await ethers.provider.getBlockNumber()),
    updatedAt: new Date().toISOString(),
  }
  // What the project did not deploy, and the constructor arguments of what it did (kept for contracts re-used).
  const external = new Set<string>()
  const constructorArgs: Record<string, unknown[]> = {}
  const libraries: Record<string, Record<string, string>> = { ...previous?.libraries }
  const fresh = async (name: string): Promise<string | undefined> => {
    const known = previous?.contracts[name]
    return known && (await ethers.provider.getCode(known)) !== '0x' ? known : undefined
  }
  const record = (
    name: string,
    address: string,
    how: 'exists' | 'deployed' | 'external' | 'created',
    args?: unknown[],
  ) => {
    console.log(`  ${name}: ${address} (${how === 'created' ? 'created by another contract' : how})`)
    deployment.contracts[name] = address
    if (how === 'external') external.add(name)
    const known = args ?? (how === 'exists' ? previous?.constructorArgs?.[name] : undefined)
    if (known) constructorArgs[name] = known
    if (external.size) deployment.external = [...external]
    if (Object.keys(constructorArgs).length) deployment.constructorArgs = constructorArgs
    if (Object.keys(libraries).length) deployment.libraries = libraries
    // A checkpoint after each contract: a run that stops half-way (a node connection closed under load, a live RPC
    // failing) is run again and re-uses what it had deployed (`fresh` checks the code is there) instead of deploying
    // and seeding a second set, which on the devnet ran the deployer out of funds. The last write (below) keeps only
    // what this run recorded.
    if (options.write !== false)
      writeDeployment({
        ...deployment,
        contracts: { ...previous?.contracts, ...deployment.contracts },
        constructorArgs: { ...previous?.constructorArgs, ...constructorArgs },
      })
  }
  async function deployOnce(
    name: string,
    contract: string,
    args: unknown[],
    deployOptions: { libraries?: Record<string, string> } = {},
  ): Promise<string> {
    const known = await fresh(name)
    if (known) {
      record(name, known, 'exists')
      return known
    }
    const instance = await ethers.deployContract(contract, args, deployOptions)
    await instance.waitForDeployment()
    const address = await instance.getAddress()
    if (deployOptions.libraries) {
      libraries[name] = deployOptions.libraries
      deployment.libraries = libraries
    }
    record(name, address, 'deployed', jsonArgs(args))
    return address
  }
  const step = async (label: string, done: boolean, action: () => Promise<unknown>) => {
    if (done) return console.log(`  ${label}: skipped (done)`)
    await action()
    console.log(`  ${label}: done`)
  }
  const send = async (tx: Promise<{ wait(): Promise<unknown> }>) => (await tx).wait()

  console.log(`Deploying to ${network.name} (chain ${chainId}, ${config.role} role) from ${deployer.address}`)

  // Tokens
  const finaAddress = await deployOnce('FinaToken', 'FinaToken', [
    deployer.address,
    deployer.address,
    ethers.parseEther(config.fina.initialSupply),
    ethers.parseEther(config.fina.cap),
  ])
  const fina = (await ethers.getContractAt('FinaToken', finaAddress)) as unknown as FinaToken
  const tokenAddresses: Record<string, string> = {}
  for (const [key, configured] of Object.entries(config.tokens) as [string, TokenConfig][]) {
    // FINAVERSE_TOKEN_<KEY> names an existing token instead (e.g. a faucet's BUSD on BSC testnet): recorded external.
    const existing = process.env[`FINAVERSE_TOKEN_${key}`]
    const token: TokenConfig = existing
      ? { kind: 'external', address: ethers.getAddress(existing) }
      : configured
    if (token.kind === 'external') {
      record(key, token.address, 'external')
      tokenAddresses[key] = token.address
    } else if (token.kind === 'test') {
      tokenAddresses[key] = await deployOnce(key, 'TestToken', [
        token.name,
        token.symbol,
        token.decimals,
        deployer.address,
      ])
    } else {
      tokenAddresses[key] = await deployOnce(key, 'WrappedNative', [token.name, token.symbol])
    }
  }

  // Pools
  const factoryAddress = await deployOnce('FinaPairFactory', 'FinaPairFactory', [
    deployer.address,
    config.swapFeeBps,
  ])
  const factory = (await ethers.getContractAt(
    'FinaPairFactory',
    factoryAddress,
  )) as unknown as FinaPairFactory
  const pairAddresses: Record<string, string> = {}
  for (const pair of config.pairs) {
    const quote = tokenAddresses[pair.quote]!
    let address = await factory.getPair(finaAddress, quote)
    if (address === ethers.ZeroAddress) {
      await send(factory.createPair(finaAddress, quote))
      address = await factory.getPair(finaAddress, quote)
      // The factory's CREATE2 deployment: FinaPair(token0, token1, the factory's default fee at that time).
      const created = await ethers.getContractAt('FinaPair', address)
      record(pair.name, address, 'deployed', [
        await created.token0(),
        await created.token1(),
        String(await factory.defaultSwapFeeBps()),
      ])
    } else {
      record(pair.name, address, 'exists')
    }
    pairAddresses[pair.farmPool] = address
  }

  // Farm: pools in pid order, tiers from the shared JSON
  const farmAddress = await deployOnce('FinaFarm', 'FinaFarm', [
    finaAddress,
    deployer.address,
    ethers.parseEther(config.farm.rewardPerBlock),
    0,
  ])
  const farm = (await ethers.getContractAt('FinaFarm', farmAddress)) as unknown as FinaFarm
  const tiers = readFarmTiers().tiers
  for (const [pid, pool] of config.farm.pools.entries()) {
    const lpToken = pool.farmPool === 'FINA' ? finaAddress : pairAddresses[pool.farmPool]!
    const poolTiers = tiers[pool.farmPool]
    if (!poolTiers) throw new Error(`No tiers for ${pool.farmPool} in the farm tier JSON`)
    const length = Number(await farm.poolLength())
    if (pid < length) {
      const info = await farm.poolInfo(pid)
      if (info.lpToken.toLowerCase() !== lpToken.toLowerCase()) {
        throw new Error(`Farm pid ${pid} stakes ${info.lpToken}, config says ${pool.farmPool} (${lpToken})`)
      }
      console.log(`  farm pid ${pid} ${pool.farmPool}: skipped (exists)`)
    } else {
      await send(farm.add(lpToken, pool.allocPoint, poolTiers))
      console.log(`  farm pid ${pid} ${pool.farmPool}: added`)
    }
    deployment.farmPools[pool.farmPool] = pid
  }

  // Game account vault (BSC role) and e-mail binding (both chains)
  let vault: GameVault | undefined
  if (config.gameVault) {
    const vaultAddress = await deployOnce('GameVault', 'GameVault', [
      finaAddress,
      deployer.address,
      roles.operator,
    ])
    vault = (await ethers.getContractAt('GameVault', vaultAddress)) as unknown as GameVault
  }
  const bindingAddress = await deployOnce('EmailBinding', 'EmailBinding', [deployer.address])

  // Roles: the configured admin gets the admin roles; the deployer keeps them until the admin renounces them.
  const grant = async (
    label: string,
    contract: string,
    address: string,
    role: string,
    holder: string | undefined,
  ) => {
    if (!holder) return
    const target = await ethers.getContractAt('AccessControl', address)
    await step(`${label} -> ${holder}`, await target.hasRole(role, holder), () =>
      send(target.grantRole(role, holder)),
    )
    void contract
  }
  const DEFAULT_ADMIN = ethers.ZeroHash
  const id = (name: string) => ethers.id(name)
  await grant('FinaToken DEFAULT_ADMIN_ROLE', 'FinaToken', finaAddress, DEFAULT_ADMIN, roles.admin)
  await grant('FinaToken MINTER_ROLE', 'FinaToken', finaAddress, id('MINTER_ROLE'), roles.minter)
  for (const [name, address, extra] of [
    ['FinaPairFactory', factoryAddress, []],
    ['FinaFarm', farmAddress, ['PAUSER_ROLE']],
    ['EmailBinding', bindingAddress, ['PAUSER_ROLE']],
    ...(vault ? [['GameVault', await vault.getAddress(), ['PAUSER_ROLE']] as const] : []),
  ] as const) {
    await grant(`${name} DEFAULT_ADMIN_ROLE`, name, address, DEFAULT_ADMIN, roles.admin)
    await grant(`${name} ADMIN_ROLE`, name, address, id('ADMIN_ROLE'), roles.admin)
    for (const role of extra) {
      await grant(`${name} ${role}`, name, address, id(role), roles.admin)
      await grant(`${name} ${role} (pauser)`, name, address, id(role), roles.pauser)
    }
  }
  if (vault)
    await grant(
      'GameVault OPERATOR_ROLE',
      'GameVault',
      await vault.getAddress(),
      id('OPERATOR_ROLE'),
      roles.operator,
    )

  if (config.devnet) {
    await seedDevnet(config, {
      fina,
      farm,
      vault,
      tokenAddresses,
      pairAddresses,
      step,
      send,
      log: console.log,
    })
  } else if (roles.farmFundAmount) {
    const amount = ethers.parseEther(roles.farmFundAmount)
    await step(`fund farm with ${roles.farmFundAmount} FINA`, (await farm.rewardReserve()) > 0n, async () => {
      await send(fina.approve(farmAddress, amount))
      await send(farm.fundRewards(amount))
    })
  }

  // Cards: hero cards, randomness, blind boxes, staking, mirror, vouchers, mystery box claims.
  await deployCards({
    chainId,
    role: config.role,
    devnet: config.devnet,
    deployer,
    roles,
    tokenAddresses,
    deployOnce,
    record: (name, address) => record(name, address, 'external'),
    recordCreated: (name, address, args) => record(name, address, 'created', args),
    step,
    send,
    log: console.log,
    deploymentsDir: options.write === false ? undefined : deploymentsDir,
  })

  // The game vault accepts the hero cards: without its card collection, moving a card to the game account reverts.
  if (vault && deployment.contracts.HeroCard) {
    const heroCard = deployment.contracts.HeroCard
    await step(
      `GameVault card collection (HeroCard ${heroCard})`,
      (await vault.cardCollection()).toLowerCase() === heroCard.toLowerCase(),
      () => send(vault.setCardCollection(heroCard)),
    )
  }

  // Card bridge on Chainlink CCIP: the escrow CardBridge on the BSC role, the minting CardBridgeMinter (with
  // HeroCard's MINTER_ROLE) on the Polygon role; on the devnets, a DevnetCCIPRouter the keeper delivers through.
  // Linked to the other side after the last contract creation below (a link sent here would move the addresses
  // after it whenever the other chain happened to be deployed first).
  const bridgeContext = {
    chainId,
    heroCard: deployment.contracts.HeroCard,
    deployOnce,
    step,
    send,
    roles,
    log: console.log,
    deploymentsDir: options.write === false ? undefined : deploymentsDir,
    recordExternal: (name: string, address: string) => record(name, address, 'external'),
  }
  await deployBridge({ ...bridgeContext, link: false })

  // World Cup: WorldCup and WorldCupRaffle on the BSC role; the devnet seed creates the 64 matches.
  await deployWorldCup({
    role: config.role,
    devnet: config.devnet,
    contracts: deployment.contracts,
    deployOnce,
    step,
    send,
    roles,
    log: console.log,
  })

  await deployBridge(bridgeContext)

  if (handover) {
    const blockers = await handoverBlockers(deployment)
    if (blockers.length) {
      console.log(
        `  handover to ${roles.admin}: waits (${blockers.join('; ')}); run again after the other chain`,
      )
    } else {
      // Roles the configuration itself gives the deployer's address stay with it.
      const keep = new Set<string>()
      if (process.env.FINAVERSE_OPERATOR && roles.operator === deployer.address) keep.add('OPERATOR_ROLE')
      if (roles.minter === deployer.address) keep.add('MINTER_ROLE')
      if (roles.pauser === deployer.address) keep.add('PAUSER_ROLE')
      console.log(`Handing over to ${roles.admin}`)
      await handOver({
        deployment,
        deployer: deployer.address,
        admin: roles.admin,
        keep,
        step,
        send,
        log: console.log,
      })
    }
  }

  if (options.write !== false) {
    writeDeployment(deployment)
    console.log(`Wrote deployments/${chainId}.json`)
  }
  return deployment
}

type SeedContext = {
  fina: FinaToken
  farm: FinaFarm
  vault: GameVault | undefined
  tokenAddresses: Record<string, string>
  pairAddresses: Record<string, string>
  step: (label: string, done: boolean, action: () => Promise<unknown>) => Promise<void>
  send: (tx: Promise<{ wait(): Promise<unknown> }>) => Promise<unknown>
  log: (line: string) => void
}

/** Demo state on the local chains: pool liquidity, a funded farm and vault, demo accounts with tokens. */
async function seedDevnet(config: ChainConfig, ctx: SeedContext) {
  const { fina, farm, vault, tokenAddresses, pairAddresses, step, send } = ctx
  const console = { log: ctx.log }
  const signers = await ethers.getSigners()
  const deployer = signers[0]!
  const finaAddress = await fina.getAddress()
  const farmAddress = await farm.getAddress()
  const tokenAt = async (key: string) => {
    const token = config.tokens[key as keyof ChainConfig['tokens']]
    const address = tokenAddresses[key]!
    if (token?.kind === 'wrapped')
      return {
        kind: 'wrapped' as const,
        contract: (await ethers.getContractAt('WrappedNative', address)) as unknown as WrappedNative,
      }
    return {
      kind: 'test' as const,
      contract: (await ethers.getContractAt('TestToken', address)) as unknown as TestToken,
    }
  }
  // Gives the deployer `amount` of a test or wrapped token (minting or wrapping).
  const obtain = async (key: string, amount: bigint) => {
    const token = await tokenAt(key)
    const balance = await token.contract.balanceOf(deployer.address)
    if (balance >= amount) return token.contract
    if (token.kind === 'wrapped') await send(token.contract.deposit({ value: amount - balance }))
    else await send(token.contract.mint(deployer.address, amount - balance))
    return token.contract
  }
  const units = async (key: string, whole: string) => {
    const token = await tokenAt(key)
    return ethers.parseUnits(whole, await token.contract.decimals())
  }

  console.log('Seeding the devnet')
  for (const pair of config.pairs) {
    const lp = (await ethers.getContractAt('FinaPair', pairAddresses[pair.farmPool]!)) as unknown as FinaPair
    const [reserve0] = await lp.getReserves()
    await step(
      `liquidity ${pair.farmPool} (${pair.seed.fina} FINA + ${pair.seed.quote} ${pair.quote})`,
      reserve0 > 0n,
      async () => {
        const finaAmount = ethers.parseEther(pair.seed.fina)
        const quoteAmount = await units(pair.quote, pair.seed.quote)
        const quote = await obtain(pair.quote, quoteAmount)
        await send(fina.approve(await lp.getAddress(), finaAmount))
        await send(quote.approve(await lp.getAddress(), quoteAmount))
        const finaIs0 = (await lp.token0()).toLowerCase() === finaAddress.toLowerCase()
        const [amount0, amount1] = finaIs0 ? [finaAmount, quoteAmount] : [quoteAmount, finaAmount]
        await send(lp.mint(amount0, amount1, 0, deployer.address))
      },
    )
  }

  const farmFunding = ethers.parseEther(devnetSeed.farmFunding)
  await step(`fund farm with ${devnetSeed.farmFunding} FINA`, (await farm.rewardReserve()) > 0n, async () => {
    await send(fina.approve(farmAddress, farmFunding))
    await send(farm.fundRewards(farmFunding))
  })
  if (vault) {
    const vaultAddress = await vault.getAddress()
    await step(
      `fund vault with ${devnetSeed.vaultFunding} FINA`,
      (await fina.balanceOf(vaultAddress)) > 0n,
      () => send(fina.transfer(vaultAddress, ethers.parseEther(devnetSeed.vaultFunding))),
    )
  }

  const per = devnetSeed.perAccount
  for (const index of devnetSeed.demoAccounts) {
    const account = signers[index]
    if (!account) throw new Error(`Hardhat account #${index} is missing`)
    await step(
      `demo account #${index} ${account.address}`,
      (await fina.balanceOf(account.address)) > 0n,
      async () => {
        await send(fina.transfer(account.address, ethers.parseEther(per.FINA)))
        for (const key of Object.keys(config.tokens)) {
          const amount = await units(key, per[key as keyof typeof per])
          const token = await obtain(key, amount)
          await send(token.transfer(account.address, amount))
        }
        for (const pair of config.pairs) {
          const lp = (await ethers.getContractAt(
            'FinaPair',
            pairAddresses[pair.farmPool]!,
          )) as unknown as FinaPair
          const supply = await lp.totalSupply()
          await send(
            lp.transfer(account.address, (supply * ethers.parseEther(per.lpShare)) / ethers.WeiPerEther),
          )
        }
      },
    )
  }

  // Demo account #1 stakes half its LP tokens of farm pid 0 (the staking screen then has a position and rewards).
  const staker = signers[devnetSeed.demoAccounts[0]!]!
  const [amount] = await farm.userLPInfo(0, staker.address)
  await step(`demo account #${devnetSeed.demoAccounts[0]} stakes in farm pid 0`, amount > 0n, async () => {
    const lp = (await ethers.getContractAt(
      'FinaPair',
      (
        await farm.poolInfo(0)
      ).lpToken,
    )) as unknown as FinaPair
    const stake =
      ((await lp.balanceOf(staker.address)) * ethers.parseEther(devnetSeed.demoStakeShare)) /
      ethers.WeiPerEther
    await send(lp.connect(staker).approve(farmAddress, stake))
    await send(farm.connect(staker).depositLP(0, stake))
  })
}

// `hardhat run scripts/deploy/deploy.ts` runs it; tests import deployAll.
if (require.main === module) {
  deployAll().catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
}

/** Constructor arguments as JSON keeps them: big numbers as decimal strings (hardhat-verify takes them so). */
export function jsonArgs(args: unknown[]): unknown[] {
  return JSON.parse(
    JSON.stringify(args, (_key, value) => (typeof value === 'bigint' ? value.toString() : value)),
  )
}
