/**
 * The print copy of a lesson lives in the page itself (a frame prints as one unbreakable box), so it
 * is rebuilt from the lesson's allowlist (docs/product-rules.md#lesson-content) instead of trusting the
 * stored HTML: only these elements and attributes are re-created, everything else is dropped, and nothing
 * parsed is ever inserted as it came.
 */
const PLAIN_TAGS = [
  ...'p br hr strong em b i u s sub sup small mark span div blockquote'.split(' '),
  ...'ul li dl dt dd table caption thead tbody tfoot tr code pre kbd samp figure figcaption'.split(' '),
]

const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  ...Object.fromEntries(PLAIN_TAGS.map((tag) => [tag, []])),
  ...Object.fromEntries(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((tag) => [tag, ['id']])),
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  col: ['span'],
  colgroup: ['span'],
  ol: ['start', 'type', 'reversed'],
}

/** Elements whose content is not lesson text either: dropped whole. Unknown elements keep their text. */
const DROPPED_WITH_CONTENT = new Set([
  ...'script style template iframe frame frameset object embed noscript noembed noframes'.split(' '),
  ...'textarea select option xmp svg math head title link meta base'.split(' '),
])

const URL_SCHEMES: Record<string, readonly string[]> = {
  href: ['http:', 'https:', 'mailto:'],
  src: ['http:', 'https:'],
}

function isAllowedUrl(value: string, attribute: string, baseUrl: string): boolean {
  const schemes = URL_SCHEMES[attribute]
  if (!schemes) return true
  try {
    // The URL parser sees what a browser would follow (entities are already decoded by the parser).
    return schemes.includes(new URL(value, baseUrl).protocol)
  } catch {
    return false
  }
}

function copyChildren(from: Node, to: Node, target: Document, baseUrl: string): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(target.createTextNode(child.textContent ?? ''))
      continue
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue
    const element = child as Element
    const tag = element.localName
    if (DROPPED_WITH_CONTENT.has(tag)) continue
    const allowed = Object.hasOwn(ALLOWED_ATTRIBUTES, tag) ? ALLOWED_ATTRIBUTES[tag] : undefined
    if (!allowed) {
      copyChildren(element, to, target, baseUrl)
      continue
    }
    const copy = target.createElement(tag)
    for (const name of allowed) {
      const value = element.getAttribute(name)
      if (value !== null && isAllowedUrl(value, name, baseUrl)) copy.setAttribute(name, value)
    }
    copyChildren(element, copy, target, baseUrl)
    to.appendChild(copy)
  }
}

/** The lesson's allowlisted elements, created anew in `target` (parsing with DOMParser runs nothing). */
export function lessonPrintCopy(contentHtml: string, target: Document = document): DocumentFragment {
  const parsed = new DOMParser().parseFromString(contentHtml, 'text/html')
  const fragment = target.createDocumentFragment()
  copyChildren(parsed.body, fragment, target, target.baseURI)
  return fragment
}
