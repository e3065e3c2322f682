import { PageTitle } from '@grile/shared/ui'
import { IstoricescuPromo } from '../../features/istoricescu/components/istoricescu-promo'

export function IstoricescuPage() {
  return (
    <>
      <title>Istoricescu · Grile</title>
      <PageTitle>Istoricescu: prepare the history exam too</PageTitle>
      <IstoricescuPromo />
    </>
  )
}
