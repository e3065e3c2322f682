import { Text } from '@chakra-ui/react'
import { PageTitle } from '@grile/shared/ui'

export function ProfilePage() {
  return (
    <>
      <PageTitle>Profile</PageTitle>
      <Text>Your profile is coming soon.</Text>
    </>
  )
}
