import { Text } from '@chakra-ui/react'
import { PageTitle } from '@grile/shared/ui'

export function AdminHomePage() {
  return (
    <>
      <PageTitle>Administration</PageTitle>
      <Text>The administration pages are coming soon.</Text>
    </>
  )
}
