import { Box, Skeleton } from '@grile/shared/chakra'
import { RemoteArea } from '@grile/shared/ui'

/** Marks where the card goes in the user home's copy for a device's first visit (src/prerender/user-home-copy.tsx). */
export const EXERCISE_OF_THE_DAY_SLOT = 'data-exercise-of-the-day'

/**
 * The exercise-of-the-day card belongs to mfe-interactive; the shell only places it. While the card's code
 * loads, a placeholder of the card's own skeleton's height (`CARD_HEIGHT` in mfe-interactive's card), so that
 * what follows moves once, when the card comes, and by little.
 */
export function ExerciseOfTheDay() {
  return (
    <Box as="section" aria-label="Exercise of the day" {...{ [EXERCISE_OF_THE_DAY_SLOT]: '' }}>
      <RemoteArea<Record<string, never>>
        remote="mfe_interactive"
        module="ExerciseOfTheDayCard"
        props={{}}
        fallbackTitle="The exercise of the day is unavailable"
        loading={<Skeleton h="26rem" rounded="lg" />}
      />
    </Box>
  )
}
