// The navigation loading bar (spec: 5 s duration, 200 ms throttle). It appears only when a navigation lasts longer
// than the throttle, creeps towards 90 % over the duration (a CSS animation eased out, see app.css), and completes
// when the navigation ends.

export const LOADING_BAR_DURATION_MS = 5000
export const LOADING_BAR_THROTTLE_MS = 200

type Timers = {
  setTimeout: (cb: () => void, ms: number) => unknown
  clearTimeout: (id: never) => void
}

/** A tiny state machine: `start` arms the throttle, `done` cancels it or finishes a visible bar. */
export function createLoadingBar(
  onChange: (visible: boolean) => void,
  timers: Timers = globalThis as unknown as Timers,
) {
  let timer: unknown = null
  let visible = false
  return {
    start() {
      if (timer !== null || visible) return
      timer = timers.setTimeout(() => {
        timer = null
        visible = true
        onChange(true)
      }, LOADING_BAR_THROTTLE_MS)
    },
    done() {
      if (timer !== null) {
        timers.clearTimeout(timer as never)
        timer = null
      }
      if (visible) {
        visible = false
        onChange(false)
      }
    },
  }
}
