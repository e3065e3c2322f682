import { PALETTES, system } from '../system'

describe('the Chakra system', () => {
  it('has the colours of every palette Grile uses, in both themes', () => {
    for (const palette of PALETTES) {
      expect(system.token(`colors.${palette}.500`)).toMatch(/^#/)
      expect(system.token.var(`colors.${palette}.solid`)).toBe(`var(--chakra-colors-${palette}-solid)`)
    }
    expect(system.token('colors.brand.solid')).toBeDefined()
  })

  it('leaves out the palettes Grile does not use', () => {
    for (const palette of ['yellow', 'teal', 'cyan', 'pink']) {
      expect(system.token(`colors.${palette}.500`, 'none')).toBe('none')
    }
  })
})
