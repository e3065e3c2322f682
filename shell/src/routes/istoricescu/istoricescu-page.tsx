import { PageTitle } from '@grile/shared/ui'
import { IstoricescuPromo } from '../../features/istoricescu/components/istoricescu-promo'
import { publicPageTitle } from '../../config/public-pages'
import { paths } from '../../config/paths'

export function IstoricescuPage() {
  return (
    <>
      <title>{publicPageTitle(paths.istoricescu)}</title>
      <PageTitle>Istoricescu: prepare the history exam too</PageTitle>
      <IstoricescuPromo />
    </>
  )
}
