import { NotFoundView } from '@grile/shared/ui'
import { notFoundPage } from '../../config/public-pages'

/** An address that names no page: the not-found view every remote shows too, with the page's own title. */
export function NotFoundPage() {
  return (
    <>
      <title>{notFoundPage.title}</title>
      <NotFoundView />
    </>
  )
}
