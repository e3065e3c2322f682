import { checkCard } from '../sandbox-checkout-service'

const now = new Date('2026-05-15T10:00:00Z')
const valid = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }

describe('checkCard (the card sandbox)', () => {
  it('approves the success test card, with or without spaces', () => {
    expect(checkCard(valid, now)).toEqual({ kind: 'approved' })
    expect(checkCard({ ...valid, cardNumber: '4242424242424242', expiry: '05/2026' }, now)).toEqual({
      kind: 'approved',
    })
  })

  it('declines the declined test card', () => {
    expect(checkCard({ ...valid, cardNumber: '4000 0000 0000 0002' }, now)).toEqual({
      kind: 'declined',
      message: 'Your card was declined.',
    })
  })

  it('refuses numbers that are not card numbers', () => {
    for (const cardNumber of ['', '4242 4242 4242 4241', 'abcd', '1234']) {
      expect(checkCard({ ...valid, cardNumber }, now)).toMatchObject({
        kind: 'invalid',
        field: 'cardNumber',
        message: 'Your card number is invalid.',
      })
    }
  })

  it('asks for a test card when given another real-looking number', () => {
    expect(checkCard({ ...valid, cardNumber: '5555 5555 5555 4444' }, now)).toMatchObject({
      kind: 'invalid',
      field: 'cardNumber',
    })
  })

  it('refuses expired or malformed expiry dates and bad security codes', () => {
    expect(checkCard({ ...valid, expiry: '04/26' }, now)).toMatchObject({
      field: 'expiry',
      message: 'Your card has expired.',
    })
    expect(checkCard({ ...valid, expiry: '13/30' }, now)).toMatchObject({ field: 'expiry' })
    expect(checkCard({ ...valid, expiry: 'soon' }, now)).toMatchObject({ field: 'expiry' })
    expect(checkCard({ ...valid, cvc: '12' }, now)).toMatchObject({ field: 'cvc' })
  })
})
