import type { ReactNode } from 'react'

/** A table's header row: one column header (`<th scope="col">`) a name, in order. */
export function TableHead({ columns }: { columns: readonly ReactNode[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => (
          // The columns are fixed for a table: their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <th key={index} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  )
}
