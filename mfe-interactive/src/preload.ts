// Exposed as `mfe_interactive/preload`: the requests a page makes first, started while its code still loads.
import { useUserStore } from '@grile/shared/auth'
import type { RemoteAppProps } from '@grile/shared/federation'
import { preloadExerciseOfTheDay } from './features/interactive/api/get-exercise-of-the-day'
import { preloadInteractiveAttempts } from './features/interactive/api/get-interactive-attempts'
import { preloadRandomExercise } from './features/interactive/api/get-random-exercise'
import {
  filterRequested,
  randomExerciseQuery,
  reviewRequested,
} from './features/interactive/lib/random-exercise-query'
import { useInteractiveSettingsStore } from './features/interactive/stores/interactive-settings-store'
import { loadKeptExercise } from './features/interactive/stores/kept-exercise-storage'

/** /interactive: the first exercise, as the page will draw it, and the history. */
export function preloadApp(_props: RemoteAppProps): void {
  const user = useUserStore.getState().user
  if (!user) return
  const { filter, onlyMistakes, dueForReview } = useInteractiveSettingsStore.getState()
  // The page takes the mode (`?review=due`) and the filter (`?materialTopicId=…`) from the address in the same
  // way (see useDrawSettings).
  const search = window.location.search
  const modes = { onlyMistakes, dueForReview: dueForReview || reviewRequested(search) }
  const query = randomExerciseQuery(filterRequested(search) ?? filter, modes, user.isCustomer)
  // An exercise kept from the last visit is shown again, not drawn anew.
  if (!loadKeptExercise(user.id, query)) preloadRandomExercise(query)
  preloadInteractiveAttempts()
}

/** The user home's card: today's exercise and the history that says whether it was answered. */
export function preloadExerciseOfTheDayCard(): void {
  preloadExerciseOfTheDay()
  preloadInteractiveAttempts()
}
