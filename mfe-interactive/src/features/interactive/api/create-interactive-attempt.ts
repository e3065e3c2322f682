import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'
import { apiRequest } from '@grile/shared/api'
import { refreshCurrentUser } from '@grile/shared/auth'
import { interactiveAttempts } from '@grile/shared/contract'
import { getInteractiveAttemptsKey } from './get-interactive-attempts'

type InteractiveAttempt = interactiveAttempts.InteractiveAttempt
type InteractiveAttemptSubmission = interactiveAttempts.InteractiveAttemptSubmission

export async function createInteractiveAttempt(
  submission: InteractiveAttemptSubmission,
): Promise<InteractiveAttempt> {
  const attempt = await apiRequest(interactiveAttempts.createInteractiveAttempt, { body: submission })
  // Spec §4: the profile follows every answer (tokens, answers left in the current token); the result
  // does not wait for it.
  void refreshCurrentUser().catch((error: unknown) => console.warn('Refreshing the profile failed.', error))
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
      await mutate(
        getInteractiveAttemptsKey(),
        (history?: InteractiveAttempt[]) => addToHistory(attempt, history),
        {
          revalidate: false,
        },
      )
      return attempt
    },
    { revalidate: false },
  )
}
