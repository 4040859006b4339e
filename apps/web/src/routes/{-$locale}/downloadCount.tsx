import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import DownloadCountPage from '../../features/content/DownloadCountPage'
import { downloadCountQuery } from '../../features/content/queries'
import { loadPage } from '../../lib/route-data'

export const Route = createFileRoute('/{-$locale}/downloadCount')({
  loader: ({ context }) => loadPage(context, () => context.queryClient.ensureQueryData(downloadCountQuery())),
  staticData: {
    page: {
      title: msg`Download count`,
      description: msg`How many times the game has been downloaded.`,
    },
  },
  component: DownloadCountPage,
})
