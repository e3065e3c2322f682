import { Box } from '@grile/shared/chakra'

/** The partner's logo: a laurel-framed column and the Istoricescu wordmark. */
export function IstoricescuLogo() {
  return (
    <Box color="fg" data-testid="istoricescu-logo">
      <svg viewBox="0 0 260 56" width="260" height="56" role="img" aria-label="Istoricescu">
        <g fill="none" stroke="#c2410c" strokeWidth="3" strokeLinecap="round">
          <path d="M10 46c-6-10-6-26 4-36M46 46c6-10 6-26-4-36" />
          <path d="M8 34l-5-2M8 24l-5-3M12 15l-4-4M48 34l5-2M48 24l5-3M44 15l4-4" />
        </g>
        <g fill="#c2410c">
          <rect x="19" y="12" width="18" height="4" rx="1" />
          <rect x="21" y="17" width="3" height="22" />
          <rect x="26.5" y="17" width="3" height="22" />
          <rect x="32" y="17" width="3" height="22" />
          <rect x="18" y="40" width="20" height="4" rx="1" />
        </g>
        <text
          x="62"
          y="38"
          fill="currentColor"
          // A style, not attributes: the page's font rules would otherwise win over SVG presentation attributes.
          style={{ fontFamily: "Georgia, 'Times New Roman', serif", fontSize: 28, fontWeight: 700 }}
        >
          Istoricescu
        </text>
      </svg>
    </Box>
  )
}
