// The front ends' test kit (test code only; never imported by an app's source, never federated): one API
// stub keyed by contract endpoint, one page renderer, fixtures built from the contract's schemas.
export { stubApi, problem, noContent, reply, html, Reply } from './stub-api'
export type { ApiStub, ApiCall, StubRequest, Handler, Answer } from './stub-api'
export { renderPage, signInAs, alertTitles, resetAlerts, itShowsNotFound } from './render-page'
export type { RenderPageOptions } from './render-page'
export {
  uuidOf,
  freshUuid,
  aStudent,
  anAdmin,
  examItem,
  examPage,
  examOf,
  attemptOf,
  anExercise,
  anInteractiveAttempt,
} from './fixtures'
