// Browser APIs jsdom lacks and Chakra uses.
require('@testing-library/jest-dom')

// Testing Library's findBy… and waitFor give up after 1 s by default: a timing check in effect, which page tests
// failed on a busy 2-core machine (a page still loading after a second while the API's tests ran beside them).
// A ceiling for what never comes, like Jest's own testTimeout, not a budget: timings live in the benchmarks.
require('@testing-library/react').configure({ asyncUtilTimeout: 15_000 })

// A test that renders as a build step does, in Node (`@jest-environment node`), has no window to complete.
if (typeof window !== 'undefined') {
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
}
if (!global.structuredClone) global.structuredClone = (value) => JSON.parse(JSON.stringify(value))
// react-router 7 needs these at import time; jsdom does not provide them.
if (!global.TextEncoder) {
  const { TextEncoder, TextDecoder } = require('node:util')
  global.TextEncoder = TextEncoder
  global.TextDecoder = TextDecoder
}
