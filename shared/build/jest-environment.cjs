// jsdom lacks the Fetch API classes that react-router's data routers use (new Request on every
// navigation); Node's own are lent to it, with Node's AbortController so Request accepts its signals.
// jsdom keeps its own FormData, which its <form> elements need (no page submits a form through the router).
const { TestEnvironment } = require('jest-environment-jsdom')

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context)
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal })
    // Ark UI's switch and checkbox create pointer events, which jsdom does not have.
    // Layout does not exist in jsdom: scrolling into view is a no-op there.
    this.global.Element.prototype.scrollIntoView ??= function scrollIntoView() {}
    if (!this.global.PointerEvent)
      this.global.PointerEvent = class PointerEvent extends this.global.MouseEvent {}
  }
}

module.exports = JsdomWithFetchEnvironment
