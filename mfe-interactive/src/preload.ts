// Exposed as `mfe_interactive/preload`: the requests a page makes first, started while its code still loads.
import { useUserStore } from '@grile/shared/auth'
import type { RemoteAppProps } from '@grile/shared/federation'
import { preloadExerciseOfTheDay } from './features/interactive/api/get-exercise-of-the-day'
import { preloadInteractiveAttempts } from './features/interactive/api/get-interactive-attempts'
import { preloadRandomExercise } from './features/interactive/api/get-random-exercise'
import { randomExerciseQuery } from './features/interactive/lib/random-exercise-query'
import { useInteractiveSettingsStore } from './features/interactive/stores/interactive-settings-store'

/** /interactive: the first exercise, as the page will draw it, and the history. */
export function preloadApp(_props: RemoteAppProps): void {
  const user = useUserStore.getState().user
  if (!user) return
  const { filter, onlyMistakes } = useInteractiveSettingsStore.getState()
  preloadRandomExercise(randomExerciseQuery(filter, onlyMistakes, user.isCustomer))
  preloadInteractiveAttempts()
}

/** The user home's card: today's exercise and the history that says whether it was answered. */
export function preloadExerciseOfTheDayCard(): void {
  preloadExerciseOfTheDay()
  preloadInteractiveAttempts()
}
