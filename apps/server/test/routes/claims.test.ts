import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { StandardMerkleTree } from '@openzeppelin/merkle-tree'
import { encodeAbiParameters, keccak256 } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestApp, type TestApp, testConfig } from '../helpers.js'

const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const carol = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

/** The leaf MysteryBoxClaim.leaf(account, amount) computes on chain: keccak256(bytes.concat(keccak256(abi.encode(...)))). */
function contractLeaf(account: `0x${string}`, amount: bigint) {
  return keccak256(
    keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [account, amount])),
  )
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'finaverse-claims-'))
const file = path.join(dir, 'claims.json')
const tree = StandardMerkleTree.of(
  [
    [alice, '3'],
    [bob, '2'],
  ],
  ['address', 'uint256'],
)

let t: TestApp
let withoutAirdrop: TestApp
beforeAll(async () => {
  fs.writeFileSync(file, JSON.stringify(tree.dump()))
  t = await createTestApp({ config: testConfig({ claimTreeFile: file }) })
  withoutAirdrop = await createTestApp({
    config: testConfig({ claimTreeFile: path.join(dir, 'missing.json') }),
  })
})
afterAll(async () => {
  await t.close()
  await withoutAirdrop.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('GET /claim/proof (mystery-box airdrop)', () => {
  it('answers the amount, root and a proof that verifies for the leaf the contract computes', async () => {
    const response = await call(t.app, undefined, 'GET', `/claim/proof?address=${alice}`)
    expect(response.statusCode).toBe(200)
    const data = response.json().data
    expect(data).toMatchObject({ address: alice.toLowerCase(), amount: '3', root: tree.root })
    expect(StandardMerkleTree.verify(data.root, ['address', 'uint256'], [alice, '3'], data.proof)).toBe(true)
    expect(tree.leafHash([alice, '3'])).toBe(contractLeaf(alice, 3n))
    // The proof is bound to the amount: claiming more with it does not verify.
    expect(StandardMerkleTree.verify(data.root, ['address', 'uint256'], [alice, '4'], data.proof)).toBe(false)
  })

  it('matches addresses whatever their case, also under /api', async () => {
    const response = await call(t.app, undefined, 'GET', `/api/claim/proof?address=${bob.toLowerCase()}`)
    expect(response.json().data).toMatchObject({ address: bob.toLowerCase(), amount: '2' })
  })

  it('refuses an address that is not in the airdrop with NOT_ALLOWED_CLAIM', async () => {
    const response = await call(t.app, undefined, 'GET', `/claim/proof?address=${carol}`)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({
      ret: 404,
      code: 'NOT_ALLOWED_CLAIM',
      msg: 'You are not allowed to claim',
    })
  })

  it('refuses a malformed address with INVALID_WALLET_ADDRESS', async () => {
    for (const address of ['', 'null', '0x1234', 'not-an-address']) {
      const response = await call(t.app, undefined, 'GET', `/claim/proof?address=${address}`)
      expect(response.statusCode, address).toBe(400)
      expect(response.json()).toMatchObject({ code: 'INVALID_WALLET_ADDRESS', msg: 'Invalid wallet address' })
    }
  })

  it('with no airdrop file nobody may claim', async () => {
    const response = await call(withoutAirdrop.app, undefined, 'GET', `/claim/proof?address=${alice}`)
    expect(response.json()).toMatchObject({ ret: 404, code: 'NOT_ALLOWED_CLAIM' })
  })

  it('serves the new tree after the file changes (a redeploy writes a new airdrop)', async () => {
    const next = StandardMerkleTree.of([[carol, '1']], ['address', 'uint256'])
    fs.writeFileSync(file, JSON.stringify(next.dump()))
    const later = new Date(Date.now() + 5_000)
    fs.utimesSync(file, later, later)
    const response = await call(t.app, undefined, 'GET', `/claim/proof?address=${carol}`)
    expect(response.json().data).toMatchObject({ amount: '1', root: next.root })
    expect((await call(t.app, undefined, 'GET', `/claim/proof?address=${alice}`)).statusCode).toBe(404)
  })
})
