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
if (!window.scrollTo) window.scrollTo = () => {}
if (!global.structuredClone) global.structuredClone = (value) => JSON.parse(JSON.stringify(value))
