import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { Button, Heading, Text, VStack } from '@grile/shared/chakra'
import { loadedRemoteModule, loadRemoteModule, resetRemote } from '@grile/shared/federation'
import { FailureBoundary } from './failure-boundary'
import { Loading } from './loading'

interface FallbackProps {
  title: string
  onRetry: () => void
}

export function RemoteFallback({ title, onRetry }: FallbackProps) {
  return (
    <VStack
      role="alert"
      borderWidth="1px"
      rounded="lg"
      p={6}
      gap={3}
      align="start"
      data-testid="remote-fallback"
    >
      <Heading size="md">{title}</Heading>
      <Text color="fg.muted">
        This part of Grile could not be loaded right now. The rest of the site still works.
      </Text>
      <Button onClick={onRetry} colorPalette="blue">
        Retry
      </Button>
    </VStack>
  )
}

export interface RemoteAreaProps<P extends object> {
  /** Container name, e.g. `mfe_exams`. */
  remote: string
  /** Exposed module, e.g. `App`; the module's named export of the same name is rendered. */
  module: string
  props: P
  /** Heading of the fallback when the remote cannot load. */
  fallbackTitle?: string
  loading?: ReactNode
}

type Status<P> = { state: 'loading' } | { state: 'ready'; Component: ComponentType<P> } | { state: 'failed' }

function componentOf<P>(
  exports: Record<string, ComponentType<P>>,
  module: string,
): ComponentType<P> | undefined {
  return exports[module] ?? (exports as { default?: ComponentType<P> }).default
}

/** Ready at once when the module was preloaded or visited before; loading otherwise. */
function initialStatus<P>(id: string, module: string): Status<P> {
  const exports = loadedRemoteModule<Record<string, ComponentType<P>>>(id)
  const Loaded = exports && componentOf(exports, module)
  return Loaded ? { state: 'ready', Component: Loaded } : { state: 'loading' }
}

/** Renders a module of a remote, loaded at run time; if the remote is down, a fallback with Retry. */
export function RemoteArea<P extends object>({
  remote,
  module,
  props,
  fallbackTitle,
  loading,
}: RemoteAreaProps<P>) {
  const [attempt, setAttempt] = useState(0)
  const id = `${remote}/${module}`
  const [status, setStatus] = useState<Status<P>>(() => initialStatus(id, module))

  useEffect(() => {
    let active = true
    const known = initialStatus<P>(id, module)
    // Keep the state object when nothing changed, so a preloaded module renders once, not twice.
    setStatus((current) =>
      current.state === 'ready' && known.state === 'ready' && current.Component === known.Component
        ? current
        : known,
    )
    if (known.state === 'ready') return
    loadRemoteModule<Record<string, ComponentType<P>>>(id)
      .then((exports) => {
        const Loaded = componentOf(exports, module)
        if (!active) return
        setStatus(Loaded ? { state: 'ready', Component: Loaded } : { state: 'failed' })
      })
      .catch(() => active && setStatus({ state: 'failed' }))
    return () => {
      active = false
    }
  }, [id, module, attempt])

  const retry = useCallback(() => {
    setStatus({ state: 'loading' })
    void resetRemote(remote).then(() => setAttempt((n) => n + 1))
  }, [remote])

  const title = fallbackTitle ?? 'This section is unavailable'
  if (status.state === 'loading') return loading ?? <Loading />
  if (status.state === 'failed') return <RemoteFallback title={title} onRetry={retry} />
  const { Component: Loaded } = status
  return (
    <FailureBoundary
      logMessage="A remote failed while rendering"
      fallback={(reset) => (
        <RemoteFallback
          title={title}
          onRetry={() => {
            reset()
            retry()
          }}
        />
      )}
    >
      <Loaded {...props} />
    </FailureBoundary>
  )
}
