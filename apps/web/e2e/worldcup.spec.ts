// The World Cup screens on the devnet stack (the seed: 64 matches relative to now, 0..31 completed, 32..35 ongoing,
// 36..63 upcoming; demo account #1, the dev wallet, has cheered with all its World Cup heroes and claimed its wins).
// The admin (Hardhat #0, unlocked on the node) mints the dev wallet fresh S heroes and sets a result after devnet
// time has passed the kick-off. The journey: public data, the cheer checks before the wallet, a cheer, a failed
// simulation, buy credits, claim a won match, the profile, the Chinese screens, axe and screenshots at 1366 and 360 px.
import { heroCardAbi, worldCupAbi } from '@finaverse/contracts'
import type { Locator, Page } from '@playwright/test'
import { type Abi, encodeFunctionData } from 'viem'
import {
  adminSend,
  axeClean,
  connectDevWallet,
  DEV_ACCOUNT,
  devnetContract,
  expect,
  expectKeyColumnOnPhone,
  moveDevnetTime,
  number,
  ready,
  screenshots,
  test,
  zh,
} from './fixtures'

test.describe.configure({ mode: 'serial' })

const contracts = () => ({ worldCup: devnetContract('WorldCup'), heroCard: devnetContract('HeroCard') })

/** A call of the devnet admin (an unlocked node account), mined before it returns. */
async function admin(to: `0x${string}`, abi: Abi, functionName: string, args: readonly unknown[]) {
  await adminSend(to, encodeFunctionData({ abi, functionName, args } as never))
}

/** Presses a write's button, checks the confirm step's fee, confirms, and waits for the success status. */
async function write(scope: Locator, button: string | RegExp) {
  await scope.getByRole('button', { name: button }).click()
  const confirm = scope.getByTestId('tx-confirm')
  await expect(confirm).toBeVisible({ timeout: 30_000 })
  await expect(confirm.getByTestId('tx-fee')).toHaveText(/BNB/)
  await confirm.getByRole('button', { name: /^(Confirm|确认)$/ }).click()
  await expect(scope.getByRole('status').filter({ hasText: /Transaction confirmed|交易已确认/ })).toBeVisible(
    {
      timeout: 40_000,
    },
  )
}

async function credits(page: Page) {
  await expect(page.getByTestId('spendable-credits')).toHaveText(/\d/)
  return number(await page.getByTestId('spendable-credits').textContent())
}

test('public: tabs, leaderboard, matches with countdowns and totals, prize pool and calculator, dates', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/worldcup')
  await ready(page)
  await expect(page.getByRole('tab', { name: 'Leaderboard' })).toHaveAttribute('aria-selected', 'true')
  // The contract's first place is the dev wallet's account (it claimed its wins in the seed); the API ranks it too.
  await expect(page.getByTestId('podium').getByRole('listitem').first()).toContainText(DEV_ACCOUNT)
  await expect(page.getByTestId('ranking').getByRole('row').nth(1)).toContainText(DEV_ACCOUNT)
  await expectKeyColumnOnPhone(page, page.getByTestId('ranking'), 'Winning points')
  // Prize pool: at least the seeded 1 BNB, split 12/5/3/50%.
  const pool = number(await page.getByTestId('prize-pool').textContent())
  expect(pool).toBeGreaterThanOrEqual(1)
  await expect(page.getByTestId('prize-split').getByRole('row').nth(0)).toContainText(
    String(Math.floor(pool * 0.12 * 1e4) / 1e4).slice(0, 5),
  )
  await page.getByLabel('Your credits').fill('100')
  await page.getByLabel('Credits in total').fill('1000')
  const quote = page.getByTestId('prize-quote')
  await expect(quote).toHaveText(/^With 100 credits of 1,000 in total you would get [\d.,]+ BNB\.$/)
  const quoted = number(/get ([\d.,]+) BNB/.exec((await quote.textContent()) ?? '')?.[1] ?? '')
  expect(quoted).toBeCloseTo(pool * 0.05, 5)
  await page.getByLabel('Your credits').fill('1.5')
  await expect(quote).toHaveText('Enter whole numbers of credits.')
  // Dates: the claim deadline is 7 days after the final's kick-off, as the contract sets it.
  await expect(page.getByTestId('claim-deadline')).toHaveText(/\d/)
  await page.getByRole('tab', { name: 'Group matches' }).click()
  const group = page.getByRole('list', { name: 'Group matches' }).getByRole('listitem')
  await expect(group).toHaveCount(48)
  await expect(page.getByTestId('match-0')).toContainText('Completed')
  await expect(page.getByTestId('match-0')).toContainText('Result: Home')
  await expect(page.getByTestId('match-0')).toContainText('Qatar')
  await expect(page.getByTestId('match-32')).toContainText('Ongoing')
  await expect(page.getByTestId('match-40').getByTestId('countdown')).toBeVisible()
  // Totals cheered: the seed put 200 credits on home in match 0 (account #1) and 100 on away (#2).
  await expect(page.getByTestId('match-0').locator('dd').first()).toHaveText('200')
  await page.getByRole('tab', { name: 'Final matches' }).click()
  await expect(page.getByRole('list', { name: 'Final matches' }).getByRole('listitem')).toHaveCount(16)
  await page.getByRole('tab', { name: 'Top 16 ranking' }).click()
  await expect(page.getByTestId('top16').getByRole('row')).toHaveCount(17)
  await expectKeyColumnOnPhone(page, page.getByTestId('top16'), 'Heroes cheering')
  await axeClean(page)
  await screenshots(page, 'worldcup-public-en')
  expect(consoleErrors).toEqual([])
})

test('cheer: every check before the wallet, a cheer, a failed simulation, buy credits', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(300_000)
  const { heroCard } = contracts()
  // 20 fresh S heroes (card 31) for the dev wallet: more than its credits can cheer with.
  await admin(heroCard, heroCardAbi as Abi, 'mintCards', [DEV_ACCOUNT, 31n, 3n, 20n])
  await page.goto('/worldcup-cheer')
  await ready(page)
  await connectDevWallet(page)
  const cheer = page.getByRole('region', { name: 'Cheer' })
  const eligibility = page.getByTestId('eligibility')
  await expect(eligibility).toContainText('Can cheer on group and final matches')
  await expect(eligibility).toContainText('Not eligible')
  await expectKeyColumnOnPhone(page, eligibility, 'Where it can cheer')
  const start = await credits(page)
  // The match list opens on a match still open for cheering.
  await expect(cheer.getByLabel('Match', { exact: true }).locator('option:checked')).toHaveText(
    /\(Upcoming\)$/,
  )
  // Nothing selected.
  await cheer.getByLabel('Match', { exact: true }).selectOption('36')
  await cheer.getByRole('button', { name: 'Cheer', exact: true }).click()
  await expect(cheer.getByTestId('cheer-error')).toHaveText('Please select at least one hero')
  await expect(cheer.getByTestId('tx-confirm')).toHaveCount(0)
  // More heroes than credits.
  const picker = cheer.getByRole('group', { name: /Heroes to cheer with/ })
  await picker.getByRole('button', { name: 'Select all' }).click()
  expect(start).toBeLessThan(2000)
  await cheer.getByRole('button', { name: 'Cheer', exact: true }).click()
  await expect(cheer.getByTestId('cheer-error')).toHaveText('Not enough credits')
  await expect(cheer.getByTestId('tx-confirm')).toHaveCount(0)
  // An ongoing or completed match cannot be picked: cheering closed at its kick-off.
  const matchSelect = cheer.getByLabel('Match', { exact: true })
  await expect(matchSelect.getByRole('option', { name: /^#32 .*\(Ongoing\)$/ })).toBeDisabled()
  await expect(matchSelect.getByRole('option', { name: /^#0 .*\(Completed\)$/ })).toBeDisabled()
  // An upcoming match, home side, one hero: the confirm step says the hero stays staked.
  await cheer.getByLabel('Match', { exact: true }).selectOption('36')
  await cheer.getByRole('radio', { name: 'Home' }).check()
  await picker.locator('input[type=checkbox]:enabled').first().check()
  await cheer.getByRole('button', { name: 'Cheer', exact: true }).click()
  await expect(cheer.getByTestId('tx-confirm')).toContainText('stay staked in the event until it ends')
  await cheer.getByTestId('tx-confirm').getByRole('button', { name: 'Confirm' }).click()
  await expect(cheer.getByRole('status').filter({ hasText: 'Transaction confirmed' })).toBeVisible({
    timeout: 40_000,
  })
  await expect.poll(() => credits(page), { timeout: 20_000 }).toBe(start - 100)
  // Before the final, the top-16 ranking has no champion: its claim cannot succeed, so it is off with the reason
  // beside it (it used to open the wallet's simulation and fail there).
  const claim = page.getByRole('region', { name: 'Claim credits' })
  await expect(claim.getByRole('button', { name: 'Claim credits of the top-16 ranking' })).toBeDisabled()
  await expect(claim.getByTestId('top16-claim-when')).toHaveText(
    'The top-16 ranking pays its credits once the final has been played.',
  )
  await expect(claim.getByTestId('tx-confirm')).toHaveCount(0)
  // Buy credits: a fraction is refused beside the field, then 10 credits.
  const buy = page.getByRole('region', { name: 'Buy credits' })
  await buy.getByLabel('Credits to buy').fill('1.5')
  // Credits are whole: the message says so.
  await expect(buy.getByRole('alert').filter({ hasText: /./ })).toHaveText('Please enter a whole number')
  await buy.getByLabel('Credits to buy').fill('10')
  await expect(buy.getByTestId('credit-cost')).toHaveText('Cost: 10 FINA')
  await write(buy, 'Buy credits')
  await expect.poll(() => credits(page), { timeout: 20_000 }).toBe(start - 100 + 10)
  await axeClean(page)
  await screenshots(page, 'worldcup-cheer-en')
  expect(consoleErrors).toEqual([])
})

test('claim the credits of a won match; the profile shows rank, points, cheers, tickets and staked heroes', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(240_000)
  const { worldCup } = contracts()
  // Past match 36's kick-off (about 2 hours ahead in the seed), the admin sets its result: home won.
  await moveDevnetTime(3 * 3600)
  await admin(worldCup, worldCupAbi as Abi, 'setMatchResults', [[36n], [1n]])
  await page.goto('/worldcup-profile')
  await ready(page)
  await connectDevWallet(page)
  await expect(page.getByTestId('stat-points')).toHaveText(/\d/)
  const points = number(await page.getByTestId('stat-points').textContent())
  await expect(page.getByTestId('stat-rank')).toHaveText('#1')
  await expect(page.getByTestId('cheer-36')).toContainText('Won')
  await expect(page.getByTestId('cheer-2')).toContainText('Lost')
  await expect(page.getByTestId('stat-unclaimed')).toHaveText('200')
  await expect(page.getByTestId('staked-heroes').getByRole('listitem')).toHaveCount(8)
  const reward = page.getByRole('region', { name: 'Final reward' })
  await expect(reward.getByRole('button', { name: 'Claim reward' })).toBeDisabled()
  await expect(reward.getByTestId('countdown')).toBeVisible()

  await page.goto('/worldcup-cheer')
  await ready(page)
  const claim = page.getByRole('region', { name: 'Claim credits' })
  await expect(claim.getByTestId('unclaimed-credits')).toHaveText('Claimable credits: 200')
  await expect(claim.getByTestId('claimable-36')).toBeVisible()
  await write(claim, 'Claim credits of match #36')
  // The claimed match keeps its row, with the confirmation and its button off, once the list no longer has it.
  await expect(claim.getByTestId('unclaimed-credits')).toHaveText('Claimable credits: 0', { timeout: 20_000 })
  const claimed = claim.getByTestId('claimable-36')
  await expect(claimed.getByRole('status').filter({ hasText: 'Transaction confirmed' })).toBeVisible()
  await expect(claimed.getByRole('button', { name: 'Claim credits of match #36' })).toBeDisabled()
  await expect(claim.getByRole('button', { name: 'Claim credits of all matches' })).toBeDisabled()

  await page.goto('/worldcup-profile')
  await ready(page)
  await expect(page.getByTestId('stat-points')).toHaveText(
    String(points + 200).replace(/\B(?=(\d{3})+$)/g, ','),
  )
  await expect(page.getByTestId('cheer-36')).toContainText('200')
  await axeClean(page)
  await screenshots(page, 'worldcup-profile-en')
  expect(consoleErrors).toEqual([])
})

test('Chinese screens: the event, a refused cheer and the profile', async ({ page, consoleErrors }) => {
  test.setTimeout(180_000)
  await page.goto(zh('/worldcup'))
  await ready(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  await expect(page.getByRole('tab', { name: '小组赛' })).toBeVisible()
  await expect(page.getByRole('heading', { name: '奖池' })).toBeVisible()
  await page.getByRole('tab', { name: '小组赛' }).click()
  await expect(page.getByTestId('match-0')).toContainText('卡塔尔')
  await axeClean(page)
  await screenshots(page, 'worldcup-public-zh')
  await page.goto(zh('/worldcup-cheer'))
  await ready(page)
  await connectDevWallet(page, { connect: '连接钱包', dev: '开发钱包' })
  const cheer = page.getByRole('region', { name: '助威' })
  await cheer.getByLabel('比赛', { exact: true }).selectOption('37')
  await cheer.getByRole('button', { name: '助威', exact: true }).click()
  await expect(cheer.getByTestId('cheer-error')).not.toBeEmpty()
  await expect(cheer.getByTestId('tx-confirm')).toHaveCount(0)
  await screenshots(page, 'worldcup-cheer-zh')
  await page.goto(zh('/worldcup-profile'))
  await ready(page)
  await expect(page.getByTestId('cheer-36')).toContainText('赢')
  await axeClean(page)
  await screenshots(page, 'worldcup-profile-zh')
  expect(consoleErrors).toEqual([])
})
