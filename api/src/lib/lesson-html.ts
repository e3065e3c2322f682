import sanitizeHtml from 'sanitize-html'

const TEXT_TAGS = ['p', 'br', 'hr', 'strong', 'em', 'b', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark', 'span', 'div', 'blockquote']
const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']
const LIST_TAGS = ['ul', 'ol', 'li', 'dl', 'dt', 'dd']
const TABLE_TAGS = ['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td']
const CODE_TAGS = ['code', 'pre', 'kbd', 'samp']
const MEDIA_TAGS = ['a', 'img', 'figure', 'figcaption']

/**
 * A URL as written is what the browser will use only when it carries no character references
 * (`&#106;avascript:` is `javascript:` to a browser) and no control characters; `&amp;` is the one
 * reference a normal link needs. Then it must be relative or http(s)/mailto.
 */
function isSafeUrl(value: string, schemes: readonly string[]): boolean {
  if (/&(?!amp;)/i.test(value)) return false
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f]/.test(value)) return false
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]
  return scheme === undefined || schemes.includes(scheme.toLowerCase())
}

function withoutUnsafeUrl(attributes: sanitizeHtml.Attributes, name: string, schemes: readonly string[]) {
  const value = attributes[name]
  if (value === undefined || isSafeUrl(value, schemes)) return attributes
  const rest = { ...attributes }
  delete rest[name]
  return rest
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...TEXT_TAGS, ...HEADING_TAGS, ...LIST_TAGS, ...TABLE_TAGS, ...CODE_TAGS, ...MEDIA_TAGS],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    colgroup: ['span'],
    ol: ['start', 'type', 'reversed'],
    ...Object.fromEntries(HEADING_TAGS.map((tag) => [tag, ['id']])),
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: true,
  // Text and entities stay as the author wrote them (lessons use &ndash; next to literal dashes), so
  // a clean lesson is stored byte for byte; URLs are checked by isSafeUrl instead of after decoding.
  parser: { decodeEntities: false },
  // The contents of these are not text a reader should see either.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'xmp', 'noembed', 'noframes'],
  transformTags: {
    a: (tagName, attributes) => {
      const safe = withoutUnsafeUrl(attributes, 'href', ['http', 'https', 'mailto'])
      // A link that opens elsewhere must not give the new page a handle on the lesson frame.
      if (safe.target !== undefined && safe.target !== '_blank') delete safe.target
      if (safe.target === '_blank') safe.rel = 'noopener noreferrer'
      return { tagName, attribs: safe }
    },
    img: (tagName, attributes) => ({ tagName, attribs: withoutUnsafeUrl(attributes, 'src', ['http', 'https']) }),
  },
}

/**
 * Lesson HTML as it may be stored (docs/product-rules.md#lesson-content): the allowlisted text, heading,
 * list, table, link, image and code tags; no scripts, frames, event handlers, styles or javascript: URLs.
 */
export function sanitizeLessonHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS)
}
