// The merge screen's URL search: the tab (`?tab=random`) and the history page (`?page=2`), shareable.
import { oneOf, positiveInt, type SearchOf, searchParams } from '../../lib/search-params'

export const MERGE_TABS = ['designate', 'random', 'history'] as const

/** A value that is not valid is dropped (the designate tab, the first page), never an error. */
const fields = { tab: oneOf(MERGE_TABS), page: positiveInt }
export const mergeSearchSchema = searchParams(fields)

export type MergeSearch = SearchOf<typeof fields>
export type MergeTab = (typeof MERGE_TABS)[number]
