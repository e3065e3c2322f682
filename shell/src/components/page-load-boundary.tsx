import type { ReactNode } from 'react'
import { FailureBoundary, RemoteFallback } from '@grile/shared/ui'

/**
 * A page's code can fail to arrive (network, a deploy replaced its chunk): show a fallback with Retry
 * instead of losing the whole app. Retry reloads, which fetches the current build.
 */
export function PageLoadBoundary({ children }: { children: ReactNode }) {
  return (
    <FailureBoundary
      logMessage="A page could not be loaded"
      fallback={() => (
        <RemoteFallback title="This page could not be loaded" onRetry={() => window.location.reload()} />
      )}
    >
      {children}
    </FailureBoundary>
  )
}
