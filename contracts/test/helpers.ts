import type { HardhatEthersSigner } from '@nomicfoundation/hardhat-ethers/signers'
import { expect } from 'chai'
import { ethers } from 'hardhat'
import { readFarmTiers } from '../scripts/deploy/config'

export { readFarmTiers }

/** Role ids as the contracts compute them. */
export const ROLES = {
  DEFAULT_ADMIN: ethers.ZeroHash,
  ADMIN: ethers.id('ADMIN_ROLE'),
  PAUSER: ethers.id('PAUSER_ROLE'),
  OPERATOR: ethers.id('OPERATOR_ROLE'),
  MINTER: ethers.id('MINTER_ROLE'),
} as const

export const e18 = (whole: string | number) => ethers.parseEther(String(whole))

type AccessControlled = {
  hasRole(role: string, account: string): Promise<boolean>
  interface: { getError(name: string): unknown }
}

/**
 * Role matrix: `call` must revert with AccessControlUnauthorizedAccount(caller, role) for every signer that does not
 * hold `role`, and at least one signer must have been refused.
 */
export async function expectOnlyRole<C extends AccessControlled>(
  contract: C,
  role: string,
  signers: HardhatEthersSigner[],
  call: (as: HardhatEthersSigner) => Promise<unknown>,
) {
  let refused = 0
  for (const signer of signers) {
    if (await contract.hasRole(role, signer.address)) continue
    await expect(call(signer))
      .to.be.revertedWithCustomError(contract as never, 'AccessControlUnauthorizedAccount')
      .withArgs(signer.address, role)
    refused += 1
  }
  expect(refused).to.be.greaterThan(0)
}
