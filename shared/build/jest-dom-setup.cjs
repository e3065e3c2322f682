// Browser APIs jsdom lacks and Chakra uses.
require('@testing-library/jest-dom')

if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent() {
      return false
    },
  })
}
if (!global.ResizeObserver) {
  global.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}
// jsdom defines scrollTo but only to report that it is not implemented.
window.scrollTo = () => {}
if (!global.structuredClone) global.structuredClone = (value) => JSON.parse(JSON.stringify(value))
// react-router 7 needs these at import time; jsdom does not provide them.
if (!global.TextEncoder) {
  const { TextEncoder, TextDecoder } = require('node:util')
  global.TextEncoder = TextEncoder
  global.TextDecoder = TextDecoder
}
