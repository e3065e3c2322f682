import { expectNotFoundAt } from '@grile/shared/testing'
import { App } from '../app'

describe('unknown sub-paths of mfe-account', () => {
  it.each([
    ['/me', '/me/nope'],
    ['/teacher', '/teacher/nope'],
    ['/pupils', '/pupils/some-pupil/nope'],
    ['/tokens', '/tokens/nope'],
    ['/lessons/buy', '/lessons/buy/nope'],
    ['/purchases', '/purchases'],
    ['/purchases', '/purchases/some-session/nope'],
    ['/vouchers/by-istoricescu', '/vouchers/by-istoricescu/some-voucher/nope'],
  ])('under %s, %s shows the not-found page', (basePath, url) => {
    expectNotFoundAt(App, basePath, url)
  })
})
