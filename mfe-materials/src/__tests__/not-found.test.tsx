import { itShowsNotFound } from '@grile/shared/testing'
import { App } from '../app'

describe('unknown sub-paths of mfe-materials', () => {
  itShowsNotFound(App, [
    ['/materials', '/materials/x/y'],
    ['/materials', '/materials/some-material/more'],
  ])
})
