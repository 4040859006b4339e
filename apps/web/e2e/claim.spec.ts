// The mystery-box claim screen on the devnet stack, with the dev wallet signing as Hardhat test account #3,
// which the devnet airdrop (contracts/scripts/deploy/cards.ts) lets claim 1 box. The journey: a visitor sees how the
// claim works; a wallet outside the airdrop is told so; account #3 sees its entry from the API's Merkle proof, a
// claim refused by the simulation while the admin has paused the claim contract ('claiming mystery boxes paused
// temporarily'), the claim, then a second claim refused with its message before the wallet opens; the Chinese
// screen; axe, console errors and screenshots at 1366 and 360 px. A claim happens once per airdrop root, so the
// journey needs a fresh stack (scripts/e2e.mjs starts one).
import { mysteryBoxClaimAbi } from '@finaverse/contracts'
import type { Page } from '@playwright/test'
import { encodeFunctionData } from 'viem'
import {
  adminSend,
  axeClean,
  connectDevWallet,
  devnetContract,
  expect,
  ready,
  SIMULATION_MS,
  screenshots,
  test,
  useDevKey,
  zh,
} from './fixtures'

test.describe.configure({ mode: 'serial' })

/** Hardhat's public test account #3: 1 mystery box in the devnet airdrop. */
const KEY = '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6'
const SHOWN = /0x90F7…b906/
/** Hardhat's public test account #6: not in the airdrop. */
const OUTSIDER_KEY = '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e'

async function pauser(functionName: 'pause' | 'unpause') {
  await adminSend(
    devnetContract('MysteryBoxClaim'),
    encodeFunctionData({ abi: mysteryBoxClaimAbi, functionName }),
  )
}

const held = async (page: Page) =>
  Number(
    ((await page.getByTestId('claim-held').textContent()) ?? '').replace(/\D+/g, ' ').trim().split(' ')[0],
  )

test('visitor: how the claim works and a call to connect', async ({ page, consoleErrors }) => {
  await page.goto('/claim')
  await ready(page)
  const how = page.getByTestId('claim-how')
  await expect(how.getByRole('heading', { name: 'How the claim works' })).toBeVisible()
  await expect(how).toContainText('Merkle root')
  await expect(how).toContainText('an A hero (60%) or an S hero (40%)')
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Connect wallet', exact: true }),
  ).toBeVisible()
  await axeClean(page)
  await screenshots(page, 'claim-visitor')
  expect(consoleErrors).toEqual([])
})

test('a wallet outside the airdrop is told it has nothing to claim', async ({ page, consoleErrors }) => {
  await useDevKey(page, OUTSIDER_KEY)
  await page.goto('/claim')
  await ready(page)
  await connectDevWallet(page, { shown: /0x976E…0aa9/ })
  await expect(page.getByTestId('claim-none')).toHaveText(
    'This wallet has no mystery boxes to claim in the current airdrop.',
  )
  await expect(page.getByRole('button', { name: 'Claim', exact: true })).toHaveCount(0)
  // The API answers 404 NOT_ALLOWED_CLAIM for an address outside the airdrop: the browser logs that response.
  expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([])
})

test('claim: paused refused by the simulation, the claim, a second claim refused', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000)
  await useDevKey(page, KEY)
  await page.goto('/claim')
  await ready(page)
  await connectDevWallet(page, { shown: SHOWN })
  const panel = page.getByRole('region', { name: 'Your mystery boxes' })
  await expect(panel.getByTestId('claim-amount')).toHaveText('1 mystery box')
  await expect(panel.getByTestId('claim-status')).toHaveText('Not claimed yet')
  await expect(panel.getByTestId('claim-held')).toContainText(/\d/)
  const before = await held(page)

  // Paused by the admin: the simulation fails with the spec's message and the wallet is not asked.
  await pauser('pause')
  try {
    await panel.getByRole('button', { name: 'Claim', exact: true }).click()
    await expect(panel.getByTestId('tx-error')).toHaveText('Claiming mystery boxes is temporarily paused', {
      timeout: SIMULATION_MS,
    })
    await expect(panel.getByTestId('tx-confirm')).toHaveCount(0)
  } finally {
    await pauser('unpause')
  }

  // The claim: the confirm step with its fee, then the boxes in the wallet.
  await panel.getByRole('button', { name: 'Claim', exact: true }).click()
  const confirm = panel.getByTestId('tx-confirm')
  await expect(confirm).toBeVisible({ timeout: 20_000 })
  await expect(confirm).toContainText('Claim 1 mystery box to your wallet.')
  await expect(confirm.getByTestId('tx-fee')).toHaveText(/BNB/)
  await confirm.getByRole('button', { name: 'Confirm', exact: true }).click()
  await expect(
    panel.getByRole('status').filter({ hasText: 'Claimed: 1 mystery box is in your wallet.' }),
  ).toBeVisible({ timeout: 40_000 })
  await expect(panel.getByTestId('claim-status')).toHaveText('Claimed')
  await expect.poll(() => held(page), { timeout: 20_000 }).toBe(before + 1)

  // Claimed: "Claim" cannot succeed any more, so it is off with the reason beside it; the wallet stays shut.
  await expect(panel.getByRole('button', { name: 'Claim', exact: true })).toBeDisabled()
  await expect(panel.getByTestId('claim-refusal')).toHaveText('This has already been claimed')
  await expect(panel.getByTestId('tx-confirm')).toHaveCount(0)
  await axeClean(page)
  await screenshots(page, 'claim-claimed')
  expect(consoleErrors).toEqual([])
})

test('Chinese: the claimed entry and the refusal in Chinese', async ({ page, consoleErrors }) => {
  await useDevKey(page, KEY)
  await page.goto(zh('/claim'))
  await ready(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  await connectDevWallet(page, { connect: '连接钱包', dev: '开发钱包', shown: SHOWN })
  const panel = page.getByRole('region', { name: '您的神秘盲盒' })
  await expect(panel.getByTestId('claim-status')).toHaveText('已领取')
  await expect(panel.getByRole('button', { name: '领取', exact: true })).toBeDisabled()
  await expect(panel.getByTestId('claim-refusal')).toHaveText('已经领取过了')
  await expect(page.getByTestId('claim-how')).toContainText('默克尔根')
  await axeClean(page)
  await screenshots(page, 'claim-zh')
  expect(consoleErrors).toEqual([])
})
