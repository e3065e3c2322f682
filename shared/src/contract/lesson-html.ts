/**
 * The lesson HTML allow-list (docs/product-rules.md#lesson-content), in one place: the server's sanitiser
 * stores only this, and the material page's print copy re-creates only this. Pure data, no DOM.
 */

const TEXT_TAGS = [
  'p',
  'br',
  'hr',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'mark',
  'span',
  'div',
  'blockquote',
]
export const LESSON_HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const
const LIST_TAGS = ['ul', 'ol', 'li', 'dl', 'dt', 'dd']
const TABLE_TAGS = ['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td']
const CODE_TAGS = ['code', 'pre', 'kbd', 'samp']
const MEDIA_TAGS = ['a', 'img', 'figure', 'figcaption']

/** Every element a lesson may contain. */
export const LESSON_TAGS: readonly string[] = [
  ...TEXT_TAGS,
  ...LESSON_HEADING_TAGS,
  ...LIST_TAGS,
  ...TABLE_TAGS,
  ...CODE_TAGS,
  ...MEDIA_TAGS,
]

/** The attributes each element may keep; an element not named here keeps none. */
export const LESSON_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  col: ['span'],
  colgroup: ['span'],
  ol: ['start', 'type', 'reversed'],
  ...Object.fromEntries(LESSON_HEADING_TAGS.map((tag) => [tag, ['id']])),
}

/** The URL schemes each URL attribute may use (lower case, without the colon); relative URLs are allowed. */
export const LESSON_URL_SCHEMES: Readonly<Record<'href' | 'src', readonly string[]>> = {
  href: ['http', 'https', 'mailto'],
  src: ['http', 'https'],
}

/** Elements whose content is not lesson text either: dropped with everything inside them. */
export const LESSON_DROPPED_WITH_CONTENT: readonly string[] = [
  ...['script', 'style', 'template', 'iframe', 'frame', 'frameset', 'object', 'embed', 'noscript', 'noembed'],
  ...[
    'noframes',
    'textarea',
    'select',
    'option',
    'xmp',
    'svg',
    'math',
    'head',
    'title',
    'link',
    'meta',
    'base',
  ],
]
