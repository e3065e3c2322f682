import { PageTitle } from '@grile/shared/ui'
import { PrivacyPolicy } from '../../features/legal/components/privacy-policy'
import { publicPageTitle } from '../../config/public-pages'
import { paths } from '../../config/paths'

export function PrivacyPage() {
  return (
    <>
      <title>{publicPageTitle(paths.privacy)}</title>
      <PageTitle>Privacy</PageTitle>
      <PrivacyPolicy />
    </>
  )
}
