import { startTransition, useEffect, useState, type ReactNode } from 'react'
import { ThemeProvider, useTheme } from 'next-themes'

/** Where the chosen theme is kept in localStorage. */
export const THEME_STORAGE_KEY = 'grile.theme'

export type ColorMode = 'light' | 'dark'

/**
 * The top bar's colour (Chakra's `bg.panel`) in each theme, for the phone browser's own bar (`theme-color`).
 * index.html's script sets it before the first paint, and the web app manifest names the dark one.
 */
const BROWSER_BAR_COLORS: Record<ColorMode, string> = { dark: '#111111', light: '#ffffff' }

/** Keeps the browser's bar in the theme's colour when the theme changes. */
function BrowserBarColor() {
  const { resolvedTheme } = useTheme()
  useEffect(() => {
    const bar = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')
    if (bar) bar.content = BROWSER_BAR_COLORS[resolvedTheme === 'light' ? 'light' : 'dark']
  }, [resolvedTheme])
  return null
}

/**
 * next-themes renders an inline script that sets the theme before the first paint. It runs only from HTML
 * rendered ahead (the public pages); rendered in the browser it cannot run, and React's development build
 * reports such a script as an error. There it is marked as data, which React accepts; hydration keeps the
 * attributes of the HTML (the script carries `suppressHydrationWarning`).
 */
const THEME_SCRIPT_PROPS = typeof window === 'undefined' ? undefined : { type: 'application/json' }

/**
 * next-themes' provider, with our patch (patches/next-themes@0.4.6.patch): without `enableSystem` it no longer
 * stores the system's colour scheme after mounting, a change of its value that made React hydrate the rest of a
 * page taken over from its HTML in one blocking task (decision 0043).
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      attribute="class"
      storageKey={THEME_STORAGE_KEY}
      defaultTheme="dark"
      enableSystem={false}
      disableTransitionOnChange
      scriptProps={THEME_SCRIPT_PROPS}
    >
      <BrowserBarColor />
      {children}
    </ThemeProvider>
  )
}

let takingOverBuiltHtml = false

/**
 * Called before React takes over a page rendered at build time: that HTML knows no theme (it shows the
 * default, and CSS shows the saved one), so the first render must show the default too.
 */
export function takeOverBuiltHtml(): void {
  takingOverBuiltHtml = true
}

/**
 * False in the render that takes over a page rendered at build time; the saved theme is rendered right after,
 * as a transition. True in every other render. (Not `useSyncExternalStore` with a server snapshot: React
 * renders such a hook again synchronously after hydration, and that render took the rest of the page's
 * hydration with it, in one blocking task.)
 */
function useAfterHydration(): boolean {
  const [after, setAfter] = useState(() => !takingOverBuiltHtml)
  useEffect(() => {
    takingOverBuiltHtml = false
    if (!after) startTransition(() => setAfter(true))
  }, [after])
  return after
}

export function useColorMode(): { colorMode: ColorMode; toggleColorMode: () => void } {
  const { resolvedTheme, setTheme } = useTheme()
  const colorMode: ColorMode = useAfterHydration() && resolvedTheme === 'light' ? 'light' : 'dark'
  return { colorMode, toggleColorMode: () => setTheme(colorMode === 'dark' ? 'light' : 'dark') }
}
