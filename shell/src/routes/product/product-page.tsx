import { Landing } from '../../features/landing/components/landing'
import { publicPageTitle } from '../../config/public-pages'
import { paths } from '../../config/paths'

export function ProductPage() {
  return (
    <>
      <title>{publicPageTitle(paths.product)}</title>
      <Landing />
    </>
  )
}
