/** The Finaverse mark: a hexagonal shield with an F, drawn for the project. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false" className="logo">
      <defs>
        <linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffd36e" />
          <stop offset="1" stopColor="#e0663a" />
        </linearGradient>
      </defs>
      <path d="M32 4 56 18v28L32 60 8 46V18z" fill="#1a1538" stroke="url(#logo-g)" strokeWidth="4" />
      <path d="M24 18h20v7H32v6h10v7H32v12h-8z" fill="url(#logo-g)" />
    </svg>
  )
}
