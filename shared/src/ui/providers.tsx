import type { ReactNode } from 'react'
import { ChakraProvider } from '@grile/shared/chakra'
import { ColorModeProvider, pageSystem } from '@grile/shared/theme'
import { ApiProvider } from '@grile/shared/api'

/** The providers every app renders inside: the shell, and each remote when it runs standalone. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={pageSystem()}>
      <ColorModeProvider>
        <ApiProvider>{children}</ApiProvider>
      </ColorModeProvider>
    </ChakraProvider>
  )
}
