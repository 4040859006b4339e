// Deploys what the bridge needs on a running chain (a HeroCard with four card types, then this chain's side of the
// bridge through scripts/deploy/bridge.ts) and writes <BRIDGE_DEVNET_DIR>/<chainId>.json. Used by
// test-devnet/bridge.devnet.ts; on the BSC role, account #1 gets two cards to bridge.
import fs from 'node:fs'
import path from 'node:path'
import { ethers } from 'hardhat'
import { deployBridge } from '../scripts/deploy/bridge'
import { adapterConfig, deployVrfMock, mockSettings } from '../scripts/deploy/vrf'
import type { HeroCard } from '../typechain-types'

async function main() {
  const dir = process.env.BRIDGE_DEVNET_DIR
  if (!dir) throw new Error('BRIDGE_DEVNET_DIR is not set')
  const chainId = Number((await ethers.provider.getNetwork()).chainId)
  const [deployer, alice] = await ethers.getSigners()
  const contracts: Record<string, string> = {}
  const deploy = async (name: string, args: unknown[], libraries?: Record<string, string>) => {
    const instance = await ethers.deployContract(name, args, libraries ? { libraries } : {})
    await instance.waitForDeployment()
    contracts[name] = await instance.getAddress()
    return contracts[name]!
  }
  const { mock: vrf, subscriptionId } = await deployVrfMock()
  const settings = mockSettings(await vrf.getAddress(), subscriptionId)
  const coordinator = await deploy('RandomnessAdapter', [
    deployer!.address,
    settings.coordinator,
    adapterConfig(settings),
    settings.timeoutSeconds,
  ])
  await (await vrf.addConsumer(subscriptionId, coordinator)).wait()
  const registry = await deploy('HeroCardRegistry', [])
  const renderer = await deploy('HeroCardRenderer', [])
  const card = (await ethers.getContractAt(
    'HeroCard',
    await deploy('HeroCard', [deployer!.address, coordinator, renderer, 1000], {
      HeroCardRegistry: registry,
    }),
  )) as unknown as HeroCard
  const types = [
    [11, 1],
    [21, 2],
    [31, 3],
    [51, 5],
  ] as const
  await (
    await card.setCardInfos(
      types.map(([cardId, rarity]) => ({
        cardId,
        camp: (cardId % 4) + 1,
        rarity,
        name: `Hero ${cardId}`,
        currentAmount: 0,
        maxAmount: 100,
        cardURI: '',
      })),
      types.map(() => ({ weapon: 'Sword', background: 'Sky' })),
    )
  ).wait()
  if (chainId === 31337) {
    await (await card.grantRole(await card.MINTER_ROLE(), deployer!.address)).wait()
    await (await card.mintCards(alice!.address, 51, 5, 1)).wait()
    await (await card.mintCards(alice!.address, 31, 3, 1)).wait()
  }
  const bridge = await deployBridge({
    chainId,
    heroCard: contracts.HeroCard,
    deployOnce: async (name, contract, args) =>
      deploy(contract, args).then((address) => {
        contracts[name] = address
        return address
      }),
    step: async (label, done, action) => {
      if (!done) await action()
      console.log(`  ${label}: ${done ? 'skipped' : 'done'}`)
    },
    send: async (tx) => (await tx).wait(),
    roles: { admin: deployer!.address, operator: deployer!.address },
    log: (line) => console.log(line),
    deploymentsDir: dir,
  })
  fs.writeFileSync(
    path.join(dir, `${chainId}.json`),
    JSON.stringify({ chainId, contracts: { ...contracts, ...bridge } }),
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
