import { useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { createLoadingBar, LOADING_BAR_DURATION_MS } from '../lib/loading-bar'

/** The bar at the top of the page while a navigation loads. */
export function LoadingBar() {
  const { t } = useLingui()
  const loading = useRouterState({ select: (s) => s.status === 'pending' || s.isLoading })
  const [visible, setVisible] = useState(false)
  const [finishing, setFinishing] = useState(false)
  const bar = useMemo(
    () =>
      createLoadingBar((show) => {
        if (show) {
          setFinishing(false)
          setVisible(true)
        } else {
          setFinishing(true)
          window.setTimeout(() => setVisible(false), 250)
        }
      }),
    [],
  )
  useEffect(() => {
    if (loading) bar.start()
    else bar.done()
  }, [loading, bar])
  if (!visible) return null
  return (
    <div
      className={finishing ? 'loading-bar loading-bar--done' : 'loading-bar'}
      style={{ animationDuration: `${LOADING_BAR_DURATION_MS}ms` }}
      role="progressbar"
      aria-label={t`Loading`}
      aria-busy={!finishing}
    />
  )
}
