import { Grid, Stack } from '@grile/shared/chakra'
import type { CurrentUser } from '@grile/shared/auth'
import { PageTitle } from '@grile/shared/ui'
import { DueReviews } from './due-reviews'
import { HomeButtons } from './home-buttons'
import { InteractiveCountdown } from './interactive-countdown'
import { ExerciseOfTheDay } from './exercise-of-the-day'

/** The home of a signed-in user (docs/pages.md#user-home). */
export function UserHome({ user }: { user: CurrentUser }) {
  return (
    <>
      <PageTitle>Hello, {user.name}!</PageTitle>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap={8} alignItems="start">
        <Stack gap={4}>
          <DueReviews userId={user.id} />
          <HomeButtons user={user} />
          <InteractiveCountdown attemptsLeft={user.interactiveAttemptsLeftInToken} />
        </Stack>
        <ExerciseOfTheDay />
      </Grid>
    </>
  )
}
