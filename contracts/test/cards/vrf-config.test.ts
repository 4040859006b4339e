import { expect } from 'chai'
import { ethers } from 'hardhat'
import {
  checkAgainstCoordinator,
  deployVrfMock,
  liveVrfSettings,
  mockSettings,
  PUBLIC_VRF,
} from '../../scripts/deploy/vrf'

describe('scripts/vrf: VRF settings refused at deploy time', () => {
  const env = { FINAVERSE_VRF_SUBSCRIPTION_ID: '12345' }

  it('takes the public coordinator and lane of chains 97 and 80002, the subscription from the environment', () => {
    for (const chainId of [97, 80002]) {
      const s = liveVrfSettings(chainId, env)
      expect([s.coordinator, s.keyHash]).to.deep.equal([
        PUBLIC_VRF[chainId]!.coordinator,
        PUBLIC_VRF[chainId]!.keyHash,
      ])
      expect([s.subscriptionId, s.requestConfirmations, s.callbackGasLimit]).to.deep.equal([
        12345n,
        3,
        2_500_000,
      ])
    }
  })

  it('refuses a zero coordinator, a missing key hash or subscription, fewer than 3 confirmations, too much gas', () => {
    expect(() => liveVrfSettings(97, { ...env, FINAVERSE_VRF_COORDINATOR: ethers.ZeroAddress })).to.throw(
      /no coordinator for chain 97/,
    )
    // Mainnets have no defaults: both the coordinator and the gas lane come from the environment.
    const lane = { FINAVERSE_VRF_KEY_HASH: `0x${'11'.repeat(32)}` }
    const coordinator = { FINAVERSE_VRF_COORDINATOR: `0x${'22'.repeat(20)}` }
    for (const chainId of [56, 137]) {
      for (const partial of [env, { ...env, ...lane }, { ...env, ...coordinator }]) {
        expect(() => liveVrfSettings(chainId, partial)).to.throw(
          new RegExp(
            `chain ${chainId} is a mainnet: set both FINAVERSE_VRF_COORDINATOR and FINAVERSE_VRF_KEY_HASH`,
          ),
        )
      }
      const s = liveVrfSettings(chainId, { ...env, ...lane, ...coordinator })
      expect([s.coordinator, s.keyHash]).to.deep.equal([
        coordinator.FINAVERSE_VRF_COORDINATOR,
        lane.FINAVERSE_VRF_KEY_HASH,
      ])
    }
    expect(() => liveVrfSettings(97, {})).to.throw(/FINAVERSE_VRF_SUBSCRIPTION_ID/)
    expect(() => liveVrfSettings(97, { ...env, FINAVERSE_VRF_CONFIRMATIONS: '2' })).to.throw(/must be 3..200/)
    for (const gas of ['2500001', '2000000'])
      expect(() => liveVrfSettings(97, { ...env, FINAVERSE_VRF_CALLBACK_GAS: gas })).to.throw(
        /must be 2500000/,
      )
  })

  it('refuses a coordinator without code, and a key hash the coordinator does not know', async () => {
    const [someone] = await ethers.getSigners()
    const s = liveVrfSettings(97, env)
    const message = (p: Promise<unknown>) =>
      p.then(
        () => '',
        (e: Error) => e.message,
      )
    expect(await message(checkAgainstCoordinator({ ...s, coordinator: someone!.address }, false))).to.match(
      /no contract at coordinator/,
    )
    const { mock, subscriptionId } = await deployVrfMock()
    const onMock = mockSettings(await mock.getAddress(), subscriptionId)
    // The mock has no gas lanes: as a live coordinator it knows no key hash; as the rehearsal's stand-in it passes.
    expect(await message(checkAgainstCoordinator(onMock, false))).to.match(/does not know key hash/)
    await checkAgainstCoordinator(onMock, true)
  })
})
