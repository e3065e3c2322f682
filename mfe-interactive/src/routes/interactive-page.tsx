import { Text } from '@chakra-ui/react'
import { PageTitle } from '@grile/shared/ui'

export function InteractivePage() {
  return (
    <>
      <PageTitle>Interactive</PageTitle>
      <Text>One exercise at a time is coming soon.</Text>
    </>
  )
}
