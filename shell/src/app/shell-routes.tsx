import { lazy, Suspense, type ComponentType } from 'react'
import { Route } from 'react-router-dom'
import { paths } from '../config/paths'
import { PageLoading } from '../components/page-loading'
import { PageLoadBoundary } from '../components/page-load-boundary'
import { HomePage } from '../routes/home/home-page'
import { ProductPage } from '../routes/product/product-page'

/** A page whose code is fetched on first visit. */
function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  const Page = lazy<ComponentType>(() => load().then((module) => ({ default: module[name] })))
  return (
    <PageLoadBoundary>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </PageLoadBoundary>
  )
}

/** The shell's own pages; the landing page is in the first download, the rest load when visited. */
export const shellRoutes = (
  <>
    <Route path={paths.home} element={<HomePage />} />
    <Route path={paths.product} element={<ProductPage />} />
    <Route path={paths.contact} element={lazyPage(() => import('../routes/contact/contact-page'), 'ContactPage')} />
    <Route path={paths.lessons} element={lazyPage(() => import('../routes/lessons/lessons-page'), 'LessonsPage')} />
    <Route path={paths.privacy} element={lazyPage(() => import('../routes/privacy/privacy-page'), 'PrivacyPage')} />
    <Route
      path={paths.termsOfService}
      element={lazyPage(() => import('../routes/terms-of-service/terms-of-service-page'), 'TermsOfServicePage')}
    />
    <Route
      path={paths.istoricescu}
      element={lazyPage(() => import('../routes/istoricescu/istoricescu-page'), 'IstoricescuPage')}
    />
  </>
)
