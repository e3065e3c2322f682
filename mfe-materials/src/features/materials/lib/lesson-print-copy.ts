import {
  LESSON_ATTRIBUTES,
  LESSON_DROPPED_WITH_CONTENT,
  LESSON_TAGS,
  LESSON_URL_SCHEMES,
} from '@grile/shared/contract'

/**
 * The print copy of a lesson lives in the page itself (a frame prints as one unbreakable box), so it
 * is rebuilt from the lesson's allowlist (docs/product-rules.md#lesson-content) instead of trusting the
 * stored HTML: only these elements and attributes are re-created, everything else is dropped, and nothing
 * parsed is ever inserted as it came.
 */

/** A print has no windows to open: the link's target and rel, which the stored lesson may keep, are left out. */
const NOT_PRINTED = new Set(['target', 'rel'])

/** The attributes of each allowed element that the copy keeps. */
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = Object.fromEntries(
  LESSON_TAGS.map((tag) => [tag, (LESSON_ATTRIBUTES[tag] ?? []).filter((name) => !NOT_PRINTED.has(name))]),
)

const DROPPED_WITH_CONTENT = new Set(LESSON_DROPPED_WITH_CONTENT)

/** The URL parser's protocols (with the colon) each URL attribute may have. */
const URL_SCHEMES: Record<string, readonly string[]> = {
  href: LESSON_URL_SCHEMES.href.map((scheme) => `${scheme}:`),
  src: LESSON_URL_SCHEMES.src.map((scheme) => `${scheme}:`),
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
