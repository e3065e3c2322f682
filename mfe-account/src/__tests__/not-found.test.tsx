import { itShowsNotFound } from '@grile/shared/testing'
import { App } from '../app'

describe('unknown sub-paths of mfe-account', () => {
  itShowsNotFound(App, [
    ['/me', '/me/nope'],
    ['/teacher', '/teacher/nope'],
    ['/pupils', '/pupils/some-pupil/nope'],
    ['/tokens', '/tokens/nope'],
    ['/lessons/buy', '/lessons/buy/nope'],
    ['/purchases', '/purchases'],
    ['/purchases', '/purchases/some-session/nope'],
    ['/vouchers/by-istoricescu', '/vouchers/by-istoricescu/some-voucher/nope'],
  ])
})
