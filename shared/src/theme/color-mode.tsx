import type { ReactNode } from 'react'
import { ThemeProvider, useTheme } from 'next-themes'

/** Where the chosen theme is kept in localStorage. */
export const THEME_STORAGE_KEY = 'grile.theme'

export type ColorMode = 'light' | 'dark'

export function ColorModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      attribute="class"
      storageKey={THEME_STORAGE_KEY}
      defaultTheme="dark"
      enableSystem={false}
      disableTransitionOnChange
    >
      {children}
    </ThemeProvider>
  )
}

export function useColorMode(): { colorMode: ColorMode; toggleColorMode: () => void } {
  const { resolvedTheme, setTheme } = useTheme()
  const colorMode: ColorMode = resolvedTheme === 'light' ? 'light' : 'dark'
  return { colorMode, toggleColorMode: () => setTheme(colorMode === 'dark' ? 'light' : 'dark') }
}
