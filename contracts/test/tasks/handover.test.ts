import { expect } from 'chai'
import { ethers } from 'hardhat'
import type { Deployment } from '../../scripts/deploy/deployments'
import { handOver, ownContractsWithRoles } from '../../scripts/deploy/handover'
import { verificationPlan } from '../../scripts/deploy/verify'
import { roleId, roleNames } from '../../tasks/action/contracts'
import { ownershipsHeldBy } from '../../tasks/powers'
import { rolesHeldBy, type StatusRow } from '../../tasks/status'
import { deployRandomness } from '../cards/helpers'

/**
 * What `handOver` runs with in these tests: every step is carried out when not done already, every transaction
 * awaited and counted (`sent()`), every line logged into `lines`.
 */
function handoverContext(deployment: Deployment, deployer: string, admin: string) {
  const lines: string[] = []
  let sent = 0
  const ctx = {
    deployment,
    deployer,
    admin,
    keep: new Set<string>(),
    step: async (_label: string, done: boolean, action: () => Promise<unknown>) => {
      if (!done) await action()
    },
    send: async (tx: Promise<{ wait(): Promise<unknown> }>) => {
      sent += 1
      return (await tx).wait()
    },
    log: (line: string) => lines.push(line),
  }
  return { ctx, lines, sent: () => sent }
}

/**
 * The handover on a deployment that records addresses the project did not deploy (the mainnets' BUSD/WBNB,
 * WMATIC/USDC and the Genesis collection), between and after contracts it did deploy.
 */
describe('handover', () => {
  async function setup() {
    const signers = await ethers.getSigners()
    const deployer = signers[0]!
    const admin = signers[9]!
    const outsider = signers[4]!
    const fina = await ethers.deployContract('FinaToken', [
      deployer.address,
      deployer.address,
      ethers.parseEther('1000'),
      ethers.parseEther('2000'),
    ])
    // Others' contracts: a token without roles, and a collection with roles held by someone else.
    const busd = await ethers.deployContract('MockERC20', ['Binance USD', 'BUSD'], outsider)
    const genesis = await ethers.deployContract('GenesisHero', [outsider.address], outsider)
    const binding = await ethers.deployContract('EmailBinding', [deployer.address])
    const card = await ethers.deployContract('MockERC721')
    const staking = await ethers.deployContract('CardStaking', [
      deployer.address,
      await card.getAddress(),
      60,
    ])
    const contracts: Record<string, string> = {
      FinaToken: await fina.getAddress(),
      BUSD: await busd.getAddress(),
      GenesisHero: await genesis.getAddress(),
      EmailBinding: await binding.getAddress(),
      CardStaking: await staking.getAddress(),
    }
    const deployment: Deployment = {
      chainId: 56,
      contracts,
      external: ['BUSD', 'GenesisHero'],
      farmPools: {},
      startBlock: 0,
      updatedAt: '',
    }
    const { ctx, lines, sent } = handoverContext(deployment, deployer.address, admin.address)
    return { deployer, admin, outsider, contracts, deployment, ctx, lines, sent, genesis }
  }

  /** Roles `account` holds on the project's contracts, as "Key ROLE". */
  async function rolesOf(contracts: Record<string, string>, keys: string[], account: string) {
    const held: string[] = []
    for (const key of keys) {
      const contract = await ethers.getContractAt(key, contracts[key]!)
      for (const name of roleNames(contract))
        if (await contract.getFunction('hasRole')(roleId(name), account)) held.push(`${key} ${name}`)
    }
    return held
  }

  it('skips the addresses the project did not deploy, hands over the rest, and a second run sends nothing', async () => {
    const { deployer, admin, outsider, contracts, ctx, lines, sent, genesis } = await setup()
    const own = ['FinaToken', 'EmailBinding', 'CardStaking']
    expect((await ownContractsWithRoles(ctx.deployment)).map((c) => c.key)).to.deep.equal(own)
    expect(await handOver(ctx)).to.be.greaterThan(0)
    // The deployer keeps nothing, on the contracts recorded after the first external address too.
    expect(await rolesOf(contracts, own, deployer.address)).to.deep.equal([])
    for (const key of own) {
      const contract = await ethers.getContractAt(key, contracts[key]!)
      expect(await contract.getFunction('hasRole')(ethers.ZeroHash, admin.address), key).to.equal(true)
    }
    // The external collection is untouched.
    expect(await genesis.hasRole(ethers.ZeroHash, outsider.address)).to.equal(true)
    expect(await genesis.hasRole(ethers.ZeroHash, admin.address)).to.equal(false)
    // Idempotent: a second run sends nothing and says so.
    const before = sent()
    const nonce = await ethers.provider.getTransactionCount(deployer.address)
    expect(await handOver(ctx)).to.equal(0)
    expect(sent()).to.equal(before)
    expect(await ethers.provider.getTransactionCount(deployer.address)).to.equal(nonce)
    expect(lines.at(-1)).to.match(/the deployer holds no roles \(done\)/)
  })

  it('a deployment file that does not mark its external addresses does not stop the handover', async () => {
    const { deployer, contracts, ctx } = await setup()
    const { external: _ignored, ...unmarked } = ctx.deployment
    await handOver({ ...ctx, deployment: unmarked })
    expect(
      await rolesOf(contracts, ['FinaToken', 'EmailBinding', 'CardStaking'], deployer.address),
    ).to.deep.equal([])
  })
})

/**
 * The handover of Chainlink's powers: the VRF subscription (two-step: the deployer requests, the admin accepts) and
 * any `owner()` of a recorded contract; the randomness adapter's own Chainlink owner is the adapter itself.
 */
describe('handover: Chainlink ownership and the VRF subscription', () => {
  async function setup() {
    const signers = await ethers.getSigners()
    const deployer = signers[0]!
    const admin = signers[9]!
    const { coordinator, vrf, subscriptionId } = await deployRandomness(deployer)
    const deployment: Deployment = {
      chainId: 97,
      // The mock stands for any recorded contract with a ConfirmedOwner owner (the deployer, its creator).
      contracts: {
        RandomnessAdapter: await coordinator.getAddress(),
        VRFCoordinatorV2_5Mock: await vrf.getAddress(),
      },
      farmPools: {},
      startBlock: await ethers.provider.getBlockNumber(),
      updatedAt: '',
    }
    const { ctx, lines, sent } = handoverContext(deployment, deployer.address, admin.address)
    return { deployer, admin, coordinator, vrf, subscriptionId, deployment, ctx, lines, sent }
  }

  it('the deployer keeps no power once the admin accepts: roles, owner() and the subscription', async () => {
    const { deployer, admin, coordinator, vrf, subscriptionId, deployment, ctx, lines, sent } = await setup()
    const at = await vrf.getAddress()
    expect(await ownershipsHeldBy(ethers.provider, deployment, deployer.address)).to.deep.equal([
      `VRF subscription ${subscriptionId} on ${at} (RandomnessAdapter)`,
      'VRFCoordinatorV2_5Mock owner()',
    ])
    await handOver(ctx)
    // Two-step transfers: until the admin accepts, the deployer still holds them (status keeps failing).
    expect(await ownershipsHeldBy(ethers.provider, deployment, deployer.address)).to.have.length(2)
    const acceptLine = lines.find((l) => l.includes('accepts the VRF subscription'))!
    const [, to, data] = /to (0x[0-9a-fA-F]{40}), value 0, data (0x[0-9a-f]+)/.exec(acceptLine) ?? []
    expect(to).to.equal(at)
    await (await admin.sendTransaction({ to: to!, data: data! })).wait()
    await vrf.connect(admin).acceptOwnership()
    expect(await ownershipsHeldBy(ethers.provider, deployment, deployer.address)).to.deep.equal([])
    expect(await ownershipsHeldBy(ethers.provider, deployment, admin.address)).to.have.length(2)
    expect((await vrf.getSubscription(subscriptionId)).subOwner).to.equal(admin.address)
    expect(await coordinator.hasRole(ethers.ZeroHash, deployer.address)).to.equal(false)
    // The deployer can neither move the subscription nor the adapter's coordinator or Chainlink ownership.
    await expect(vrf.connect(deployer).removeConsumer(subscriptionId, await coordinator.getAddress())).to.be
      .reverted
    await expect(
      coordinator.connect(deployer).setCoordinator(deployer.address),
    ).to.be.revertedWithCustomError(coordinator, 'OnlyOwnerOrCoordinator')
    await expect(coordinator.connect(deployer).transferOwnership(deployer.address)).to.be.revertedWith(
      'Only callable by owner',
    )
    // A second run sends nothing.
    const before = sent()
    await handOver(ctx)
    expect(sent()).to.equal(before)
  })

  it('a second run before the admin accepts does not request the transfers again', async () => {
    const { deployer, ctx, sent } = await setup()
    await handOver(ctx)
    const before = sent()
    const nonce = await ethers.provider.getTransactionCount(deployer.address)
    await handOver(ctx)
    expect(sent()).to.equal(before)
    expect(await ethers.provider.getTransactionCount(deployer.address)).to.equal(nonce)
  })
})

describe('verification plan and roles report', () => {
  const a = (n: number) => `0x${n.toString(16).padStart(40, '0')}`
  it('verify submits the recorded arguments and libraries of what the project deployed, and never guesses', () => {
    const plan = verificationPlan({
      chainId: 97,
      contracts: { FinaToken: a(1), WBNB: a(2), HeroCard: a(3), EmailBinding: a(4) },
      external: ['WBNB'],
      constructorArgs: { FinaToken: [a(9), '1000'], HeroCard: [a(9)] },
      libraries: { HeroCard: { HeroCardRegistry: a(5) } },
      farmPools: {},
      startBlock: 0,
      updatedAt: '',
    })
    expect(plan.jobs).to.deep.equal([
      {
        name: 'FinaToken',
        contract: 'FinaToken',
        address: a(1),
        constructorArguments: [a(9), '1000'],
        libraries: undefined,
      },
      {
        name: 'HeroCard',
        contract: 'HeroCard',
        address: a(3),
        constructorArguments: [a(9)],
        libraries: { HeroCardRegistry: a(5) },
      },
    ])
    expect(plan.missing).to.deep.equal(['EmailBinding'])
  })

  it('status names every role the deployer still holds', () => {
    const deployer = a(7)
    const rows: StatusRow[] = [
      {
        key: 'FinaToken',
        address: a(1),
        paused: undefined,
        state: {},
        roles: { MINTER_ROLE: [`${a(8)} (admin)`] },
      },
      {
        key: 'HeroCard',
        address: a(3),
        paused: false,
        state: {},
        roles: { DEFAULT_ADMIN_ROLE: [a(8)], OPERATOR_ROLE: [`${deployer} (deployer)`] },
      },
    ]
    expect(rolesHeldBy(rows, deployer)).to.deep.equal(['HeroCard OPERATOR_ROLE'])
    expect(rolesHeldBy(rows.slice(0, 1), deployer)).to.deep.equal([])
  })
})
