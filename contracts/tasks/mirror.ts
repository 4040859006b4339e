import { address, rarity, uint } from './action/params'
import { readsOf } from './action/readers'
import { defineGroup } from './action/run'
import { pauseActions, recoverActions } from './action/shared-actions'

/** HeroMirror (pause, recovery) and the Genesis collection of the test chains (minting). */
export const mirror = defineGroup({
  group: 'mirror',
  targets: { HeroMirror: 'HeroMirror' },
  actions: [...pauseActions('mirroring'), ...recoverActions()],
})

export const genesis = defineGroup({
  group: 'genesis',
  targets: { GenesisHero: 'GenesisHero' },
  actions: [
    {
      action: 'mint',
      fn: 'mint',
      role: 'MINTER_ROLE',
      description: 'Mints a Genesis hero (devnet and test chains; mainnet uses the existing collection)',
      params: [
        address('to', 'receiver'),
        uint('tokenId', 'token id', { min: 1n }),
        uint('heroId', 'hero id', { min: 1n, max: 2n ** 128n - 1n }),
        rarity('rarity', 'rarity'),
      ],
      current: readsOf('to', 'balanceOf'),
    },
    ...pauseActions('Genesis transfers'),
    ...recoverActions(),
  ],
})
