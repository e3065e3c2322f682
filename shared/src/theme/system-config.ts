// What the one Chakra system of the product is made of (./system.ts creates it; ./start.ts in steps).
import {
  chakraTheme,
  defaultBaseConfig,
  defineConfig,
  defineRecipe,
  defineSlotRecipe,
} from '@grile/shared/chakra/system'

/**
 * A darker hover for solid colours: Chakra's default (the solid colour at 90 %) puts white 14 px text on
 * blue or red below WCAG AA (4.3:1). Solid buttons get it from the theme; other solid surfaces use this.
 */
export const SOLID_HOVER = { bg: 'colorPalette.700' } as const

/**
 * A form field's text on a phone or a tablet: 16 px. Safari on an iPhone or an iPad zooms the page into any field
 * whose text is smaller as soon as it is tapped, and leaves it zoomed; Chakra's fields of these sizes use 14 px
 * (12 px for `xs`). From the `lg` breakpoint (1024 px) up they keep Chakra's size.
 */
const FIELD_SIZES = {
  xs: { textStyle: { base: 'md', lg: 'xs' } },
  sm: { textStyle: { base: 'md', lg: 'sm' } },
  md: { textStyle: { base: 'md', lg: 'sm' } },
} as const

const config = defineConfig({
  globalCss: {
    'html, body': { minHeight: '100%' },
    body: { bg: 'bg', color: 'fg' },
  },
  theme: {
    recipes: {
      button: defineRecipe({ variants: { variant: { solid: { _hover: SOLID_HOVER } } } }),
      input: defineRecipe({ variants: { size: FIELD_SIZES } }),
      textarea: defineRecipe({ variants: { size: FIELD_SIZES } }),
    },
    slotRecipes: {
      nativeSelect: defineSlotRecipe({
        slots: ['root', 'field', 'indicator'],
        variants: {
          size: {
            xs: { field: FIELD_SIZES.xs },
            sm: { field: FIELD_SIZES.sm },
            md: { field: FIELD_SIZES.md },
          },
        },
      }),
    },
    tokens: {
      fonts: {
        heading: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif" },
        body: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.300}' } },
          fg: { value: { _light: '{colors.blue.800}', _dark: '{colors.blue.200}' } },
        },
        // Chakra's solid green and light-theme orange put white text below WCAG AA (3.3:1, 3.6:1).
        green: { solid: { value: '{colors.green.700}' } },
        // Chakra's orange.700 reads brown; #c2410c is still orange and gives white text 5.2:1.
        orange: { solid: { value: { _light: '#c2410c', _dark: '{colors.orange.500}' } } },
      },
    },
  },
})

/**
 * The colour palettes Grile uses. Every palette is some hundred tokens (CSS variables, light and dark
 * semantic values) that createSystem computes and the page inserts at start, so the others are left out:
 * a `colorPalette` not listed here has no colours.
 */
export const PALETTES = ['gray', 'red', 'orange', 'green', 'blue', 'purple'] as const
const CHAKRA_PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink']

function withUsedPalettes<T extends Record<string, unknown>>(colors: T): T {
  const unused = new Set(CHAKRA_PALETTES.filter((name) => !(PALETTES as readonly string[]).includes(name)))
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !unused.has(name))) as T
}

const { tokens = {}, semanticTokens = {} } = chakraTheme.theme ?? {}

/** Chakra's theme with the recipes of the components Grile uses (`@grile/shared/chakra`) and the palettes above. */
const chakraThemeWithUsedPalettes = defineConfig({
  ...chakraTheme,
  theme: {
    ...chakraTheme.theme,
    tokens: { ...tokens, colors: withUsedPalettes(tokens.colors ?? {}) },
    semanticTokens: { ...semanticTokens, colors: withUsedPalettes(semanticTokens.colors ?? {}) },
  },
})

/** The configs the system is created from, in order (each one overrides the ones before it). */
export const SYSTEM_CONFIGS = [defaultBaseConfig, chakraThemeWithUsedPalettes, config] as const
