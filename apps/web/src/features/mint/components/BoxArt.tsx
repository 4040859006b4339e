/** The art of a box version: a lidded chest in the version's colour (drawn, so it needs no image request). */
const COLORS: Readonly<Record<string, [string, string]>> = {
  V1: ['#7fc8ff', '#2b4a8c'],
  V2: ['#a98bff', '#42307d'],
  V3: ['#ff8a3d', '#7a3315'],
  V4: ['#ff7eb6', '#7a2650'],
  MysteryBox: ['#ffd36e', '#6b4b12'],
}

export function BoxArt({ version }: { version: string }) {
  const [light, dark] = COLORS[version] ?? ['#b8b2d9', '#352e6b']
  const id = `box-art-${version}`
  return (
    <svg className="box-art" viewBox="0 0 120 96" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={dark} />
        </linearGradient>
      </defs>
      <rect x="14" y="36" width="92" height="52" rx="6" fill={`url(#${id})`} />
      <rect x="8" y="22" width="104" height="20" rx="5" fill={light} />
      <rect x="54" y="22" width="12" height="66" fill="#ffd36e" opacity="0.9" />
      <text x="60" y="70" textAnchor="middle" fontSize="22" fontWeight="700" fill="#0b0a1a">
        ?
      </text>
    </svg>
  )
}
