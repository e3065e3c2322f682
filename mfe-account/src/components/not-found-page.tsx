import { Text } from '@grile/shared/chakra'
import { PageTitle } from '@grile/shared/ui'

export function NotFoundPage() {
  return (
    <>
      <PageTitle>Page not found</PageTitle>
      <Text color="fg.muted">There is nothing at this address.</Text>
    </>
  )
}
