// Original hero artwork for Finaverse, drawn in SVG for this project: a caped hero on a ridge under a portal
// moon, with the four faction sigils around it. No external assets.
// The drawing is `hero.svg`, the background of `.hero__art` (src/styles/app.css, inlined by the build as a data
// URI): static art costs the first page no JavaScript (it was 1 kB gzip of the entry as JSX).

export function HeroArt({ className }: { className?: string }) {
  return <div className={className} aria-hidden="true" />
}
