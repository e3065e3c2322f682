import { Suspense, type ComponentType } from 'react'
import { Route } from '@grile/shared/router'
import { paths } from '../config/paths'
import { loadOnce } from '../lib/load-once'
import { Loading } from '@grile/shared/ui'
import { PageLoadBoundary } from '../components/page-load-boundary'
import { HomePage } from '../routes/home/home-page'
import { ProductPage } from '../routes/product/product-page'

/** How each lazily loaded page's code is fetched, by path: the start fetches the current one before hydrating. */
const pageLoaders = new Map<string, () => Promise<unknown>>()

/**
 * A page whose code is fetched on first visit. Once fetched it renders without suspending, so the HTML
 * rendered at build time is hydrated as it is (a boundary still waiting for its code when the app updates
 * would be rendered again from its fallback).
 */
function lazyPage<Name extends string>(
  path: string,
  fetchPage: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) {
  const { Component: Page, load } = loadOnce(() => fetchPage().then((module) => module[name]))
  pageLoaders.set(path, load)
  return (
    <PageLoadBoundary>
      <Suspense fallback={<Loading py={16} label="Loading the page" />}>
        <Page />
      </Suspense>
    </PageLoadBoundary>
  )
}

/** Fetches the code of the shell page at this path, if it is one that loads lazily. */
export function preloadShellPage(pathname: string): Promise<unknown> {
  return pageLoaders.get(pathname)?.() ?? Promise.resolve()
}

/** The shell's own pages; the landing page is in the first download, the rest load when visited. */
export const shellRoutes = (
  <>
    <Route path={paths.home} element={<HomePage />} />
    <Route path={paths.product} element={<ProductPage />} />
    <Route
      path={paths.contact}
      element={lazyPage(paths.contact, () => import('../routes/contact/contact-page'), 'ContactPage')}
    />
    <Route
      path={paths.lessons}
      element={lazyPage(paths.lessons, () => import('../routes/lessons/lessons-page'), 'LessonsPage')}
    />
    <Route
      path={paths.privacy}
      element={lazyPage(paths.privacy, () => import('../routes/privacy/privacy-page'), 'PrivacyPage')}
    />
    <Route
      path={paths.termsOfService}
      element={lazyPage(
        paths.termsOfService,
        () => import('../routes/terms-of-service/terms-of-service-page'),
        'TermsOfServicePage',
      )}
    />
    <Route
      path={paths.istoricescu}
      element={lazyPage(
        paths.istoricescu,
        () => import('../routes/istoricescu/istoricescu-page'),
        'IstoricescuPage',
      )}
    />
  </>
)
