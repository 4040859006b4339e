// How soon a box reveal shows on screen (`pnpm bench:reveal`; figures printed, nothing asserted on time). A player
// (Hardhat account #5, in the injected EIP-6963 wallet of the browser tests) buys V1 boxes and opens them one at a
// time on /mint; meanwhile this process watches the BSC-role chain every 25 ms and notes when each block first
// answers, and the page notes (MutationObserver) when the opening's reveal is drawn. Per opening it prints:
//   open -> fulfilment: from the block with BoxesOpened to the block with BoxRevealed (the next interval block for the
//                       request's confirmation, the keeper's poll, its fulfilment transaction);
//   fulfilment -> screen: from the block with BoxRevealed to the reveal drawn (the site's poll, its reads, React);
//   open -> screen: the whole wait the player sees.
import { blindBoxAbi } from '@finaverse/contracts'
import { encodeEventTopics } from 'viem'
import { devnetContract, expect, ready, rpc, test, write } from '../e2e/fixtures'
import { connectInjected, injectWallet } from '../e2e/fixtures/injected-wallet'

const PLAYER_KEY = '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba'
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 5)
const BSC = process.env['E2E_BSC_RPC_URL']
const box = devnetContract('BlindBoxV1')
const [OPENED] = encodeEventTopics({ abi: blindBoxAbi, eventName: 'BoxesOpened' })
const [REVEALED] = encodeEventTopics({ abi: blindBoxAbi, eventName: 'BoxRevealed' })

type Seen = { opened?: number; revealed?: number }

/** Watches new blocks every 25 ms; `seen` gets the first wall time of the blocks holding each event of `box`. */
function watchBlocks() {
  let seen: Seen = {}
  let last = -1
  let stopped = false
  const loop = (async () => {
    last = Number(await rpc(BSC, 'eth_blockNumber'))
    while (!stopped) {
      const head = Number(await rpc(BSC, 'eth_blockNumber'))
      const at = Date.now()
      for (let n = last + 1; n <= head; n++) {
        const hex = `0x${n.toString(16)}`
        const logs = (await rpc(BSC, 'eth_getLogs', [{ address: box, fromBlock: hex, toBlock: hex }])) as {
          topics: string[]
        }[]
        if (logs.some((log) => log.topics[0] === OPENED)) seen.opened ??= at
        if (logs.some((log) => log.topics[0] === REVEALED)) seen.revealed ??= at
      }
      last = head
      await new Promise((r) => setTimeout(r, 25))
    }
  })()
  return {
    reset: () => {
      seen = {}
    },
    seen: () => seen,
    stop: async () => {
      stopped = true
      await loop
    },
  }
}

test('box reveal timing', async ({ page }) => {
  const wallet = await injectWallet(page, { privateKey: PLAYER_KEY })
  await page.goto('/mint')
  await ready(page)
  await connectInjected(page, wallet, { connect: 'Connect wallet' })
  const v1 = page.getByTestId('box-sale-BlindBoxV1')
  await v1.getByLabel(/^Quantity \(1 to \d+\)$/).fill(String(ROUNDS))
  await write(v1, 'Buy', v1.getByRole('status').filter({ hasText: 'Boxes bought' }))
  // The page's own clock of the reveal: the first time an opening is drawn revealed.
  await page.evaluate(() => {
    const w = window as unknown as { __revealed: number[] }
    w.__revealed = []
    const known = new WeakSet<Element>()
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-testid="box-opening"][data-stage="revealed"]'))
        if (!known.has(el)) {
          known.add(el)
          w.__revealed.push(Date.now())
        }
    }).observe(document.body, { subtree: true, childList: true, attributes: true })
  })
  const watcher = watchBlocks()
  const mine = page.getByTestId('open-BlindBoxV1')
  const rows: { openToFulfil: number; fulfilToScreen: number; openToScreen: number }[] = []
  for (let round = 0; round < ROUNDS; round++) {
    watcher.reset()
    const revealedBefore = await page.evaluate(
      () => (window as unknown as { __revealed: number[] }).__revealed.length,
    )
    await mine
      .getByRole('button', { name: /^Open box #\d+$/ })
      .first()
      .click()
    await mine.getByTestId('tx-confirm').getByRole('button', { name: 'Confirm' }).click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __revealed: number[] }).__revealed.length), {
        timeout: 120_000,
      })
      .toBe(revealedBefore + 1)
    const shown = (await page.evaluate(() => (window as unknown as { __revealed: number[] }).__revealed)).at(
      -1,
    )!
    await expect.poll(() => watcher.seen().revealed !== undefined, { timeout: 10_000 }).toBe(true)
    const { opened, revealed } = watcher.seen()
    expect(opened).toBeDefined()
    rows.push({
      openToFulfil: revealed! - opened!,
      fulfilToScreen: shown - revealed!,
      openToScreen: shown - opened!,
    })
  }
  await watcher.stop()
  const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  console.log('\nbox reveal timing (BSC role: blocks every 3 s and on each transaction; keeper poll 2 s)')
  console.log(
    '| opening | open -> fulfilment mined | fulfilment mined -> on screen | open mined -> on screen |',
  )
  console.log(
    '| ------- | ------------------------ | ----------------------------- | ----------------------- |',
  )
  for (const [i, r] of rows.entries())
    console.log(`| ${i + 1} | ${fmt(r.openToFulfil)} | ${fmt(r.fulfilToScreen)} | ${fmt(r.openToScreen)} |`)
  console.log(
    `| median | ${fmt(median(rows.map((r) => r.openToFulfil)))} | ${fmt(median(rows.map((r) => r.fulfilToScreen)))} | ${fmt(median(rows.map((r) => r.openToScreen)))} |`,
  )
  expect(rows).toHaveLength(ROUNDS)
})
