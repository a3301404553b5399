/** The park at dusk: a castle, a big wheel and a coaster hill, drawn for the hero. */
export function HeroSkyline() {
  return (
    <svg
      viewBox="0 0 1200 260"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
      style={{
        display: 'block',
        width: '100%',
        height: 'clamp(150px, 28vw, 280px)',
        marginTop: 'auto',
      }}
    >
      <g fill="#fff" opacity="0.85">
        <circle cx="90" cy="40" r="2" />
        <circle cx="240" cy="22" r="1.5" />
        <circle cx="410" cy="60" r="2" />
        <circle cx="690" cy="30" r="1.5" />
        <circle cx="880" cy="55" r="2" />
        <circle cx="1100" cy="25" r="1.5" />
      </g>
      {/* big wheel */}
      <g stroke="#f7d6ff" strokeWidth="3" fill="none" opacity="0.7">
        <circle cx="960" cy="130" r="95" />
        <circle cx="960" cy="130" r="12" />
        {Array.from({ length: 12 }, (_, i) => {
          const a = (i * Math.PI) / 6;
          return (
            <line
              key={i}
              x1="960"
              y1="130"
              x2={960 + 95 * Math.cos(a)}
              y2={130 + 95 * Math.sin(a)}
            />
          );
        })}
        <path d="M960 130 L905 260 M960 130 L1015 260" />
      </g>
      {/* coaster hill */}
      <path
        d="M0 230 C120 230 150 110 230 110 C310 110 330 230 420 230"
        stroke="#ffc4e1"
        strokeWidth="5"
        fill="none"
        opacity="0.7"
      />
      {/* castle */}
      <g fill="#2b1b5a">
        <rect x="520" y="120" width="160" height="140" />
        <rect x="500" y="90" width="40" height="170" />
        <rect x="660" y="90" width="40" height="170" />
        <rect x="575" y="60" width="50" height="200" />
        <polygon points="500,90 520,45 540,90" />
        <polygon points="660,90 680,45 700,90" />
        <polygon points="575,60 600,5 625,60" />
      </g>
      <g fill="#ffd98a">
        <rect x="593" y="90" width="14" height="22" rx="7" />
        <rect x="513" y="130" width="12" height="18" rx="6" />
        <rect x="673" y="130" width="12" height="18" rx="6" />
        <path d="M580 260 v-40 a20 20 0 0 1 40 0 v40 z" />
      </g>
      <rect x="0" y="245" width="1200" height="15" fill="#2b1b5a" />
    </svg>
  );
}
