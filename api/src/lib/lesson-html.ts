import sanitizeHtml from 'sanitize-html'
import {
  LESSON_ATTRIBUTES,
  LESSON_DROPPED_WITH_CONTENT,
  LESSON_TAGS,
  LESSON_URL_SCHEMES,
} from '@grile/shared/contract'

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

// The allow-list is the contract's, shared with the print copy of the material page.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...LESSON_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(LESSON_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...LESSON_URL_SCHEMES.href],
  allowedSchemesByTag: { img: [...LESSON_URL_SCHEMES.src] },
  allowProtocolRelative: true,
  // Text and entities stay as the author wrote them (lessons use &ndash; next to literal dashes), so
  // a clean lesson is stored byte for byte; URLs are checked by isSafeUrl instead of after decoding.
  parser: { decodeEntities: false },
  // The contents of these are not text a reader should see either.
  nonTextTags: [...LESSON_DROPPED_WITH_CONTENT],
  transformTags: {
    a: (tagName, attributes) => {
      const safe = withoutUnsafeUrl(attributes, 'href', LESSON_URL_SCHEMES.href)
      // A link that opens elsewhere must not give the new page a handle on the lesson frame.
      if (safe.target !== undefined && safe.target !== '_blank') delete safe.target
      if (safe.target === '_blank') safe.rel = 'noopener noreferrer'
      return { tagName, attribs: safe }
    },
    img: (tagName, attributes) => ({
      tagName,
      attribs: withoutUnsafeUrl(attributes, 'src', LESSON_URL_SCHEMES.src),
    }),
  },
}

/**
 * Lesson HTML as it may be stored (docs/product-rules.md#lesson-content): the allowlisted text, heading,
 * list, table, link, image and code tags; no scripts, frames, event handlers, styles or javascript: URLs.
 */
export function sanitizeLessonHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS)
}
