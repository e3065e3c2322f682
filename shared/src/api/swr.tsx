import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { ApiError } from './api-error'

/** SWR defaults for every app: no retry storms on 4xx, revalidate on focus. */
export function ApiProvider({ children }: { children: ReactNode }) {
  return (
    <SWRConfig
      value={{
        shouldRetryOnError: (error: unknown) =>
          !(error instanceof ApiError) || error.status >= 500 || error.status === 0,
        errorRetryCount: 2,
        revalidateOnFocus: false,
      }}
    >
      {children}
    </SWRConfig>
  )
}
