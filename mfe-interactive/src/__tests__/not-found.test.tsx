import { expectNotFoundAt } from '@grile/shared/testing'
import { App } from '../app'

describe('unknown sub-paths of mfe-interactive', () => {
  it.each([
    ['/interactive', '/interactive/nope'],
    ['/interactive', '/interactive/nope/more'],
  ])('under %s, %s shows the not-found page', (basePath, url) => {
    expectNotFoundAt(App, basePath, url)
  })
})
