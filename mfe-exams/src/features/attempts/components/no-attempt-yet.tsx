import { Button, Stack, Text, Wrap } from '@grile/shared/chakra'
import { Link as RouterLink } from '@grile/shared/router'
import { routes } from '../../../config/paths'

/**
 * Under 'No attempts could be found.' on a student's own list before their first exam: what will show there,
 * and the two ways to an exam, as on the user home (docs/pages.md#attempts-list).
 */
export function NoAttemptYet() {
  return (
    <Stack gap={3} data-testid="no-attempt-yet">
      <Text>Each exam you submit shows here, with its grade and a review of every answer.</Text>
      <Wrap gap={3}>
        <Button asChild colorPalette="blue">
          <RouterLink to={routes.exams}>Browse Exams</RouterLink>
        </Button>
        <Button asChild colorPalette="blue" variant="outline">
          <RouterLink to={routes.generateExam}>Generate Exam</RouterLink>
        </Button>
      </Wrap>
    </Stack>
  )
}
