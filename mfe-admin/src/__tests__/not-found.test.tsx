import { expectNotFoundAt } from '@grile/shared/testing'
import { App } from '../app'

describe('unknown sub-paths of mfe-admin', () => {
  it.each([
    ['/admin', '/admin/nope'],
    ['/admin', '/admin/users/some-user/nope'],
    ['/admin', '/admin/materials/some-material'],
    ['/admin', '/admin/exercises/nope'],
  ])('under %s, %s shows the not-found page', (basePath, url) => {
    expectNotFoundAt(App, basePath, url)
  })
})
