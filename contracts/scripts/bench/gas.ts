import fs from 'node:fs'
import path from 'node:path'
import { mine, time } from '@nomicfoundation/hardhat-network-helpers'
import { ethers } from 'hardhat'
import type {
  EmailBinding,
  FinaFarm,
  FinaPair,
  FinaPairFactory,
  FinaToken,
  GameVault,
  MockERC721,
  TestToken,
  WrappedNative,
} from '../../typechain-types'
import { readFarmTiers } from '../deploy/config'
import { measureBridge } from './gas-bridge'
import { measureWorldCup } from './gas-worldcup'

/**
 * Gas benchmark: runs every user-facing write in a fixed scenario on the in-process Hardhat network and measures
 * gasUsed from the receipts (deterministic: same code, same state, same figure).
 *
 *   GAS_MODE=print  (default) prints the table and the difference to gas-snapshot.json
 *   GAS_MODE=check  also fails when a figure grew by more than 5% over the snapshot, a write is missing from the
 *                   snapshot, or a goal is missed
 *   GAS_MODE=update writes gas-snapshot.json
 */

const SNAPSHOT = path.join(__dirname, '..', '..', 'gas-snapshot.json')
const TOLERANCE = 0.05
/** Goals of the issue. */
const GOALS: Record<string, number> = {
  'FinaFarm.depositLP (repeat, pays reward)': 110_000,
  'FinaFarm.withdrawLP (partial, pays reward)': 120_000,
}

type Snapshot = { note: string; gas: Record<string, number> }

async function main() {
  const figures: Record<string, number> = {}
  const measure = async (name: string, tx: Promise<{ wait(): Promise<{ gasUsed: bigint } | null> }>) => {
    const receipt = await (await tx).wait()
    figures[name] = Number(receipt!.gasUsed)
  }
  const e18 = (n: number | string) => ethers.parseEther(String(n))
  const signers = await ethers.getSigners()
  const [admin, alice, bob, carol] = signers as [
    (typeof signers)[0],
    (typeof signers)[0],
    (typeof signers)[0],
    (typeof signers)[0],
  ]
  const max = ethers.MaxUint256

  // Tokens
  const fina = (await ethers.deployContract('FinaToken', [
    admin.address,
    admin.address,
    e18(100_000_000),
    e18(1_000_000_000),
  ])) as unknown as FinaToken
  const busd = (await ethers.deployContract('TestToken', [
    'BUSD',
    'BUSD',
    18,
    admin.address,
  ])) as unknown as TestToken
  const wbnb = (await ethers.deployContract('WrappedNative', [
    'Wrapped BNB',
    'WBNB',
  ])) as unknown as WrappedNative
  for (const user of [alice, bob, carol]) {
    await fina.transfer(user.address, e18(1_000_000))
    await busd.mint(user.address, e18(1_000_000))
  }
  await measure('FinaToken.transfer', fina.connect(alice).transfer(bob.address, e18(1)))
  await measure('FinaToken.approve', fina.connect(alice).approve(carol.address, e18(1)))
  await measure('FinaToken.delegate', fina.connect(alice).delegate(alice.address))
  await measure('FinaToken.burn', fina.connect(bob).burn(e18(1)))
  await measure(
    'FinaToken.transferFrom',
    fina.connect(carol).transferFrom(alice.address, bob.address, e18(1) / 2n),
  )
  await measure('FinaToken.burnFrom', fina.connect(carol).burnFrom(alice.address, e18(1) / 2n))
  const deadline = 2n ** 40n
  const { chainId } = await ethers.provider.getNetwork()
  const permit = ethers.Signature.from(
    await bob.signTypedData(
      { name: 'Finaverse', version: '1', chainId, verifyingContract: await fina.getAddress() },
      {
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
      },
      { owner: bob.address, spender: carol.address, value: e18(5), nonce: 0n, deadline },
    ),
  )
  await measure(
    'FinaToken.permit',
    fina.connect(carol).permit(bob.address, carol.address, e18(5), deadline, permit.v, permit.r, permit.s),
  )
  await measure('WrappedNative.deposit', wbnb.connect(alice).deposit({ value: e18(10) }))
  await measure('WrappedNative.withdraw', wbnb.connect(alice).withdraw(e18(1)))

  // Pools
  const factory = (await ethers.deployContract('FinaPairFactory', [
    admin.address,
    25,
  ])) as unknown as FinaPairFactory
  const finaAddress = await fina.getAddress()
  await measure('FinaPairFactory.createPair', factory.createPair(finaAddress, await busd.getAddress()))
  const pair = (await ethers.getContractAt(
    'FinaPair',
    await factory.getPair(finaAddress, await busd.getAddress()),
  )) as unknown as FinaPair
  const pairAddress = await pair.getAddress()
  for (const user of [alice, bob]) {
    await fina.connect(user).approve(pairAddress, max)
    await busd.connect(user).approve(pairAddress, max)
  }
  const finaIs0 = (await pair.token0()) === finaAddress
  const amounts = (f: bigint, b: bigint) => (finaIs0 ? [f, b] : [b, f]) as [bigint, bigint]
  await measure(
    'FinaPair.mint (first)',
    pair.connect(alice).mint(...amounts(e18(200_000), e18(10_000)), 0, alice.address),
  )
  await measure('FinaPair.mint', pair.connect(bob).mint(...amounts(e18(20_000), e18(1000)), 0, bob.address))
  await measure(
    'FinaPair.swap',
    pair.connect(bob).swap(finaAddress, await busd.getAddress(), e18(100), 0, bob.address),
  )
  await measure('FinaPair.burn', pair.connect(bob).burn(e18(100), 0, 0, bob.address))

  // Farm and vault: carol has FINA but never delegated her votes (most holders); a delegated holder pays ERC20Votes
  // checkpoints on every FINA transfer (see FinaToken.delegate and the README).
  // Farm: pid 0 FINA-BUSD LP, pid 1 FINA single staking, tiers of the shared JSON
  const farm = (await ethers.deployContract('FinaFarm', [
    finaAddress,
    admin.address,
    e18(10),
    0,
  ])) as unknown as FinaFarm
  const farmAddress = await farm.getAddress()
  const { tiers } = readFarmTiers()
  await farm.add(pairAddress, 80, tiers['FINA-BUSD']!)
  await farm.add(finaAddress, 20, tiers.FINA!)
  await fina.approve(farmAddress, max)
  await measure('FinaFarm.fundRewards', farm.fundRewards(e18(1_000_000)))
  await pair.connect(alice).transfer(carol.address, e18(1000))
  await pair.connect(carol).approve(farmAddress, max)
  await fina.connect(carol).approve(farmAddress, max)
  // Alice staked first, so the pools are accruing (steady state, not the first accumulator write).
  await pair.connect(alice).approve(farmAddress, max)
  await fina.connect(alice).approve(farmAddress, max)
  await farm.connect(alice).depositLP(0, e18(10))
  await farm.connect(alice).depositLP(1, e18(10))
  await mine(5)
  await measure('FinaFarm.depositLP (first)', farm.connect(carol).depositLP(0, e18(100)))
  await farm.connect(carol).depositLP(1, e18(100))
  await mine(10)
  await time.increase(8 * 86_400)
  await measure('FinaFarm.depositLP (repeat, pays reward)', farm.connect(carol).depositLP(0, e18(100)))
  await mine(10)
  await measure('FinaFarm.withdrawLP (partial, pays reward)', farm.connect(carol).withdrawLP(0, e18(50)))
  await mine(10)
  await measure('FinaFarm.claim', farm.connect(carol).claim(0))
  await mine(10)
  await measure('FinaFarm.claimTo', farm.connect(carol).claimTo(0, bob.address))
  await mine(10)
  await measure('FinaFarm.claimAll (2 pools)', farm.connect(carol).claimAll())
  await mine(10)
  await measure('FinaFarm.withdrawLP (close, pays reward)', farm.connect(carol).withdrawLP(1, e18(100)))
  await mine(10)
  await measure('FinaFarm.updatePool', farm.updatePool(0))
  await mine(10)
  await measure('FinaFarm.massUpdatePools (2 pools)', farm.massUpdatePools())
  await measure('FinaFarm.withdrawEmergency', farm.connect(carol).withdrawEmergency(0))

  // Game vault
  const vault = (await ethers.deployContract('GameVault', [
    finaAddress,
    admin.address,
    admin.address,
  ])) as unknown as GameVault
  const vaultAddress = await vault.getAddress()
  const cards = (await ethers.deployContract('MockERC721')) as unknown as MockERC721
  await vault.setCardCollection(await cards.getAddress())
  await fina.connect(carol).approve(vaultAddress, max)
  await fina.approve(vaultAddress, max)
  await vault.deposit(e18(10)) // an earlier deposit: the counters are not zero any more (steady state)
  await measure('GameVault.deposit', vault.connect(carol).deposit(e18(10)))
  for (const id of [1, 2, 3]) await cards.mint(carol.address, id)
  await cards.connect(carol).setApprovalForAll(vaultAddress, true)
  await measure('GameVault.depositNFTs (1 card)', vault.connect(carol).depositNFTs([1]))
  await measure('GameVault.depositNFTs (2 cards)', vault.connect(carol).depositNFTs([2, 3]))
  await measure(
    'GameVault.releaseNFTs (1 card)',
    vault.releaseNFTs(await cards.getAddress(), bob.address, [1]),
  )
  await fina.transfer(vaultAddress, e18(1000))
  await measure('GameVault.multiSend (1 recipient)', vault.multiSend(1, [bob.address], [e18(1)]))
  const ten = signers.slice(4, 14).map((s) => s.address)
  await measure(
    'GameVault.multiSend (10 recipients)',
    vault.multiSend(
      2,
      ten,
      ten.map(() => e18(1)),
    ),
  )

  // E-mail binding
  const binding = (await ethers.deployContract('EmailBinding', [admin.address])) as unknown as EmailBinding
  const hash = await binding.calcEmailHash(alice.address, 'player@example.com')
  await measure('EmailBinding.bindAccount', binding.connect(alice).bindAccount(hash))
  await measure('EmailBinding.delegateAccount', binding.connect(alice).delegateAccount(bob.address))
  await measure('EmailBinding.acceptDelegation', binding.connect(bob).acceptDelegation(alice.address))
  await measure('EmailBinding.undelegateAccount', binding.connect(alice).undelegateAccount())

  // Card bridge (scripts/bench/gas-bridge.ts)
  await measureBridge(measure)
  await measureWorldCup(measure)

  report(figures)
}

function report(figures: Record<string, number>) {
  const mode = process.env.GAS_MODE ?? 'print'
  const previous: Snapshot | undefined = fs.existsSync(SNAPSHOT)
    ? JSON.parse(fs.readFileSync(SNAPSHOT, 'utf8'))
    : undefined
  const failures: string[] = []
  const rows = Object.entries(figures).map(([name, gas]) => {
    const before = previous?.gas[name]
    let change = 'new'
    if (before !== undefined) {
      const ratio = gas / before - 1
      change = `${ratio >= 0 ? '+' : ''}${(ratio * 100).toFixed(2)}%`
      if (ratio > TOLERANCE) failures.push(`${name}: ${gas} gas is ${change} over the snapshot (${before})`)
    } else {
      failures.push(`${name}: not in gas-snapshot.json`)
    }
    const goal = GOALS[name]
    const goalText =
      goal === undefined ? '' : gas <= goal ? `goal <= ${goal}: met` : `goal <= ${goal}: MISSED`
    if (goal !== undefined && gas > goal) failures.push(`${name}: ${gas} gas misses the goal of ${goal}`)
    return { name, gas, change, goalText }
  })
  const width = Math.max(...rows.map((r) => r.name.length))
  console.log(`${'write'.padEnd(width)}  ${'gas'.padStart(8)}  vs snapshot`)
  for (const r of rows)
    console.log(`${r.name.padEnd(width)}  ${String(r.gas).padStart(8)}  ${r.change.padEnd(9)} ${r.goalText}`)
  if (mode === 'update') {
    const snapshot: Snapshot = {
      note: 'gasUsed of each user-facing write in the fixed scenario of scripts/bench/gas.ts (pnpm gas:update)',
      gas: figures,
    }
    fs.writeFileSync(SNAPSHOT, `${JSON.stringify(snapshot, null, 2)}\n`)
    console.log(`Wrote ${path.relative(process.cwd(), SNAPSHOT)}`)
  } else if (mode === 'check') {
    if (failures.length > 0) {
      console.error(
        `Gas check failed (update the snapshot with \`pnpm gas:update\` when a rise is intended):\n  ${failures.join('\n  ')}`,
      )
      process.exitCode = 1
    } else {
      console.log(`Gas check passed: no write grew by more than ${TOLERANCE * 100}% and the goals are met`)
    }
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
