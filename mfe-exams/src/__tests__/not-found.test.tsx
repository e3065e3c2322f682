import { itShowsNotFound } from '@grile/shared/testing'
import { App } from '../app'

describe('unknown sub-paths of mfe-exams', () => {
  itShowsNotFound(App, [
    ['/exams', '/exams/nope'],
    ['/exams', '/exams/nope/more'],
    ['/exams', '/exams/some-exam/attempt/more'],
    ['/attempts', '/attempts/some-attempt/more'],
  ])
})
