import fs from 'node:fs'
import { StandardMerkleTree } from '@openzeppelin/merkle-tree'

/** One address's entry of the mystery-box airdrop: what `MysteryBoxClaim.claim(amount, proof)` takes. */
export type ClaimProof = {
  address: string
  amount: string
  proof: `0x${string}`[]
  root: `0x${string}`
}

/** Looks up airdrop proofs by address (lower case). */
export type ClaimProofs = { proofFor(address: string): ClaimProof | undefined }

const LEAF_ENCODING = ['address', 'uint256']

/**
 * Loads a StandardMerkleTree dump with `(address, uint256)` leaves, as the deploy script writes it, and indexes its
 * proofs by address. The file is read again when it changes on disk (a redeploy of the devnet writes a new tree);
 * a missing file means no airdrop, and a file of another shape is an error.
 * @example createClaimProofs('contracts/deployments/31337.mystery-box-claims.json').proofFor('0xabc…')
 */
export function createClaimProofs(file: string | undefined): ClaimProofs {
  let loaded: { mtimeMs: number; byAddress: Map<string, ClaimProof> } | undefined
  function index(): Map<string, ClaimProof> | undefined {
    if (!file) return undefined
    let mtimeMs: number
    try {
      mtimeMs = fs.statSync(file).mtimeMs
    } catch {
      loaded = undefined
      return undefined
    }
    if (loaded?.mtimeMs === mtimeMs) return loaded.byAddress
    const dump = JSON.parse(fs.readFileSync(file, 'utf8'))
    if (JSON.stringify(dump?.leafEncoding) !== JSON.stringify(LEAF_ENCODING))
      throw new Error(`${file}: the airdrop tree must have (address, uint256) leaves`)
    const tree = StandardMerkleTree.load<[string, string]>(dump)
    const byAddress = new Map<string, ClaimProof>()
    const root = tree.root as `0x${string}`
    for (const [i, [address, amount]] of tree.entries()) {
      const key = String(address).toLowerCase()
      byAddress.set(key, {
        address: key,
        amount: String(amount),
        proof: tree.getProof(i) as `0x${string}`[],
        root,
      })
    }
    loaded = { mtimeMs, byAddress }
    return byAddress
  }
  return { proofFor: (address) => index()?.get(address.toLowerCase()) }
}
