import { itShowsNotFound } from '@grile/shared/testing'
import { App } from '../app'

describe('unknown sub-paths of mfe-admin', () => {
  itShowsNotFound(App, [
    ['/admin', '/admin/nope'],
    ['/admin', '/admin/users/some-user/nope'],
    ['/admin', '/admin/materials/some-material'],
    ['/admin', '/admin/exercises/nope'],
  ])
})
