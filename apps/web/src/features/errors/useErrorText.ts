// The translated text of a failure for components on the first page (QueryState): the error table and its
// classifier load with the first failure, not with the page (they are about 10 kB gzip).
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useEffect, useState } from 'react'

type ErrorTextModule = typeof import('./errorText')

let loaded: ErrorTextModule | undefined
const load = () => import('./errorText').then((module) => (loaded = module))

/**
 * `errorText` of the error once its table is loaded (`undefined` before, and for no error); if the table cannot
 * be loaded, the generic 'Something went wrong. Please try again later.'.
 */
export function useErrorText(error: unknown): string | undefined {
  const { i18n } = useLingui()
  const [module, setModule] = useState<ErrorTextModule | 'failed' | undefined>(loaded)
  const failed = error !== null && error !== undefined
  useEffect(() => {
    if (!failed || module) return
    let live = true
    load().then(
      (m) => live && setModule(m),
      () => live && setModule('failed'),
    )
    return () => {
      live = false
    }
  }, [failed, module])
  if (!failed || !module) return undefined
  if (module === 'failed') return i18n._(msg`Something went wrong. Please try again later.`)
  return module.errorText(i18n, error)
}
