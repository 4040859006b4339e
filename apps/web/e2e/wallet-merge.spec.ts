// A designate merge with the injected browser wallet (e2e/fixtures/injected-wallet.ts) on a Hardhat account no other
// spec uses, given two S cards by the devnet admin: the merge requested, resolved by the keeper, its receipt verified.
import { heroCardAbi } from '@finaverse/contracts'
import { encodeFunctionData } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { adminSend, devnetContract, expect, ready, test } from './fixtures'
import { injectWallet, WALLET_KEYS } from './fixtures/injected-wallet'

test('injected wallet: a designate merge, resolved and verified', async ({ page, consoleErrors }) => {
  test.setTimeout(240_000)
  const player = privateKeyToAccount(WALLET_KEYS[10]).address
  await adminSend(
    devnetContract('HeroCard'),
    encodeFunctionData({ abi: heroCardAbi, functionName: 'mintCards', args: [player, 31n, 3n, 2n] }),
  )
  await injectWallet(page, { privateKey: WALLET_KEYS[10], chainId: 31337 })
  await page.goto('/merge')
  await ready(page)
  await page.getByTestId('wallet-button').click()
  await page.getByRole('button', { name: 'Test Wallet' }).click()
  const form = page.getByRole('tabpanel')
  const main = form.getByRole('group', { name: /^Main heroes/ })
  await expect.poll(() => main.getByRole('checkbox').count()).toBeGreaterThanOrEqual(2)
  const names = await main
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => box.closest('label')?.textContent ?? ''))
  const [first, second] = names.map((name) => /#(\d+)\s*$/.exec(name.trim())?.[1])
  expect(first && second, `token ids in ${JSON.stringify(names)}`).toBeTruthy()
  await main.getByRole('checkbox', { name: new RegExp(`#${first}$`) }).check()
  await form
    .getByRole('group', { name: /^Supplement heroes/ })
    .getByRole('checkbox', { name: new RegExp(`#${second}$`) })
    .check()
  // e2e/merge.spec.ts stops merges for a moment beside this one: a simulation refused then is pressed again.
  await expect(async () => {
    await form.getByRole('button', { name: /^Merge/ }).click()
    await expect(form.getByTestId('tx-confirm')).toBeVisible({ timeout: 15_000 })
  }).toPass({ timeout: 90_000 })
  await expect(form.getByTestId('tx-confirm').getByTestId('tx-fee')).toHaveText(/BNB/)
  await form.getByTestId('tx-confirm').getByRole('button', { name: 'Confirm', exact: true }).click()
  await expect(form.getByRole('status').filter({ hasText: 'Merge requested' })).toBeVisible({
    timeout: 40_000,
  })
  const receipt = page.getByTestId('randomness-receipt').first()
  await expect(receipt).toHaveAttribute('data-verdict', 'verified', { timeout: 90_000 })
  await expect(receipt.getByTestId('merge-roll')).toHaveAttribute('data-matches', 'true')
  expect(consoleErrors).toEqual([])
})
