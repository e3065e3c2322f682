import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'
import { apiRequest } from '@grile/shared/api'
import { refreshCurrentUser } from '@grile/shared/auth'
import { interactiveAttempts } from '@grile/shared/contract'
import { getInteractiveAttemptsKey } from './get-interactive-attempts'

type InteractiveAttempt = interactiveAttempts.InteractiveAttempt
type InteractiveAttemptSubmission = interactiveAttempts.InteractiveAttemptSubmission

/** Runs a task once the browser has painted the frame it is about to paint (the result comes first). */
function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0))
}

export async function createInteractiveAttempt(
  submission: InteractiveAttemptSubmission,
): Promise<InteractiveAttempt> {
  const attempt = await apiRequest(interactiveAttempts.createInteractiveAttempt, { body: submission })
  // The profile follows every answer (tokens, answers left in the current token); the result
  // does not wait for it, nor for the top bar's re-render (docs/product-rules.md#random-exercise).
  afterNextPaint(
    () => void refreshCurrentUser().catch((error: unknown) => console.warn('Refreshing the profile failed.', error)),
  )
  return attempt
}

/** The history with a new attempt on top, at most 30 long. */
export function addToHistory(
  attempt: InteractiveAttempt,
  history: InteractiveAttempt[] | undefined,
): InteractiveAttempt[] {
  const others = (history ?? []).filter((entry) => entry.id !== attempt.id)
  return [attempt, ...others].slice(0, interactiveAttempts.INTERACTIVE_HISTORY_SIZE)
}

export function useCreateInteractiveAttempt() {
  // The cache is updated through `swr` itself, not through swr/mutation: in a remote, swr/mutation can be
  // a copy of its own with a cache apart from the page's (the shell does not provide it).
  const { mutate } = useSWRConfig()
  return useSWRMutation(
    getInteractiveAttemptsKey(),
    async (_key: string, { arg }: { arg: InteractiveAttemptSubmission }) => {
      const attempt = await createInteractiveAttempt(arg)
      // The history below the exercise is re-rendered after the result has painted (if the page is
      // still there: a cache that went with its page is no reason to fail the answer).
      afterNextPaint(() =>
        Promise.resolve()
          .then(() =>
            mutate(getInteractiveAttemptsKey(), (history?: InteractiveAttempt[]) => addToHistory(attempt, history), {
              revalidate: false,
            }),
          )
          .catch(() => undefined),
      )
      return attempt
    },
    { revalidate: false },
  )
}
