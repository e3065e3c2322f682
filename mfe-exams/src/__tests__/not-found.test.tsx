import { expectNotFoundAt } from '@grile/shared/testing'
import { App } from '../app'

describe('unknown sub-paths of mfe-exams', () => {
  it.each([
    ['/exams', '/exams/nope'],
    ['/exams', '/exams/nope/more'],
    ['/exams', '/exams/some-exam/attempt/more'],
    ['/attempts', '/attempts/some-attempt/more'],
  ])('under %s, %s shows the not-found page', (basePath, url) => {
    expectNotFoundAt(App, basePath, url)
  })
})
