import { PageTitle } from '@grile/shared/ui'
import { ContactDetails } from '../../features/contact/components/contact-details'

export function ContactPage() {
  return (
    <>
      <title>Contact · Grile</title>
      <PageTitle>Contact</PageTitle>
      <ContactDetails />
    </>
  )
}
