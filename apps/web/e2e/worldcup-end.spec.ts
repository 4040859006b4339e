// The World Cup's end on the devnet stack: the final collection after the claim window. It moves devnet time 13 days
// on, past the event, so it is a project of its own that Playwright runs after every other spec
// (playwright.config.ts, `event-end`); e2e/worldcup.spec.ts has the rest of the event's journey.
import { connectDevWallet, expect, moveDevnetTime, ready, test, write } from './fixtures'

test('final collection after the claim window: the prize and heroes once, then the button is gone for good', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000)
  await page.goto('/worldcup-profile')
  await ready(page)
  await connectDevWallet(page)
  const reward = page.getByRole('region', { name: 'Final reward' })
  await expect(reward.getByRole('button', { name: 'Claim reward' })).toBeDisabled()
  // Past the claim deadline (final + 7 days: about 11.5 days after the seed). The last test of the run: it ends the event.
  await moveDevnetTime(13 * 24 * 3600)
  await page.reload()
  await ready(page)
  await expect(reward.getByRole('button', { name: 'Claim reward' })).toBeEnabled({ timeout: 30_000 })
  await write(reward, 'Claim reward')
  await expect(reward.getByRole('button', { name: 'Claim reward' })).toHaveCount(0)
  await expect(reward.getByTestId('reward-state')).toContainText('Reward collected')
  await expect(page.getByTestId('staked-heroes')).toHaveCount(0, { timeout: 20_000 })
  await page.reload()
  await ready(page)
  await expect(reward.getByTestId('reward-state')).toContainText('Reward collected')
  await expect(reward.getByRole('button', { name: 'Claim reward' })).toHaveCount(0)
  expect(consoleErrors).toEqual([])
})
