import { Component, type ReactNode } from 'react'

interface FailureBoundaryProps {
  /** Logged with the error, to say what failed. */
  logMessage: string
  /** What shows instead of the children once they have thrown; `reset` renders them again. */
  fallback: (reset: () => void) => ReactNode
  children: ReactNode
}

/**
 * The one error boundary of the apps: a part that throws (its code failed to arrive, or it failed while
 * rendering) is replaced by its fallback, and the rest of the page stays.
 */
export class FailureBoundary extends Component<FailureBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.error(this.props.logMessage, error)
  }

  override render() {
    return this.state.failed
      ? this.props.fallback(() => this.setState({ failed: false }))
      : this.props.children
  }
}
