import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react'

const config = defineConfig({
  globalCss: {
    'html, body': { minHeight: '100%' },
    body: { bg: 'bg', color: 'fg' },
  },
  theme: {
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
      },
    },
  },
})

/** The one Chakra system of the product (light and dark themes come from Chakra's semantic tokens). */
export const system = createSystem(defaultConfig, config)
