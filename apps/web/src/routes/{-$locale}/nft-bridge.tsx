import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NftBridgeScreen } from '../../features/nft-bridge/NftBridgeScreen'

export const Route = createFileRoute('/{-$locale}/nft-bridge')({
  staticData: {
    page: {
      title: msg`Card bridge`,
      description: msg`Bridge hero cards from BSC to Polygon.`,
    },
  },
  component: NftBridgeScreen,
})
