// Page scaling from the spec: root font size = viewport width / 10, clamped so that very narrow phones and very
// wide screens keep readable sizes. index.html applies the same rule before the first paint.

export const MIN_ROOT_FONT_PX = 32
export const MAX_ROOT_FONT_PX = 76.8

export function rootFontSize(width: number): number {
  return Math.min(Math.max(width / 10, MIN_ROOT_FONT_PX), MAX_ROOT_FONT_PX)
}

/** Keeps `<html style="font-size">` in step with the width. Returns the cleanup. */
export function installRootFontSize(): () => void {
  const apply = () => {
    const root = document.documentElement
    root.style.fontSize = `${rootFontSize(root.clientWidth || window.innerWidth)}px`
  }
  apply()
  window.addEventListener('resize', apply)
  return () => window.removeEventListener('resize', apply)
}
