import { expectNotFoundAt } from '@grile/shared/testing'
import { App } from '../app'

describe('unknown sub-paths of mfe-materials', () => {
  it.each([
    ['/materials', '/materials/x/y'],
    ['/materials', '/materials/some-material/more'],
  ])('under %s, %s shows the not-found page', (basePath, url) => {
    expectNotFoundAt(App, basePath, url)
  })
})
