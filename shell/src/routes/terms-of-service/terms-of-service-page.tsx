import { PageTitle } from '@grile/shared/ui'
import { TermsOfService } from '../../features/legal/components/terms-of-service'

export function TermsOfServicePage() {
  return (
    <>
      <title>Terms of Service · Grile</title>
      <PageTitle>Terms of Service</PageTitle>
      <TermsOfService />
    </>
  )
}
