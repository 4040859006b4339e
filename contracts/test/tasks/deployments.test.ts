import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect } from 'chai'
import { writeFileAtomic } from '../../scripts/deploy/deployments'

// The deployment of each devnet chain saves its file after every contract while the other chain's deployment reads
// it (the bridge's peer address): a reader must see the file whole, never empty or half-written.
describe('deployment files', () => {
  it('are written whole or not at all while another process reads them', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deployments-'))
    const file = path.join(dir, '31337.json')
    const contracts = Object.fromEntries(
      Array.from({ length: 4000 }, (_, i) => [`Contract${i}`, `0x${'ab'.repeat(20)}`]),
    )
    const text = (round: number) => `${JSON.stringify({ chainId: 31337, round, contracts }, null, 2)}\n`
    writeFileAtomic(file, text(0))

    // A reader in another process parses the file in a loop and reports how many reads failed to parse.
    const reader = spawn(
      process.execPath,
      [
        '-e',
        `const fs = require('node:fs'); let reads = 0, broken = 0
         const end = Date.now() + 1500
         while (Date.now() < end) { reads++; try { JSON.parse(fs.readFileSync(process.argv[1], 'utf8')) } catch { broken++ } }
         console.log(JSON.stringify({ reads, broken }))`,
        file,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let output = ''
    reader.stdout.on('data', (chunk) => {
      output += chunk
    })
    const done = new Promise<void>((resolve) => reader.on('close', () => resolve()))
    let rounds = 0
    const end = Date.now() + 1500
    while (Date.now() < end) {
      writeFileAtomic(file, text(++rounds))
      await new Promise((resolve) => setImmediate(resolve))
    }
    await done

    const { reads, broken } = JSON.parse(output) as { reads: number; broken: number }
    expect(rounds).to.be.greaterThan(10)
    expect(reads).to.be.greaterThan(10)
    expect(broken, `${broken} of ${reads} reads saw a partial file`).to.equal(0)
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).round).to.equal(rounds)
    expect(fs.readdirSync(dir), 'no temporary file left').to.deep.equal(['31337.json'])
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
