import { Text } from '@chakra-ui/react'
import { PageTitle } from '@grile/shared/ui'

export function AttemptsPage() {
  return (
    <>
      <PageTitle>Attempts</PageTitle>
      <Text>Your attempts are coming soon.</Text>
    </>
  )
}
