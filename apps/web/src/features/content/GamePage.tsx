import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { PageHeader } from '../../components/PageHeader'
import { QueryState } from '../../components/QueryState'
import { config } from '../../config'
import { downloadCountQuery } from './queries'

export default function GamePage() {
  const count = useQuery(downloadCountQuery())
  return (
    <section className="page">
      <PageHeader />
      <div className="columns">
        <div className="panel">
          <h2>
            <Trans>How to play</Trans>
          </h2>
          <ol className="steps">
            <li>
              <Trans>Connect your wallet and create a game account with your e-mail.</Trans>
            </li>
            <li>
              <Trans>Transfer your hero NFTs to the game account.</Trans>
            </li>
            <li>
              <Trans>Form a team of at least 4 different heroes.</Trans>
            </li>
            <li>
              <Trans>Fight in the arena and climb the leaderboard to earn FINA.</Trans>
            </li>
          </ol>
        </div>
        <div className="panel" id="download">
          <h2>
            <Trans>Download</Trans>
          </h2>
          <p>
            <Trans>The game runs on Android phones and tablets.</Trans>
          </p>
          <p>
            <a
              className="button"
              href={`${config.apiBase.replace(/\/+$/, '')}/account/androidDownload`}
              rel="nofollow"
            >
              <Trans>Download for Android</Trans>
            </a>
          </p>
          <QueryState query={count}>
            {(data) => (
              <p className="muted">
                <Trans>Downloaded {data.count} times</Trans>
              </p>
            )}
          </QueryState>
        </div>
      </div>
    </section>
  )
}
