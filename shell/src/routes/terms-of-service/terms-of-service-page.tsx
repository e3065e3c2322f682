import { PageTitle } from '@grile/shared/ui'
import { TermsOfService } from '../../features/legal/components/terms-of-service'
import { publicPageTitle } from '../../config/public-pages'
import { paths } from '../../config/paths'

export function TermsOfServicePage() {
  return (
    <>
      <title>{publicPageTitle(paths.termsOfService)}</title>
      <PageTitle>Terms of Service</PageTitle>
      <TermsOfService />
    </>
  )
}
