// The shared write flow end to end, on the devnet with the dev wallet: the FINA approve of the token page
// (validation, the fee before the wallet opens, a rejection, a success, a failed simulation in Chinese).

import type { Page } from '@playwright/test'
import { axeClean, connectDevWallet, expect, ready, SIMULATION_MS, screenshot, test, zh } from './fixtures'

test.describe.configure({ mode: 'serial' })

/** No serious axe violation, and screenshots at 1366 and 360 px (with E2E_SCREENSHOTS=1). */
async function check(page: Page, name: string) {
  await axeClean(page)
  await screenshot(page, `${name}-desktop`)
  await page.setViewportSize({ width: 360, height: 740 })
  await screenshot(page, `${name}-phone`)
  await page.setViewportSize({ width: 1366, height: 900 })
}

test('approve FINA: validation, fee before the wallet, rejection, success', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/token')
  await ready(page)
  const panel = page.getByRole('region', { name: 'Approve FINA' })
  await expect(panel.getByRole('button', { name: 'Connect wallet' })).toBeVisible()
  await connectDevWallet(page, { connect: /^Connect wallet$/, dev: 'Dev wallet' })

  const amount = panel.getByLabel('Amount to allow')
  const allowance = panel.getByTestId('fina-allowance')
  await expect(panel.getByTestId('amount-balance')).toHaveText(/^\d[\d,]*(\.\d+)?$/)
  await expect(allowance).not.toHaveText('—')
  const before = await allowance.textContent()

  // An empty or invalid amount never opens the wallet: the spec's messages beside the field.
  await panel.getByRole('button', { name: 'Approve', exact: true }).click()
  await expect(panel.getByText('Value cannot be empty')).toBeVisible()
  await amount.fill('1.2.3')
  await expect(panel.getByText('Please enter a valid amount')).toBeVisible()
  await expect(panel.getByTestId('tx-confirm')).toHaveCount(0)

  // A valid amount is simulated first: the fee in BNB and USD shows before the wallet is asked.
  const value = `${1 + Math.floor(Math.random() * 900)}.5`
  await amount.fill(value)
  await panel.getByRole('button', { name: 'Approve', exact: true }).click()
  const confirm = panel.getByTestId('tx-confirm')
  await expect(confirm).toBeVisible()
  await expect(confirm.getByTestId('tx-fee')).toHaveText(/^(< )?[\d.,]+ BNB \((≈ \$[\d.,]+|< \$0\.01)\)$/)

  // The wallet refuses: a calm "Transaction rejected", nothing changed.
  await page.evaluate(() => window.finaverseDevWallet?.rejectNext())
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(panel.getByRole('status').filter({ hasText: 'Transaction rejected' })).toBeVisible()
  await expect(allowance).toHaveText(before ?? '')

  // Again, signed: pending with its hash, then confirmed; the allowance read refreshes without a reload.
  await panel.getByRole('button', { name: 'Approve', exact: true }).click()
  await panel.getByTestId('tx-confirm').getByRole('button', { name: 'Confirm' }).click()
  await expect(panel.getByRole('status').filter({ hasText: 'Transaction confirmed' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(allowance).toHaveText(Number(value).toLocaleString('en-US', { maximumFractionDigits: 4 }))
  // The toast follows the transaction across navigation.
  await expect(page.getByTestId('tx-toast').first()).toBeVisible()
  await check(page, 'token-approve-en')
  expect(consoleErrors).toEqual([])
})

test('approve FINA in Chinese: a failed simulation shows the translated error and opens no wallet', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(zh('/token'))
  await ready(page)
  const panel = page.getByRole('region', { name: '授权 FINA' })
  await connectDevWallet(page, { connect: /^连接钱包$/, dev: '开发钱包' })
  await panel.getByLabel('授权对象').fill('not an address')
  await expect(panel.getByText('钱包地址无效')).toBeVisible()
  // The zero address passes the form but the token refuses it in the simulation (ERC20InvalidSpender).
  await panel.getByLabel('授权对象').fill('0x0000000000000000000000000000000000000000')
  await panel.getByLabel('授权数量').fill('1')
  await panel.getByRole('button', { name: '授权', exact: true }).click()
  await expect(panel.getByTestId('tx-error')).toHaveText('地址不能为零地址', { timeout: SIMULATION_MS })
  await expect(panel.getByTestId('tx-confirm')).toHaveCount(0)
  await expect(page.getByTestId('tx-toast')).toHaveCount(0)
  await check(page, 'token-approve-zh')
  expect(consoleErrors).toEqual([])
})
