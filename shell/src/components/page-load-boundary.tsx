import { Component, type ReactNode } from 'react'
import { RemoteFallback } from '@grile/shared/ui'

/**
 * A page's code can fail to arrive (network, a deploy replaced its chunk): show a fallback with Retry
 * instead of losing the whole app. Retry reloads, which fetches the current build.
 */
export class PageLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.error('A page could not be loaded', error)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return <RemoteFallback title="This page could not be loaded" onRetry={() => window.location.reload()} />
  }
}
