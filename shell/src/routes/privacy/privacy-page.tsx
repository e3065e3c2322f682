import { PageTitle } from '@grile/shared/ui'
import { PrivacyPolicy } from '../../features/legal/components/privacy-policy'

export function PrivacyPage() {
  return (
    <>
      <title>Privacy · Grile</title>
      <PageTitle>Privacy</PageTitle>
      <PrivacyPolicy />
    </>
  )
}
