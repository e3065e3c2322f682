import { Text } from '@chakra-ui/react'
import { PageTitle } from '@grile/shared/ui'

export function MaterialsPage() {
  return (
    <>
      <PageTitle>Materials</PageTitle>
      <Text>The learning materials are coming soon.</Text>
    </>
  )
}
