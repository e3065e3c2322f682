import type { Portrait } from '../data/testimonials'

/** Hair drawn behind the head (long hair) and over it (fringe, bun, curls). */
function Hair({ style, color }: { style: Portrait['hairStyle']; color: string }) {
  switch (style) {
    case 'long':
      return <path d="M34 58c0-20 12-32 26-32s26 12 26 32v30H74V60H46v28H34z" fill={color} />
    case 'bun':
      return (
        <>
          <circle cx="60" cy="22" r="10" fill={color} />
          <path d="M38 54c0-17 10-27 22-27s22 10 22 27c-6-10-14-13-22-13s-16 3-22 13z" fill={color} />
        </>
      )
    case 'curly':
      return (
        <path
          d="M36 56c-4-6 0-14 6-15 0-8 8-14 14-11 4-5 12-5 16 0 6-3 13 3 12 10 6 2 8 10 4 16-4-8-12-12-28-12s-20 4-24 12z"
          fill={color}
        />
      )
    case 'buzz':
      return <path d="M39 52c0-15 9-24 21-24s21 9 21 24c-5-7-12-10-21-10s-16 3-21 10z" fill={color} />
    case 'short':
      return <path d="M37 54c0-17 10-27 23-27 12 0 23 9 23 24-8-2-14-7-18-12-6 8-16 13-28 15z" fill={color} />
  }
}

/** An illustrated portrait of a former pupil (drawn for Grile, not a photograph). */
export function TestimonialPortrait({ portrait, name }: { portrait: Portrait; name: string }) {
  return (
    <svg
      viewBox="0 0 120 120"
      width="96"
      height="96"
      role="img"
      aria-label={`Illustrated portrait of ${name}`}
    >
      <circle cx="60" cy="60" r="60" fill={portrait.background} />
      {portrait.hairStyle === 'long' ? <Hair style="long" color={portrait.hair} /> : null}
      <path d="M24 120c2-22 17-34 36-34s34 12 36 34z" fill="#f8fafc" opacity="0.92" />
      <rect x="52" y="72" width="16" height="16" rx="6" fill={portrait.skin} />
      <ellipse cx="60" cy="56" rx="21" ry="24" fill={portrait.skin} />
      {portrait.hairStyle === 'long' ? (
        <path d="M39 54c0-17 10-27 21-27s21 10 21 27c-5-9-12-14-21-14s-16 5-21 14z" fill={portrait.hair} />
      ) : (
        <Hair style={portrait.hairStyle} color={portrait.hair} />
      )}
      <circle cx="52" cy="58" r="2.4" fill="#1f2937" />
      <circle cx="68" cy="58" r="2.4" fill="#1f2937" />
      <path d="M53 68q7 5 14 0" fill="none" stroke="#7c2d12" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  )
}
