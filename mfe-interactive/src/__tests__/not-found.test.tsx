import { itShowsNotFound } from '@grile/shared/testing'
import { App } from '../app'

describe('unknown sub-paths of mfe-interactive', () => {
  itShowsNotFound(App, [
    ['/interactive', '/interactive/nope'],
    ['/interactive', '/interactive/nope/more'],
  ])
})
