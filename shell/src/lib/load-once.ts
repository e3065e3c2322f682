import { createElement, lazy, type ComponentType } from 'react'

/**
 * A component whose code is fetched on first need, and `load`, which fetches it ahead (the start calls it for
 * the page it is about to show). Once fetched it renders without suspending: a prerendered page is hydrated as
 * it is, and a page fetched ahead shows without a frame of its fallback.
 */
export function loadOnce<P extends object>(
  fetchComponent: () => Promise<ComponentType<P>>,
): { Component: ComponentType<P>; load: () => Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | undefined
  const load = () => fetchComponent().then((component) => (loaded = component))
  const Lazy = lazy(() => load().then((component) => ({ default: component })))
  const Component = (props: P) => createElement(loaded ?? Lazy, props)
  return { Component, load }
}
