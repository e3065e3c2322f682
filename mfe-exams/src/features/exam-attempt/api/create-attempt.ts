import { useEffect, useRef, useState } from 'react'
import { apiRequest, isApiKeyOf, retryTransient, useSWRConfig, useSWRMutation } from '@grile/shared/api'
import { attempts, exams } from '@grile/shared/contract'

type AttemptSubmission = attempts.AttemptSubmission

function createAttempt(submission: AttemptSubmission, signal?: AbortSignal): Promise<{ id: string }> {
  return apiRequest(attempts.createAttempt, { body: submission, signal })
}

export interface SubmitAttemptOptions {
  /** Called each time a transient failure is about to be retried. */
  onRetry?: () => void
  signal?: AbortSignal
}

/**
 * Creates the attempt, trying again while the failure is transient (network, 502–504), for up to about
 * two minutes. Repeating is safe because every try sends the same submission with the same sessionId:
 * the API answers a repeat with the first attempt and charges nothing more
 * (docs/product-rules.md#charging-once).
 */
export function submitAttempt(
  submission: AttemptSubmission,
  { onRetry, signal }: SubmitAttemptOptions = {},
): Promise<{ id: string }> {
  return retryTransient(() => createAttempt(submission, signal), { onRetry, signal })
}

/** Lists whose content a new attempt changes: the exams (latest grades) and the attempts. */
const changedByAttempt = [isApiKeyOf(exams.getExams), isApiKeyOf(attempts.getAttempts)]

/**
 * The submission of an attempt: `isMutating` for as long as it runs (retries included), `retrying`
 * once a try has failed transiently and another is coming. Leaving the page stops the retries.
 */
export function useCreateAttempt() {
  const { mutate } = useSWRConfig()
  const [retrying, setRetrying] = useState(false)
  const running = useRef<AbortController | null>(null)
  useEffect(() => () => running.current?.abort(), [])

  // Not useApiMutation: the write is retried while its failures are transient (see submitAttempt).
  const mutation = useSWRMutation(
    [attempts.createAttempt.method, attempts.createAttempt.path],
    async (_key, { arg }: { arg: AttemptSubmission }) => {
      const controller = new AbortController()
      running.current = controller
      try {
        return await submitAttempt(arg, { signal: controller.signal, onRetry: () => setRetrying(true) })
      } finally {
        setRetrying(false)
      }
    },
    {
      onSuccess: () => void Promise.all(changedByAttempt.map((isChanged) => mutate(isChanged))),
    },
  )
  return { ...mutation, retrying }
}
