import { useSyncExternalStore, type ReactNode } from 'react'
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

const subscribeToNothing = () => () => {}

/**
 * False while React takes over HTML rendered at build time, which knows no theme (it shows the default, and
 * CSS shows the saved one); the saved theme is then rendered right after. True in every other render.
 */
function useAfterHydration(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}

export function useColorMode(): { colorMode: ColorMode; toggleColorMode: () => void } {
  const { resolvedTheme, setTheme } = useTheme()
  const colorMode: ColorMode = useAfterHydration() && resolvedTheme === 'light' ? 'light' : 'dark'
  return { colorMode, toggleColorMode: () => setTheme(colorMode === 'dark' ? 'light' : 'dark') }
}
