import { apiKey, apiRequest, useSWRConfig, useSWRMutation } from '@grile/shared/api'
import { refreshProfileInBackground } from '@grile/shared/auth'
import { interactiveAttempts } from '@grile/shared/contract'

type InteractiveAttempt = interactiveAttempts.InteractiveAttempt
type InteractiveAttemptSubmission = interactiveAttempts.InteractiveAttemptSubmission

/** Runs a task once the browser has painted the frame it is about to paint (the result comes first). */
function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0))
}

/** The history with a new attempt on top, at most 30 long. */
function addToHistory(
  attempt: InteractiveAttempt,
  history: InteractiveAttempt[] | undefined,
): InteractiveAttempt[] {
  const others = (history ?? []).filter((entry) => entry.id !== attempt.id)
  return [attempt, ...others].slice(0, interactiveAttempts.INTERACTIVE_HISTORY_SIZE)
}

/**
 * Answers an exercise. The result shows first; then the profile follows (tokens, answers left in the current
 * token; docs/product-rules.md#random-exercise) and the history below the exercise gets the attempt on top,
 * both after the result has painted. Not useApiMutation: the history is updated in place, not reloaded.
 */
export function useCreateInteractiveAttempt() {
  const { mutate } = useSWRConfig()
  const { method, path } = interactiveAttempts.createInteractiveAttempt
  return useSWRMutation([method, path], async (_key, { arg }: { arg: InteractiveAttemptSubmission }) => {
    const attempt = await apiRequest(interactiveAttempts.createInteractiveAttempt, { body: arg })
    refreshProfileInBackground()
    // If the page is still there: a cache that went with its page is no reason to fail the answer.
    afterNextPaint(() =>
      Promise.resolve()
        .then(() =>
          mutate(
            apiKey(interactiveAttempts.getInteractiveAttempts, {}),
            (history?: InteractiveAttempt[]) => addToHistory(attempt, history),
            { revalidate: false },
          ),
        )
        .catch(() => undefined),
    )
    return attempt
  })
}
