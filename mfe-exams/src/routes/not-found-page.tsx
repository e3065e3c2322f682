import { Button, Text } from '@grile/shared/chakra'
import { Link as RouterLink } from 'react-router-dom'
import { PageTitle } from '@grile/shared/ui'
import { routes } from '../config/paths'

/** A path under /exams or /attempts that names no page of this remote. */
export function NotFoundPage() {
  return (
    <>
      <PageTitle>Page not found</PageTitle>
      <Text mb={4}>There is no page at this address.</Text>
      <Button asChild variant="outline">
        <RouterLink to={routes.exams}>Browse exams</RouterLink>
      </Button>
    </>
  )
}
