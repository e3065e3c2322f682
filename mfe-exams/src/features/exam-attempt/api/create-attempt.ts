import { useEffect, useRef, useState } from 'react'
import useSWRMutation from 'swr/mutation'
import { useSWRConfig } from 'swr'
import { apiRequest, retryTransient } from '@grile/shared/api'
import { attempts, exams } from '@grile/shared/contract'

type AttemptSubmission = attempts.AttemptSubmission

export const createAttemptKey = () => [attempts.createAttempt.path, 'create'] as const

export function createAttempt(submission: AttemptSubmission, signal?: AbortSignal): Promise<{ id: string }> {
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
const isChangedByAttempt = (key: unknown) =>
  Array.isArray(key) && (key[0] === exams.getExams.path || key[0] === attempts.getAttempts.path)

/**
 * The submission of an attempt: `isMutating` for as long as it runs (retries included), `retrying`
 * once a try has failed transiently and another is coming. Leaving the page stops the retries.
 */
export function useCreateAttempt() {
  const { mutate } = useSWRConfig()
  const [retrying, setRetrying] = useState(false)
  const running = useRef<AbortController | null>(null)
  useEffect(() => () => running.current?.abort(), [])

  const mutation = useSWRMutation(
    createAttemptKey(),
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
      onSuccess: () => void mutate(isChangedByAttempt),
    },
  )
  return { ...mutation, retrying }
}
