// /magic-eden-Mbox on the devnet stack: the mystery-box collection as a market sees it (contract, supply, A 60% /
// S 40%), no market link on the devnet (none configured there), the open flow's player section, the Chinese page,
// axe, no console errors, screenshots at 1366 and 360 px.
import {
  axeClean,
  connectDevWallet,
  devnetContract,
  expect,
  ready,
  screenshots,
  test,
  useDevKey,
  zh,
} from './fixtures'

const PLAYER_KEY = '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba'

test('the collection, its odds, no market link on the devnet, and the open section', async ({
  page,
  consoleErrors,
}) => {
  await useDevKey(page, PLAYER_KEY)
  await page.goto('/magic-eden-Mbox')
  await ready(page)
  const collection = page.getByTestId('mbox-collection')
  await expect(collection.getByTestId('mbox-contract')).toHaveText(devnetContract('MysteryBox'))
  await expect(collection.getByTestId('mbox-supply')).toHaveText(/^\d+$/)
  await expect(collection.getByTestId('mbox-odds').getByRole('listitem')).toHaveText([
    /A\s*hero\s*60%/,
    /S\s*hero\s*40%/,
  ])
  // Where boxes come from: the claim (linked) and the market, which the devnet does not have (said so).
  await expect(page.getByTestId('mbox-how')).toContainText('This site does not sell mystery boxes.')
  await expect(
    page.getByTestId('mbox-how').getByRole('link', { name: 'Claim mystery boxes' }),
  ).toHaveAttribute('href', '/claim')
  await expect(page.getByTestId('mbox-market')).toHaveCount(0)
  await expect(page.getByTestId('mbox-no-market')).toHaveText(
    'No market lists this collection on this network.',
  )
  await connectDevWallet(page, { shown: /0x9965…A4dc/ })
  await expect(page.getByTestId('open-MysteryBox')).toContainText('No unopened Mystery box in this wallet.')
  await axeClean(page)
  await screenshots(page, 'mbox-en')
  expect(consoleErrors).toEqual([])
})

test('in Chinese', async ({ page, consoleErrors }) => {
  await page.goto(zh('/magic-eden-Mbox'))
  await ready(page)
  await expect(page.getByRole('heading', { name: '神秘盲盒系列' })).toBeVisible()
  await expect(page.getByTestId('mbox-odds').getByRole('listitem')).toHaveText([
    /A\s*英雄\s*60%/,
    /S\s*英雄\s*40%/,
  ])
  await expect(page.getByTestId('mbox-how').getByRole('link', { name: '领取神秘盲盒' })).toHaveAttribute(
    'href',
    '/zh/claim',
  )
  await axeClean(page)
  await screenshots(page, 'mbox-zh')
  expect(consoleErrors).toEqual([])
})
