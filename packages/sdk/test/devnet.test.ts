import { getDeployment } from '@finaverse/contracts'
import { describe, expect, inject, it } from 'vitest'
import { createTestClients } from './fixtures.js'

describe('devnet', () => {
  it('deploys at the addresses the contracts package exports (deterministic deployment)', () => {
    expect(inject('bscContracts')).toEqual(getDeployment(31337)?.contracts)
    expect(inject('polygonContracts')).toEqual(getDeployment(31338)?.contracts)
  })

  it('runs the BSC and Polygon roles on chains 31337 and 31338', async () => {
    const { clients } = createTestClients()
    expect(await clients.bsc.getChainId()).toBe(31337)
    expect(await clients.polygon.getChainId()).toBe(31338)
  })
})
