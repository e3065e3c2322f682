import { Box, Skeleton } from '@grile/shared/chakra'
import { RemoteArea } from '@grile/shared/ui'

/** The exercise-of-the-day card belongs to mfe-interactive; the shell only places it. */
export function ExerciseOfTheDay() {
  return (
    <Box as="section" aria-label="Exercise of the day">
      <RemoteArea<Record<string, never>>
        remote="mfe_interactive"
        module="ExerciseOfTheDayCard"
        props={{}}
        fallbackTitle="The exercise of the day is unavailable"
        loading={<Skeleton h="220px" rounded="xl" />}
      />
    </Box>
  )
}
