import { useState } from 'react'

/**
 * The cards picked for one action, and whether the player tried the action yet (its message shows only then). A new
 * pick clears the try.
 */
export function useCardSelection() {
  const [selected, setSelected] = useState<bigint[]>([])
  const [tried, setTried] = useState(false)
  return {
    selected,
    tried,
    /** True when the action tried now may go on: at least one card is picked. */
    attempt: () => {
      setTried(true)
      return selected.length > 0
    },
    change: (next: bigint[]) => {
      setSelected(next)
      setTried(false)
    },
    clear: () => {
      setSelected([])
      setTried(false)
    },
    /** The action was tried with nothing picked ('Please select at least one card'). */
    missing: tried && selected.length === 0,
  }
}
