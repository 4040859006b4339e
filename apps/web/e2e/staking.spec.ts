// The staking screen on the devnet stack with the dev wallet (demo account #1: FINA, LP tokens, a position in
// FINA-BUSD, hero cards): the farm journey, hero staking with the lock passed by moving devnet time, a wrong-network
// switch, rejected amounts, a failed simulation, the Chinese screen, axe and screenshots at 1366 and 360 px.
import { finaFarmAbi, getDeployment } from '@finaverse/contracts'
import { poolRewardPerBlock } from '@finaverse/domain'
import type { Page } from '@playwright/test'
import { createPublicClient, formatUnits, http } from 'viem'
import {
  axeClean,
  connectDevWallet,
  devnetContract,
  expect,
  moveDevnetTime,
  number,
  POLYGON_RPC,
  ready,
  SIMULATION_MS,
  screenshots,
  test,
  write,
  zh,
} from './fixtures'
import { DEVNET_TIMEOUT } from './fixtures/injected-wallet'

test.describe.configure({ mode: 'serial' })

/** FINA-MATIC's reward per block as the chain has it (the farm's emission split by allocPoint), in whole FINA. */
async function finaMaticRewardPerBlock(): Promise<number> {
  if (!POLYGON_RPC) throw new Error('E2E_POLYGON_RPC_URL is not set (run through scripts/e2e.mjs)')
  const farm = devnetContract('FinaFarm', 31338)
  const pid = getDeployment(31338)?.farmPools['FINA-MATIC']
  if (pid === undefined) throw new Error('no FINA-MATIC pool in the devnet deployment')
  const client = createPublicClient({ transport: http(POLYGON_RPC, { timeout: DEVNET_TIMEOUT }) })
  const [perBlock, total, info] = await Promise.all([
    client.readContract({ address: farm, abi: finaFarmAbi, functionName: 'rewardPerBlock' }),
    client.readContract({ address: farm, abi: finaFarmAbi, functionName: 'totalAllocPoint' }),
    client.readContract({ address: farm, abi: finaFarmAbi, functionName: 'poolInfo', args: [BigInt(pid)] }),
  ])
  return Number(formatUnits(poolRewardPerBlock(perBlock, info.allocPoint, total), 18))
}

test('public data without a wallet, FINA-MATIC by default, the pool in the URL', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/staking')
  await ready(page)
  await expect(page.getByRole('tab', { name: 'Farm' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('button', { name: /FINA-MATIC/ })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('pool-tiers').getByRole('listitem')).toHaveCount(4)
  await expect(page.getByTestId('pool-tvl')).toHaveText(/\$/)
  // The pool's share of the farm's emission, as the chain computes it (shown with up to 4 decimals).
  const expected = await finaMaticRewardPerBlock()
  expect(expected).toBeGreaterThan(0)
  await expect(page.getByTestId('pool-reward-per-block')).toHaveText(/ FINA$/)
  const shown = (await page.getByTestId('pool-reward-per-block').textContent()) ?? ''
  expect(Number(shown.replace(/ FINA$/, '').replaceAll(',', ''))).toBeCloseTo(expected, 3)
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Connect wallet', exact: true }),
  ).toBeVisible()
  await page.getByRole('button', { name: /FINA-BNB/ }).click()
  await expect(page).toHaveURL(/pool=FINA-BNB/)
  await axeClean(page)
  await screenshots(page, 'staking-public-en')
  expect(consoleErrors).toEqual([])
})

/** The APY figure's box lies inside its card's box (no overflow), whatever its number of digits. */
async function apyFits(page: Page) {
  const apy = page.getByTestId('pool-apy')
  await expect(apy).toHaveText(/^[\d.,]+(K|M|B|T|万|亿|万亿)?%$/)
  const [inner, outer] = await Promise.all([
    apy.boundingBox(),
    apy.locator('xpath=ancestor::div[contains(@class,"stat")][1]').boundingBox(),
  ])
  expect(inner && outer).toBeTruthy()
  if (!inner || !outer) return
  expect(inner.x).toBeGreaterThanOrEqual(outer.x - 0.5)
  expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width + 0.5)
}

test('on a phone, in both languages: the APY fits its card and the menu reaches every screen', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const [path, menu, screens] of [
    ['/staking', 'Menu', ['Card bridge', 'Claim mystery boxes', 'Game account']],
    [zh('/staking'), '菜单', ['卡牌跨链桥', '领取神秘盲盒', '游戏账户']],
  ] as const) {
    await page.goto(path)
    await ready(page)
    await apyFits(page)
    await page.getByRole('button', { name: menu }).click()
    const nav = page.getByRole('navigation', { name: /Main menu|主菜单/ })
    for (const name of screens) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
    await page.keyboard.press('Escape')
  }
  await screenshots(page, 'staking-phone-zh')
  expect(consoleErrors).toEqual([])
})

test('farm journey: switch network, approve, deposit, reward grows, claim, withdraw part, emergency withdraw', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(240_000)
  // The default pool lives on the Polygon-role chain; the dev wallet starts on the BSC role: switch.
  await page.goto('/staking')
  await ready(page)
  await connectDevWallet(page)
  const guard = page.getByRole('alert').filter({ hasText: 'Wrong network, please change your network.' })
  await expect(guard).toBeVisible()
  await guard.getByRole('button', { name: /Switch to Finaverse Local Polygon/ }).click()
  await expect(page.getByTestId('farm-position')).toBeVisible()

  // FINA-BUSD is on the BSC role: choosing it asks to switch back.
  await page.getByRole('button', { name: /FINA-BUSD/ }).click()
  await page
    .getByRole('alert')
    .filter({ hasText: 'Wrong network' })
    .getByRole('button', { name: /Switch to Finaverse Local BSC/ })
    .click()
  const farm = page.getByTestId('farm-FINA-BUSD')
  await expect(farm.getByTestId('farm-position')).toBeVisible()

  // Rejected amounts never open the wallet.
  const deposit = farm.getByRole('form', { name: 'Deposit' })
  const amount = deposit.getByLabel('Amount to deposit')
  await amount.fill('0')
  await expect(deposit.getByText('Please enter a valid amount')).toBeVisible()
  // Too many decimals: the message says how many the token allows.
  await amount.fill('1.0000000000000000001')
  await expect(deposit.getByText('Please enter at most 18 decimal places')).toBeVisible()
  await amount.fill('')
  await expect(deposit.getByText('Value cannot be empty')).toBeVisible()
  await amount.fill('999999999')
  await expect(deposit.getByText('Insufficient balance')).toBeVisible()
  await expect(deposit.getByTestId('tx-confirm')).toHaveCount(0)

  // Approve exactly the amount, then the same place offers Deposit.
  const deposited = number(await farm.getByTestId('deposited').textContent())
  await amount.fill('1')
  // The approval's confirm says who may spend what: the farm, exactly the amount typed.
  await deposit.getByRole('button', { name: /^Approve FINA-BUSD LP/ }).click()
  await expect(deposit.getByTestId('approve-scope')).toHaveText(
    /^Lets the farm \(0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}\) spend exactly 1 FINA-BUSD LP, and nothing more\.$/,
  )
  await deposit.getByTestId('tx-confirm').getByRole('button', { name: 'Confirm' }).click()
  await expect(deposit.getByRole('button', { name: /^Deposit$/ })).toBeVisible({ timeout: 30_000 })
  // A top-up settles the pending reward at the current tier: its confirm says what is paid and what is forfeited.
  await deposit.getByRole('button', { name: /^Deposit$/ }).click()
  await expect(deposit.getByTestId('payout-notice')).toHaveText(
    /^Paid now at your current tier \(25%\): [\d.,]+ FINA\. Forfeited: [\d.,]+ FINA\. The highest tier pays the whole reward\.$/,
  )
  await deposit.getByTestId('tx-confirm').getByRole('button', { name: 'Confirm' }).click()
  await expect(deposit.getByRole('status').filter({ hasText: 'Transaction confirmed' })).toBeVisible({
    timeout: 30_000,
  })
  // On a phone, right after the approval and the deposit: one toast shows (the newest), and the wallet chip names
  // the chain in full words ("BSC"), not a cut "Fin…".
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(page.getByTestId('tx-toast').filter({ visible: true })).toHaveCount(1)
  const chip = page.getByTestId('wallet-chain')
  expect(await chip.evaluate((el) => getComputedStyle(el, '::after').content)).toBe('"BSC"')
  await page.setViewportSize({ width: 1366, height: 900 })
  await expect
    .poll(async () => number(await farm.getByTestId('deposited').textContent()))
    .toBeCloseTo(deposited + 1, 4)
  // The tier planner: the next tier as a live countdown, and what a withdrawal pays now and at that tier.
  const planner = farm.getByTestId('tier-planner')
  await expect(planner.getByTestId('countdown')).toHaveText(/\d{2}:\d{2}:\d{2}/)
  await expect(planner).toContainText(/Withdraw now: [\d.,]+ FINA\. At tier \d: [\d.,]+ FINA\./)

  // The pending reward grows as blocks come (the chains mine on an interval).
  const pending = farm.getByTestId('pending-reward')
  const first = number(await pending.textContent())
  await expect
    .poll(async () => number(await pending.textContent()), { timeout: 30_000 })
    .toBeGreaterThan(first)

  // The position and the claim's confirm say what the current tier pays and what it forfeits (the seeded position is
  // below the highest tier), in FINA.
  await expect(farm.getByTestId('payout-now')).toHaveText(/^[\d.,]+ FINA \(25%, your current tier\)$/)
  await expect(farm.getByTestId('forfeit-now')).toHaveText(/^[\d.,]+ FINA$/)
  expect(number(await farm.getByTestId('forfeit-now').textContent())).toBeGreaterThan(0)
  const rewards = farm.getByRole('region', { name: 'Rewards' })
  // "Claim all", on a phone: its confirm step says what every pool of the chain pays now and what it forfeits.
  await page.setViewportSize({ width: 390, height: 844 })
  await rewards.getByRole('button', { name: /^Claim all$/ }).click()
  const allPayout = rewards.getByTestId('claim-all-payout')
  await expect(allPayout).toHaveText(
    /^Paid now at each pool's current tier: [\d.,]+ FINA\. Forfeited: [\d.,]+ FINA\. The highest tier pays the whole reward\.$/,
  )
  await expect(allPayout).toBeInViewport()
  // Its Confirm is in view and nothing (a toast) lies over it: a tap lands on it.
  const confirmAll = rewards.getByTestId('tx-confirm').getByRole('button', { name: 'Confirm' })
  await expect(confirmAll).toBeInViewport()
  expect(
    await confirmAll.evaluate((el) => {
      const box = el.getBoundingClientRect()
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
      return top !== null && el.contains(top)
    }),
  ).toBe(true)
  const forfeitedAll = /Forfeited: ([\d.,]+) FINA/.exec((await allPayout.textContent()) ?? '')?.[1] ?? '0'
  expect(number(forfeitedAll)).toBeGreaterThan(0)
  await rewards.getByTestId('tx-confirm').getByRole('button', { name: 'Cancel' }).click()
  await page.setViewportSize({ width: 1366, height: 900 })
  await rewards.getByRole('button', { name: /^Claim reward$/ }).click()
  await expect(rewards.getByTestId('payout-notice')).toContainText(/Forfeited: [\d.,]+ FINA\./)
  await rewards.getByTestId('tx-confirm').getByRole('button', { name: 'Confirm' }).click()
  // The success says how much arrived (read from the transaction's receipt).
  await expect(
    rewards.getByRole('status').filter({ hasText: /^Claimed: [\d.,]+ FINA arrived in your wallet\./ }),
  ).toBeVisible({ timeout: 30_000 })

  const withdrawForm = farm.getByRole('form', { name: 'Withdraw' })
  await withdrawForm.getByLabel('Amount to withdraw').fill(String(deposited + 5))
  await expect(withdrawForm.getByText('The withdrawal amount cannot exceed your balance')).toBeVisible()
  await withdrawForm.getByLabel('Amount to withdraw').fill('0.5')
  await write(withdrawForm, /^Withdraw$/)
  await expect
    .poll(async () => number(await farm.getByTestId('deposited').textContent()))
    .toBeCloseTo(deposited + 0.5, 4)

  // Emergency withdraw: the confirm step states what is forfeited.
  await rewards.getByRole('button', { name: /^Emergency withdraw$/ }).click()
  await expect(rewards.getByTestId('emergency-forfeit')).toHaveText(
    /forfeits the pending reward of [\d.,]+ FINA/,
  )
  await rewards.getByTestId('tx-confirm').getByRole('button', { name: 'Confirm' }).click()
  // The region may still show the claim's confirmation beside this one: the emergency withdrawal's is the last.
  await expect(rewards.getByRole('status').filter({ hasText: 'Transaction confirmed' }).last()).toBeVisible({
    timeout: 30_000,
  })
  await expect(farm.getByTestId('deposited')).toHaveText(/^0 /, { timeout: 30_000 })

  // Nothing staked any more: nothing to claim, and a second emergency withdraw fails in the simulation,
  // translated, with the wallet shut.
  await expect(rewards.getByRole('button', { name: /^Claim reward$/ })).toBeDisabled()
  await rewards.getByRole('button', { name: /^Emergency withdraw$/ }).click()
  await expect(rewards.getByTestId('tx-error')).toHaveText('Insufficient balance', { timeout: SIMULATION_MS })
  await expect(rewards.getByTestId('tx-confirm')).toHaveCount(0)
  await screenshots(page, 'staking-farm-en')
  expect(consoleErrors).toEqual([])
})

test('hero staking: stake two cards, their countdown, unstake after the lock', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000)
  await page.goto('/staking?tab=heroes')
  await ready(page)
  await connectDevWallet(page)
  await expect(page.getByTestId('lock-time')).toHaveText(/locked for/)
  // What hero staking earns, said before anything is staked.
  await expect(page.getByTestId('hero-staking-earns')).toContainText('Hero staking pays no FINA or credits')
  const mine = page.getByRole('region', { name: 'Your cards' })
  await expect(mine.getByTestId('card-tile').first()).toBeVisible()

  // Nothing selected: the domain's message, no wallet.
  const approve = mine.getByRole('button', { name: 'Approve cards' })
  if (await approve.isVisible())
    await write(mine, 'Approve cards', mine.getByRole('button', { name: 'Stake', exact: true }))
  await mine.getByRole('button', { name: 'Stake', exact: true }).click()
  await expect(mine.getByText('Please select at least one card')).toBeVisible()

  const boxes = mine.getByRole('checkbox')
  // Each checkbox by its token number ("Select … #3"): the card's name may still be loading when it is read.
  const names = await Promise.all(
    [0, 1].map(async (i) => {
      const label = (await boxes.nth(i).evaluate((el) => el.closest('label')?.textContent)) ?? ''
      const token = /#(\d+)$/.exec(label.trim())?.[1]
      expect(token, `a token number in "${label}"`).toBeDefined()
      return new RegExp(`\\s#${token}$`)
    }),
  )
  await boxes.nth(0).check()
  await boxes.nth(1).check()
  await write(mine, /^Stake$/)
  const staked = page.getByRole('region', { name: 'Staked cards' })
  await expect(staked.getByTestId('card-tile')).not.toHaveCount(0)
  await expect(staked.getByTestId('countdown').first()).toHaveText(/\d{2}:\d{2}:\d{2}/)

  // Locked cards cannot be picked; move the devnet past the lock and they can.
  const lockText = (await page.getByTestId('lock-time').textContent()) ?? ''
  const [, days = '0', hh = '0', mm = '0', ss = '0'] =
    /(?:(\d+) days? )?(\d+):(\d+):(\d+)/.exec(lockText) ?? []
  const lockSeconds = Number(days) * 86_400 + Number(hh) * 3600 + Number(mm) * 60 + Number(ss)
  expect(lockSeconds).toBeGreaterThan(0)
  // The two just staked are locked (the devnet lock is 60 s), with a countdown.
  for (const name of names) await expect(staked.getByRole('checkbox', { name })).toBeDisabled()
  await moveDevnetTime(lockSeconds + 60)
  await page.reload()
  await ready(page)
  const unlocked = page.getByRole('region', { name: 'Staked cards' })
  await expect(unlocked.getByText('Unlocked').first()).toBeVisible({ timeout: 20_000 })
  await unlocked.getByRole('button', { name: 'Select all' }).click()
  await write(unlocked, /^Unstake$/)
  await expect(unlocked.getByText('No staked cards.')).toBeVisible({ timeout: 20_000 })
  await axeClean(page)
  await screenshots(page, 'staking-heroes-en')
  expect(consoleErrors).toEqual([])
})

test('the screen in Chinese: texts, a rejected amount, a failed simulation', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(zh('/staking?pool=FINA-BNB'))
  await ready(page)
  await expect(page.getByRole('tab', { name: '农场' })).toBeVisible()
  await expect(page.getByRole('tab', { name: '英雄质押' })).toBeVisible()
  await connectDevWallet(page, { connect: '连接钱包', dev: '开发钱包' })
  const farm = page.getByTestId('farm-FINA-BNB')
  await expect(farm.getByTestId('farm-position')).toBeVisible()
  const deposit = farm.getByRole('form', { name: '存入' })
  await deposit.getByLabel('存入数量').fill('0')
  await expect(deposit.getByText('请输入有效数量')).toBeVisible()
  await deposit.getByLabel('存入数量').fill('1.0000000000000000001')
  await expect(deposit.getByText('最多输入 18 位小数')).toBeVisible()
  // Nothing staked in FINA-BNB: the emergency withdraw fails in the simulation, in Chinese.
  const rewards = farm.getByRole('region', { name: '奖励' })
  await rewards.getByRole('button', { name: '紧急提取' }).click()
  await expect(rewards.getByTestId('tx-error')).toHaveText('余额不足', { timeout: SIMULATION_MS })
  await axeClean(page)
  await screenshots(page, 'staking-farm-zh')
  expect(consoleErrors).toEqual([])
})
