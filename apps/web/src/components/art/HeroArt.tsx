// Original hero artwork for Finaverse, drawn in SVG for this project: a caped hero on a ridge under a portal
// moon, with the four faction sigils orbiting. No external assets.

export function HeroArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 640 480" role="img" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="ha-sky" cx="50%" cy="30%" r="80%">
          <stop offset="0" stopColor="#3a2a78" />
          <stop offset="0.55" stopColor="#17123a" />
          <stop offset="1" stopColor="#0b0a1a" />
        </radialGradient>
        <radialGradient id="ha-moon" cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor="#fff3c4" />
          <stop offset="0.6" stopColor="#ffc861" />
          <stop offset="1" stopColor="#ff8a3d" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="ha-cape" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#d6423a" />
          <stop offset="1" stopColor="#6b1730" />
        </linearGradient>
        <linearGradient id="ha-blade" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#b9f3ff" />
          <stop offset="1" stopColor="#4fb7ff" />
        </linearGradient>
      </defs>
      <rect width="640" height="480" fill="url(#ha-sky)" />
      <g fill="#fff" opacity="0.7">
        <circle cx="60" cy="50" r="1.5" />
        <circle cx="140" cy="120" r="1" />
        <circle cx="560" cy="70" r="1.5" />
        <circle cx="500" cy="150" r="1" />
        <circle cx="600" cy="220" r="1.2" />
        <circle cx="90" cy="230" r="1" />
        <circle cx="250" cy="40" r="1.2" />
        <circle cx="420" cy="30" r="1" />
      </g>
      <circle cx="320" cy="170" r="130" fill="url(#ha-moon)" opacity="0.9" />
      <circle
        cx="320"
        cy="170"
        r="92"
        fill="none"
        stroke="#ffe39a"
        strokeWidth="3"
        strokeDasharray="6 10"
        opacity="0.8"
      />
      <g className="orbit">
        <g transform="translate(320 170)">
          <g transform="rotate(0) translate(150 0)">
            <circle r="18" fill="#1e3c8c" stroke="#7fb2ff" strokeWidth="3" />
            <path d="M-8 6 0-10 8 6z" fill="#7fb2ff" />
          </g>
          <g transform="rotate(90) translate(150 0) rotate(-90)">
            <circle r="18" fill="#1f5b3a" stroke="#76e0a0" strokeWidth="3" />
            <circle r="7" fill="none" stroke="#76e0a0" strokeWidth="3" />
          </g>
          <g transform="rotate(180) translate(150 0) rotate(-180)">
            <circle r="18" fill="#7a2418" stroke="#ff9a5c" strokeWidth="3" />
            <path d="M0-10c6 6 6 12 0 18-6-6-6-12 0-18z" fill="#ff9a5c" />
          </g>
          <g transform="rotate(270) translate(150 0) rotate(-270)">
            <circle r="18" fill="#4b2a78" stroke="#c9a2ff" strokeWidth="3" />
            <rect x="-8" y="-8" width="16" height="16" rx="2" fill="none" stroke="#c9a2ff" strokeWidth="3" />
          </g>
        </g>
      </g>
      <path d="M0 400 120 330 210 370 320 300 430 360 520 320 640 380V480H0z" fill="#120e2b" />
      <path d="M0 430 150 380 260 420 380 370 500 410 640 390V480H0z" fill="#0b0a1a" />
      <g transform="translate(320 300)">
        <path d="M-10-60C-60-30-70 40-40 70L0 40 40 70C70 40 60-30 10-60z" fill="url(#ha-cape)" />
        <path d="M-14-40h28l6 60h-40z" fill="#2d2a55" />
        <path d="M-14-40h28l2 14h-32z" fill="#ffd36e" />
        <circle cy="-62" r="16" fill="#f2c9a0" />
        <path d="M-17-66c4-16 30-16 34 0-8-6-26-6-34 0z" fill="#2b1d12" />
        <path d="M-18-72 0-96 18-72z" fill="#ffd36e" opacity="0.9" />
        <path d="M-8 20-14 58h10l4-30 4 30h10L8 20z" fill="#1c1940" />
        <g transform="rotate(-35 22 -20)">
          <rect x="18" y="-120" width="8" height="110" rx="3" fill="url(#ha-blade)" />
          <rect x="10" y="-14" width="24" height="6" rx="2" fill="#ffd36e" />
          <rect x="19" y="-8" width="6" height="18" rx="2" fill="#6b4a2a" />
        </g>
      </g>
    </svg>
  )
}
