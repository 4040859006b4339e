// The translated text of a failure for components on the first page (QueryState): the error table and its
// classifier load with the first failure, not with the page (they are about 10 kB gzip).
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useEffect, useState } from 'react'
import { needCatalog, PAGES_CATALOG } from '../../i18n/i18n'

type ErrorTextModule = typeof import('./errorText')

let loaded: ErrorTextModule | undefined
// The texts are in the pages catalog, which `/` loads only when needed (src/i18n/i18n.ts).
const load = () =>
  Promise.all([import('./errorText'), needCatalog(PAGES_CATALOG)]).then(([module]) => (loaded = module))

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
