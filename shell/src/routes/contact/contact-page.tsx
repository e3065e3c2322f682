import { PageTitle } from '@grile/shared/ui'
import { ContactDetails } from '../../features/contact/components/contact-details'
import { publicPageTitle } from '../../config/public-pages'
import { paths } from '../../config/paths'

export function ContactPage() {
  return (
    <>
      <title>{publicPageTitle(paths.contact)}</title>
      <PageTitle>Contact</PageTitle>
      <ContactDetails />
    </>
  )
}
