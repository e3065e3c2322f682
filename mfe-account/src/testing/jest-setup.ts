import { configure } from '@testing-library/react'

// Chakra renders slowly in jsdom while these two cores also build and test other apps.
configure({ asyncUtilTimeout: 5_000 })

// jsdom has no layout: a chart's responsive container (Recharts) measures as the page would give it room,
// 640 × 240, so that the chart draws in tests.
const measure = Element.prototype.getBoundingClientRect
Element.prototype.getBoundingClientRect = function getBoundingClientRect(this: Element) {
  if (this.classList.contains('recharts-responsive-container')) return new DOMRect(0, 0, 640, 240)
  return measure.call(this)
}
