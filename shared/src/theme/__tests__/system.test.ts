import { createSystem, defaultBaseConfig, defineConfig } from '@grile/shared/chakra/system'

import { GLOBAL_STYLES_ATTRIBUTE, system } from '../system'
import { PALETTES } from '../system-config'

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

describe('Chakra’s global styles', () => {
  /** Each rule of the global styles (in every layer), as its selector and its declarations. */
  function globalRules(): [string, Record<string, unknown>][] {
    const rules: [string, Record<string, unknown>][] = []
    const walk = (node: Record<string, unknown>) => {
      for (const [selector, value] of Object.entries(node)) {
        if (value === null || typeof value !== 'object') continue
        const declarations = Object.entries(value).filter(([, v]) => typeof v !== 'object')
        // Selectors nested in a layer start with '&'.
        const plain = selector
          .split(',')
          .map((part) => part.trim().replace(/^&/, ''))
          .join(', ')
        if (declarations.length > 0) rules.push([plain, Object.fromEntries(declarations)])
        walk(value as Record<string, unknown>)
      }
    }
    for (const layer of system._global as Record<string, unknown>[]) walk(layer)
    return rules
  }

  it('declare no custom property on every element: html declares them, once, and every element inherits them', () => {
    const rules = globalRules()
    const onEveryElement = rules.filter(([selector]) => selector.split(', ').includes('*'))
    expect(onEveryElement.length).toBeGreaterThan(0)
    for (const [selector, declarations] of onEveryElement) {
      expect([selector, Object.keys(declarations).filter((name) => name.startsWith('--'))]).toEqual([
        selector,
        [],
      ])
    }
    const onHtml = Object.assign({}, ...rules.filter(([selector]) => selector === 'html').map(([, d]) => d))
    // The reset's fonts and border colour, and the defaults of the ring and filter utilities.
    expect(onHtml).toMatchObject({
      '--global-font-body': 'var(--chakra-fonts-body)',
      '--global-color-border': 'var(--chakra-colors-border)',
      '--ring-offset-width': '0px',
      '--ring-inset': 'var(--chakra-empty, )',
      '--brightness': 'var(--chakra-empty, )',
      '--backdrop-blur': 'var(--chakra-empty, )',
    })
    // Chakra's own font features stay on every element.
    expect(onEveryElement.some(([, declarations]) => declarations.fontFeatureSettings === '"cv11"')).toBe(
      true,
    )
  })
})

describe('creating a Chakra system (our patch of @chakra-ui/react)', () => {
  it('resolves each style property’s values once, and its TypeScript types only when they are asked for', () => {
    // Without the patch, createSystem resolved every property's values three times (twice for its types):
    // two thirds of its time, with Grile's colours.
    const values = jest.fn(() => ({ lined: '1px solid' }))
    const created = createSystem(
      defaultBaseConfig,
      defineConfig({
        utilities: { outlineLine: { values } },
        theme: { keyframes: { wobble: {} }, tokens: { colors: { ink: { value: '#111' } } } },
      }),
    )
    expect(values).toHaveBeenCalledTimes(1)
    // A utility of our own is not in Chakra's generated style types.
    expect(created.css({ outlineLine: 'lined' } as never)).toEqual({ outlineLine: '1px solid' })

    const types = created.utility.getTypes()
    expect(values).toHaveBeenCalledTimes(2)
    expect(types.get('outlineLine')).toEqual(['"lined"'])
    // Types added while the system was created (the keyframes' names) are kept.
    expect(types.get('animationName')).toContain('"wobble"')
    expect(types.get('background')).toContain('Tokens["colors"]')
  })
})

describe('the system a page renders with', () => {
  afterEach(() => {
    document.head.innerHTML = ''
    jest.resetModules()
  })

  it('computes Chakra’s global styles only when they are read (our patch of @chakra-ui/react)', () => {
    // Without the patch, createSystem computes them at once, and every page pays for it at start.
    const descriptor = Object.getOwnPropertyDescriptor(system, '_global')
    expect(descriptor?.get).toEqual(expect.any(Function))
    expect(JSON.stringify(system._global)).toContain('--chakra-colors-blue-500')
  })

  it('is the full system when the page’s HTML does not hold the global styles', async () => {
    const theme = await import('../system')
    expect(theme.pageSystem()).toBe(theme.system)
  })

  it('leaves the global styles out when the HTML already holds them, and renders the same otherwise', async () => {
    const style = document.createElement('style')
    style.setAttribute(GLOBAL_STYLES_ATTRIBUTE, '')
    document.head.append(style)
    const theme = await import('../system')
    const page = theme.pageSystem()
    expect(page).not.toBe(theme.system)
    expect(page._global).toEqual([])
    expect(page.token('colors.blue.500')).toBe(theme.system.token('colors.blue.500'))
    expect(page.css({ color: 'fg', px: 4 })).toEqual(theme.system.css({ color: 'fg', px: 4 }))
    // Chosen once: the context's value never changes.
    expect(theme.pageSystem()).toBe(page)
  })
})
