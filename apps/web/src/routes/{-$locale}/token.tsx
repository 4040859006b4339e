import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { priceQuery } from '../../features/content/queries'
import TokenPage from '../../features/content/TokenPage'
import { loadPage } from '../../lib/route-data'

export const Route = createFileRoute('/{-$locale}/token')({
  loader: ({ context }) => loadPage(context, () => context.queryClient.ensureQueryData(priceQuery())),
  staticData: {
    page: {
      title: msg`FINA token`,
      description: msg`The FINA token: live price and where to use it.`,
    },
  },
  component: TokenPage,
})
