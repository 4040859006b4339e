import path from 'node:path'
import { StandardMerkleTree } from '@openzeppelin/merkle-tree'
import { ethers } from 'hardhat'
import type { BlindBox, CardStaking, GenesisHero, HeroCard, MarketCollection } from '../../typechain-types'
import { writeFileAtomic } from './deployments'
import {
  adapterConfig,
  checkAgainstCoordinator,
  createFundedSubscription,
  liveVrfSettings,
  MOCK_FEES,
  mockSettings,
  type VrfSettings,
  vrfCoordinatorAt,
} from './vrf'

/**
 * Deploys and configures the card contracts (hero cards, randomness, blind boxes, staking, mirror,
 * vouchers, mystery box claims) and, on a devnet, seeds their demo state. Called by scripts/deploy/deploy.ts with its
 * helpers; idempotent like it: every deployment goes through `deployOnce` and every step checks the chain first.
 *
 * Environment (live chains; never committed):
 * - FINAVERSE_GENESIS_ADDRESS: the Genesis hero collection on BSC mainnet (elsewhere a GenesisHero is deployed).
 * - FINAVERSE_ASSETS_URL: base of the card, box and voucher images (default https://assets.finaverse.local).
 * - FINAVERSE_SITE_URL: the collections' external link in their contractURI (default https://finaverse.local).
 * - FINAVERSE_ROYALTY_RECEIVER: receiver of the collections' ERC-2981 royalty (default the admin role holder).
 * - FINAVERSE_VRF_*: the Chainlink VRF v2.5 settings of live chains (scripts/deploy/vrf.ts). The local chains deploy
 *   Chainlink's VRFCoordinatorV2_5Mock with a funded subscription instead.
 */
export type CardsContext = {
  chainId: number
  role: 'bsc' | 'polygon'
  devnet: boolean
  deployer: { address: string }
  roles: { admin: string; operator: string; pauser?: string | undefined }
  /** Payment tokens by key (e.g. BUSD) for the ERC20 box version. */
  tokenAddresses: Record<string, string>
  deployOnce: (
    name: string,
    contract: string,
    args: unknown[],
    options?: { libraries?: Record<string, string> },
  ) => Promise<string>
  /** Records an address deployed elsewhere (the Genesis collection on BSC mainnet). */
  record?: (name: string, address: string) => void
  /** Records a contract another one's constructor deployed (HeroCardViews), with its constructor arguments, so that
   * it is verified and checked like the others. */
  recordCreated?: (name: string, address: string, args: unknown[]) => void
  step: (label: string, done: boolean, action: () => Promise<unknown>) => Promise<void>
  send: (tx: Promise<{ wait(): Promise<unknown> }>) => Promise<unknown>
  log?: (line: string) => void
  /** Where the mystery box claim tree is written (the server serves its proofs); undefined: not written. */
  deploymentsDir: string | undefined
}

/** Base of the card, box and voucher images. */
const ASSETS_URL = process.env.FINAVERSE_ASSETS_URL ?? 'https://assets.finaverse.local'
/** The collections' external link. */
const SITE_URL = process.env.FINAVERSE_SITE_URL ?? 'https://finaverse.local'
/** Royalty of every collection, in basis points (the contracts cap it at 1000). */
export const ROYALTY_BPS = 500

/** What markets show of each collection: contractURI texts, and the boxes' and vouchers' token image. */
export function collectionInfo(key: string): { description: string; image: string; externalLink: string } {
  const texts: Record<string, [string, string]> = {
    HeroCard: [
      'Finaverse hero cards: merge two of a rarity for a chance at the next.',
      'collections/heroes.png',
    ],
    MysteryBox: ['Finaverse mystery box: opens into an A (60%) or S (40%) hero card.', 'boxes/mystery.png'],
    CardsVoucher: ['Finaverse voucher: exchanged for a mystery box.', 'collections/voucher.png'],
  }
  const box = BOXES.find((b) => b.key === key)
  const [description, image] =
    texts[key] ??
    (box ? [`Finaverse blind box ${box.version}: opens into one hero card.`, `boxes/${box.version}.png`] : [])
  if (!description || !image) throw new Error(`no collection metadata for ${key}`)
  return { description, image: `${ASSETS_URL}/${image}`, externalLink: SITE_URL }
}

const RARITY_NAMES = ['B', 'A', 'S', 'S+', 'SS', 'SS+', 'SSS', 'SSS+', 'X'] as const
const FACTIONS = ["Athena's Aegis", 'Ouroboros', "Prometheus' Fire", "Thoth's Book"] as const
const WEAPONS = ['Spear', 'Scythe', 'Torch', 'Quill'] as const
const BACKGROUNDS = ['Temple', 'Abyss', 'Forge', 'Library'] as const

/** Card types: one hero per rarity (1..9) and faction (1..4), card id = rarity * 10 + faction. */
export function cardTypes(maxAmount: bigint) {
  const infos = []
  const attributes = []
  for (let rarity = 1; rarity <= 9; rarity++) {
    for (let camp = 1; camp <= 4; camp++) {
      const cardId = rarity * 10 + camp
      infos.push({
        cardId,
        camp,
        rarity,
        name: `${FACTIONS[camp - 1]} ${RARITY_NAMES[rarity - 1]} Hero`,
        currentAmount: 0,
        maxAmount,
        cardURI: `${ASSETS_URL}/heroes/${cardId}.png`,
      })
      attributes.push({ weapon: WEAPONS[camp - 1]!, background: BACKGROUNDS[(rarity - 1) % 4]! })
    }
  }
  return { infos, attributes }
}

/** The box versions on sale (devnet and test chains seed them all). */
const BOXES = [
  { key: 'BlindBoxV1', name: 'Finaverse Box V1', symbol: 'FBOX1', version: 'V1', price: '0.01', token: null },
  { key: 'BlindBoxV2', name: 'Finaverse Box V2', symbol: 'FBOX2', version: 'V2', price: '0.02', token: null },
  { key: 'BlindBoxV3', name: 'Finaverse Box V3', symbol: 'FBOX3', version: 'V3', price: '10', token: 'BUSD' },
  { key: 'BlindBoxV4', name: 'Finaverse Box V4', symbol: 'FBOX4', version: 'V4', price: '0.04', token: null },
] as const

/**
 * The VRF settings of this chain: on the local chains Chainlink's mock (deployed once, one funded subscription of
 * the deployer's, reused on re-runs); on live chains the table and environment of scripts/deploy/vrf.ts, checked against
 * the coordinator before anything is deployed (FINAVERSE_VRF_MOCK=1: the live rehearsal's mock stands in for the
 * live coordinator, which has no gas lanes to check).
 */
async function vrfSettings(ctx: CardsContext, out: Record<string, string>): Promise<VrfSettings> {
  if (ctx.devnet) {
    out.VRFCoordinatorV2_5Mock = await ctx.deployOnce('VRFCoordinatorV2_5Mock', 'VRFCoordinatorV2_5Mock', [
      ...MOCK_FEES,
    ])
    const mock = await ethers.getContractAt('VRFCoordinatorV2_5Mock', out.VRFCoordinatorV2_5Mock)
    // The mock reverts IndexOutOfRange while it has no subscription.
    const [existing] = await mock.getActiveSubscriptionIds(0, 1).catch(() => [] as bigint[])
    const subscriptionId = existing ?? (await createFundedSubscription(out.VRFCoordinatorV2_5Mock))
    ctx.log?.(`  VRF mock subscription ${subscriptionId}`)
    return mockSettings(out.VRFCoordinatorV2_5Mock, subscriptionId)
  }
  const settings = liveVrfSettings(ctx.chainId)
  await checkAgainstCoordinator(settings, process.env.FINAVERSE_VRF_MOCK === '1')
  return settings
}

/**
 * Adds the adapter to the VRF subscription when the deployer owns it; otherwise prints the exact call for the
 * subscription's owner (the adapter requests nothing Chainlink answers until then).
 */
async function addVrfConsumer(ctx: CardsContext, vrf: VrfSettings, adapter: string) {
  const coordinator = await vrfCoordinatorAt(vrf.coordinator)
  const sub = await coordinator.getSubscription!(vrf.subscriptionId)
  const consumers = (sub.consumers as string[]).map((a) => a.toLowerCase())
  if (consumers.includes(adapter.toLowerCase()))
    return ctx.log?.('  VRF consumer RandomnessAdapter: skipped (done)')
  if ((sub.subOwner as string).toLowerCase() === ctx.deployer.address.toLowerCase()) {
    await ctx.send(coordinator.addConsumer!(vrf.subscriptionId, adapter))
    return ctx.log?.('  VRF consumer RandomnessAdapter: done')
  }
  ctx.log?.(
    `  VRF consumer RandomnessAdapter: the subscription's owner ${sub.subOwner} must call ` +
      `addConsumer(${vrf.subscriptionId}, ${adapter}) on ${vrf.coordinator} (vrf.chain.link)`,
  )
}

export async function deployCards(ctx: CardsContext): Promise<Record<string, string>> {
  const { deployer, roles, deployOnce, step, send } = ctx
  const out: Record<string, string> = {}
  const id = (name: string) => ethers.id(name)

  // Randomness and the card collection (both chains)
  const vrf = await vrfSettings(ctx, out)
  out.RandomnessAdapter = await deployOnce('RandomnessAdapter', 'RandomnessAdapter', [
    deployer.address,
    vrf.coordinator,
    adapterConfig(vrf),
    vrf.timeoutSeconds,
  ])
  await addVrfConsumer(ctx, vrf, out.RandomnessAdapter)
  out.HeroCardRegistry = await deployOnce('HeroCardRegistry', 'HeroCardRegistry', [])
  out.HeroCardRenderer = await deployOnce('HeroCardRenderer', 'HeroCardRenderer', [])
  out.HeroCard = await deployOnce(
    'HeroCard',
    'HeroCard',
    [deployer.address, out.RandomnessAdapter, out.HeroCardRenderer, 100_000],
    { libraries: { HeroCardRegistry: out.HeroCardRegistry } },
  )
  const heroCard = (await ethers.getContractAt('HeroCard', out.HeroCard)) as unknown as HeroCard
  // HeroCard's constructor deploys HeroCardViews (its reads and its refund path): recorded for verification.
  out.HeroCardViews = await heroCard.views()
  ctx.recordCreated?.('HeroCardViews', out.HeroCardViews, [out.RandomnessAdapter])
  out.CardStaking = await deployOnce('CardStaking', 'CardStaking', [
    deployer.address,
    out.HeroCard,
    ctx.devnet ? 60 : 7 * 24 * 3600,
  ])

  const grant = async (label: string, address: string, role: string, holder: string | undefined) => {
    if (!holder) return
    const target = await ethers.getContractAt('AccessControl', address)
    await step(`${label} -> ${holder}`, await target.hasRole(role, holder), () =>
      send(target.grantRole(role, holder)),
    )
  }
  await grant(
    'RandomnessAdapter CONSUMER_ROLE (HeroCard)',
    out.RandomnessAdapter,
    id('CONSUMER_ROLE'),
    out.HeroCard,
  )

  // One rarity (4 factions) per transaction: all 36 card types at once take ~29M gas, over the 2^24 per-transaction
  // gas cap of current EVMs (EIP-7825, enforced by Hardhat nodes) and close to BSC's block limit.
  const { infos, attributes } = cardTypes(1000n)
  for (let first = 0; first < infos.length; first += 4) {
    const batch = infos.slice(first, first + 4)
    const lastId = batch[batch.length - 1]!.cardId
    await step(
      `HeroCard card types ${batch[0]!.cardId}..${lastId}`,
      (await heroCard.cardInfoes(lastId)).id !== 0n,
      () => send(heroCard.setCardInfos(batch, attributes.slice(first, first + 4))),
    )
  }

  if (ctx.role === 'bsc') {
    // Blind boxes V1..V4 and the mystery box
    for (const box of BOXES) {
      out[box.key] = await deployOnce(box.key, 'BlindBox', [
        deployer.address,
        box.name,
        box.symbol,
        box.version,
        out.HeroCard,
        out.RandomnessAdapter,
      ])
    }
    out.MysteryBox = await deployOnce('MysteryBox', 'BlindBox', [
      deployer.address,
      'Finaverse Mystery Box',
      'FMBOX',
      'Mystery Box',
      out.HeroCard,
      out.RandomnessAdapter,
    ])
    for (const key of [...BOXES.map((b) => b.key), 'MysteryBox']) {
      await grant(`HeroCard MINTER_ROLE (${key})`, out.HeroCard, id('MINTER_ROLE'), out[key])
      await grant(
        `RandomnessAdapter CONSUMER_ROLE (${key})`,
        out.RandomnessAdapter,
        id('CONSUMER_ROLE'),
        out[key],
      )
    }
    const mystery = (await ethers.getContractAt('BlindBox', out.MysteryBox)) as unknown as BlindBox
    await step('MysteryBox odds A 60% / S 40%', (await mystery.getRarityOdds())[0].length > 0, () =>
      send(mystery.setRarityOdds([2, 3], [6000, 4000])),
    )

    // Mystery box claims
    const tree = await claimTree(ctx)
    out.MysteryBoxClaim = await deployOnce('MysteryBoxClaim', 'MysteryBoxClaim', [
      deployer.address,
      out.MysteryBox,
      tree?.root ?? ethers.ZeroHash,
    ])
    await grant(
      'MysteryBox MINTER_ROLE (MysteryBoxClaim)',
      out.MysteryBox,
      id('MINTER_ROLE'),
      out.MysteryBoxClaim,
    )
    if (tree && ctx.deploymentsDir) {
      writeFileAtomic(
        path.join(ctx.deploymentsDir, `${ctx.chainId}.mystery-box-claims.json`),
        `${JSON.stringify(tree.dump(), null, 2)}\n`,
      )
    }

    // Genesis heroes and the mirror
    const genesisAddress =
      ctx.chainId === 56
        ? process.env.FINAVERSE_GENESIS_ADDRESS
        : await deployOnce('GenesisHero', 'GenesisHero', [deployer.address])
    if (!genesisAddress) throw new Error('FINAVERSE_GENESIS_ADDRESS is required on BSC mainnet')
    if (ctx.chainId === 56) ctx.record?.('GenesisHero', genesisAddress)
    out.GenesisHero = genesisAddress
    out.HeroMirror = await deployOnce('HeroMirror', 'HeroMirror', [
      deployer.address,
      genesisAddress,
      out.HeroCard,
    ])
    await grant('HeroCard MINTER_ROLE (HeroMirror)', out.HeroCard, id('MINTER_ROLE'), out.HeroMirror)

    // Vouchers
    out.CardsVoucher = await deployOnce('CardsVoucher', 'CardsVoucher', [deployer.address])
    out.VoucherRedeem = await deployOnce('VoucherRedeem', 'VoucherRedeem', [
      deployer.address,
      out.CardsVoucher,
      1,
    ])
    await grant(
      'CardsVoucher MINTER_ROLE (VoucherRedeem)',
      out.CardsVoucher,
      id('MINTER_ROLE'),
      out.VoucherRedeem,
    )
    await grant('HeroCard BURNER_ROLE (VoucherRedeem)', out.HeroCard, id('BURNER_ROLE'), out.VoucherRedeem)
    const redeemer = await ethers.getContractAt('VoucherRedeem', out.VoucherRedeem)
    await step('VoucherRedeem accepts HeroCard', await redeemer.acceptedTokens(out.HeroCard), () =>
      send(redeemer.setAcceptedToken(out.HeroCard!, true)),
    )
  }

  // What markets read: each collection's texts and image, and its royalty, set while the deployer still
  // holds ADMIN_ROLE (live chains hand over afterwards).
  const royaltyReceiver = process.env.FINAVERSE_ROYALTY_RECEIVER ?? roles.admin
  for (const key of ['HeroCard', ...BOXES.map((b) => b.key), 'MysteryBox', 'CardsVoucher']) {
    if (!out[key]) continue
    const collection = (await ethers.getContractAt(
      'MarketCollection',
      out[key]!,
    )) as unknown as MarketCollection
    const info = collectionInfo(key)
    const current = await collection.collectionInfo()
    await step(
      `${key} collection metadata (${info.image})`,
      current.description === info.description &&
        current.image === info.image &&
        current.externalLink === info.externalLink,
      () => send(collection.setCollectionInfo(info)),
    )
    const [receiver, fee] = await collection.royaltyInfo(0, 10_000)
    await step(
      `${key} royalty ${ROYALTY_BPS} bps -> ${royaltyReceiver}`,
      receiver === ethers.getAddress(royaltyReceiver) && fee === BigInt(ROYALTY_BPS),
      () => send(collection.setRoyalty(royaltyReceiver, ROYALTY_BPS)),
    )
  }

  // Roles: the keeper operates the card contract; the admin gets the admin roles.
  await grant('HeroCard OPERATOR_ROLE', out.HeroCard, id('OPERATOR_ROLE'), roles.operator)
  for (const key of Object.keys(out)) {
    if (['HeroCardRegistry', 'HeroCardRenderer', 'HeroCardViews', 'VRFCoordinatorV2_5Mock'].includes(key))
      continue
    if (key === 'GenesisHero' && ctx.chainId === 56) continue
    await grant(`${key} DEFAULT_ADMIN_ROLE`, out[key]!, ethers.ZeroHash, roles.admin)
    await grant(`${key} ADMIN_ROLE`, out[key]!, id('ADMIN_ROLE'), roles.admin)
    await grant(`${key} PAUSER_ROLE`, out[key]!, id('PAUSER_ROLE'), roles.admin)
    await grant(`${key} PAUSER_ROLE (pauser)`, out[key]!, id('PAUSER_ROLE'), roles.pauser)
  }

  if (ctx.devnet) {
    if (ctx.role === 'bsc') await seedCardsDevnet(ctx, out)
  }
  return out
}

/** The devnet claim airdrop: demo accounts #1..#4 may claim 3, 2, 1 and 1 mystery boxes. Live chains start with
 * an empty root; the admin sets the real one with `setMerkleRoot`. */
async function claimTree(ctx: CardsContext) {
  if (!ctx.devnet) return undefined
  const demo = await demoSigners()
  const amounts = ['3', '2', '1', '1']
  return StandardMerkleTree.of(
    demo.map((signer, i) => [signer.address, amounts[i]!]),
    ['address', 'uint256'],
  )
}

async function demoSigners() {
  const signers = await ethers.getSigners()
  return [1, 2, 3, 4].map((i) => {
    const signer = signers[i]
    if (!signer) throw new Error(`Hardhat account #${i} is missing`)
    return signer
  })
}

/** Demo state: cards of every rarity and faction, merges and sale open, boxes of each version on sale, a whitelist
 * with demo account #2, Genesis heroes to mirror. */
async function seedCardsDevnet(ctx: CardsContext, out: Record<string, string>) {
  const { step, send } = ctx
  const demo = await demoSigners()
  const heroCard = (await ethers.getContractAt('HeroCard', out.HeroCard!)) as unknown as HeroCard
  ;(ctx.log ?? console.log)('Seeding the card contracts')

  await step(
    'HeroCard MINTER_ROLE (deployer, devnet seed)',
    await heroCard.hasRole(ethers.id('MINTER_ROLE'), ctx.deployer.address),
    () => send(heroCard.grantRole(ethers.id('MINTER_ROLE'), ctx.deployer.address)),
  )
  // Demo account #1: one card of every rarity and faction; #2..#4: one card of every rarity.
  for (const [i, account] of demo.entries()) {
    await step(
      `demo cards for account #${i + 1}`,
      (await heroCard.balanceOf(account.address)) > 0n,
      async () => {
        for (let rarity = 1; rarity <= 9; rarity++) {
          const camps = i === 0 ? [1, 2, 3, 4] : [((rarity + i) % 4) + 1]
          for (const camp of camps)
            await send(heroCard.mintCards(account.address, rarity * 10 + camp, rarity, 1))
        }
        // Two more S cards, so a merge can be tried at once.
        await send(heroCard.mintCards(account.address, 31 + (i % 4), 3, 2))
      },
    )
  }

  const rarities = [2, 3, 4, 5, 6, 7, 8]
  await step('HeroCard merge prices and merges open', await heroCard.mergeActive(), async () => {
    await send(
      heroCard.setMergePrices(
        rarities,
        rarities.map((r) => ethers.parseEther(String(0.001 * r))),
        rarities.map((r) => ethers.parseEther(String(0.002 * r))),
        rarities.map((r) => 6000 - (r - 2) * 700),
      ),
    )
    await send(heroCard.startMerge())
  })
  await step('HeroCard public sale at 0.01', await heroCard.publicSaleActive(), async () => {
    await send(heroCard.setMintSettings(3, 100_000, 2))
    await send(heroCard.startPublicSale(ethers.parseEther('0.01')))
  })
  await step(
    'HeroCard whitelist (demo account #2: 5 S cards at 0.005)',
    // HeroCard's fallback serves the whitelist reads from HeroCardViews.
    await (await ethers.getContractAt('HeroCardViews', out.HeroCard!)).containsInWhiteList(demo[1]!.address),
    () =>
      send(
        heroCard.setWhitelist(
          [demo[1]!.address],
          [{ rarity: 3, remainingAmount: 5, price: ethers.parseEther('0.005') }],
        ),
      ),
  )

  for (const box of BOXES) {
    const contract = (await ethers.getContractAt('BlindBox', out[box.key]!)) as unknown as BlindBox
    await step(`${box.key} on sale`, await contract.saleActive(), async () => {
      const token = box.token ? ctx.tokenAddresses[box.token] : undefined
      if (box.token && !token) throw new Error(`${box.key}: payment token ${box.token} not deployed`)
      const price = ethers.parseUnits(box.price, 18)
      await send(contract.setSaleConfig(token ?? ethers.ZeroAddress, price, ctx.deployer.address))
      await send(contract.setQuotas(1000, 20, 5))
      // Quotas: lower rarities more often (A .. SS heroes of every faction).
      const cardIds = [21, 22, 23, 24, 31, 32, 33, 34, 41, 42, 43, 44, 51, 52, 53, 54]
      await send(
        contract.setCardsQuota(
          cardIds,
          cardIds.map((id) => BigInt(Math.max(10, Math.floor(400 / (Math.floor(id / 10) * 5))))),
        ),
      )
      if (box.version === 'V4') {
        await send(contract.addWhiteList([demo[0]!.address, demo[1]!.address]))
        await send(contract.setWhiteListOnly(true))
      }
      await send(contract.startSale())
    })
  }
  const v1 = (await ethers.getContractAt('BlindBox', out.BlindBoxV1!)) as unknown as BlindBox
  await step('demo account #1 holds 3 V1 boxes', (await v1.balanceOf(demo[0]!.address)) > 0n, () =>
    send(v1.connect(demo[0]!).mintMulti(3, { value: ethers.parseEther('0.03') })),
  )

  const genesis = (await ethers.getContractAt('GenesisHero', out.GenesisHero!)) as unknown as GenesisHero
  await step(
    'Genesis heroes for demo accounts #1 and #2',
    (await genesis.balanceOf(demo[0]!.address)) > 0n,
    async () => {
      await send(genesis.mint(demo[0]!.address, 1, 33, 3))
      await send(genesis.mint(demo[0]!.address, 2, 52, 5))
      await send(genesis.mint(demo[1]!.address, 3, 71, 7))
    },
  )
  const staking = (await ethers.getContractAt('CardStaking', out.CardStaking!)) as unknown as CardStaking
  const staker = demo[0]!
  await step(
    'demo account #1 stakes two cards',
    (await staking.getTokensStakedByAddress(staker.address)).length > 0,
    async () => {
      const ids = await heroCard.tokensOfOwner(staker.address)
      await send(heroCard.connect(staker).setApprovalForAll(out.CardStaking!, true))
      await send(staking.connect(staker).stakeMulti([ids[0]!, ids[1]!]))
    },
  )
}
