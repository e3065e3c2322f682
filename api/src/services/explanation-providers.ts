import { z } from 'zod'
import type { Config } from '../config'

export interface ExplanationRequest {
  question: string
  /** In canonical order (a to d). */
  answers: { id: string; text: string; correct: boolean }[]
  chosenAnswerId: string
  /** The explanation written with the exercise (may be empty). */
  authoredExplanation: string
}

/** The provider could not answer (timeout, error, nonsense); the caller answers 503. */
export class ExplanationUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'ExplanationUnavailableError'
  }
}

export interface ExplanationProvider {
  /** Whether answers are worth caching per exercise and answer (they cost a remote call). */
  readonly cached: boolean
  explain: (request: ExplanationRequest) => Promise<string>
}

function chosenAndRight(request: ExplanationRequest) {
  const chosen = request.answers.find((answer) => answer.id === request.chosenAnswerId)
  const right = request.answers.find((answer) => answer.correct)
  if (!chosen || !right)
    throw new ExplanationUnavailableError('The exercise has no such answer or no correct one.')
  return { chosen, right }
}

/**
 * The default tutor (docs/product-rules.md#explanations): the authored explanation, put next to the user's
 * answer and the right one.
 */
export function createAuthoredExplanationProvider(): ExplanationProvider {
  return {
    cached: false,
    async explain(request) {
      const { chosen, right } = chosenAndRight(request)
      const verdict =
        chosen.id === right.id
          ? `You answered "${chosen.text}". That is correct!`
          : `You answered "${chosen.text}", but the right answer is "${right.text}".`
      const authored = request.authoredExplanation.trim()
      return authored ? `${verdict}\n\n${authored}` : verdict
    },
  }
}

const TUTOR_INSTRUCTIONS =
  'You are a friendly English tutor helping a Romanian candidate prepare for a police-academy English ' +
  'multiple-choice test. Explain in plain English, in at most 120 words and without markdown, why the ' +
  'right answer is right and, if the student chose another answer, why that one is wrong.'

const chatCompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().min(1) }) })).min(1),
})

export interface ChatCompletionsOptions {
  url: string
  apiKey?: string | undefined
  model: string
  timeoutMs: number
}

/** An OpenAI-compatible chat-completions endpoint (EXPLAIN_API_URL), bounded by a timeout. */
export function createChatCompletionsProvider(options: ChatCompletionsOptions): ExplanationProvider {
  return {
    cached: true,
    async explain(request) {
      const { chosen, right } = chosenAndRight(request)
      const letters = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']
      const prompt = [
        `Question: ${request.question}`,
        ...request.answers.map((answer, index) => `${letters[index] ?? index + 1}) ${answer.text}`),
        `The student chose: ${chosen.text}`,
        `The right answer: ${right.text}`,
        request.authoredExplanation.trim() ? `Teacher's note: ${request.authoredExplanation.trim()}` : '',
      ]
        .filter(Boolean)
        .join('\n')
      let response: Response
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model,
            messages: [
              { role: 'system', content: TUTOR_INSTRUCTIONS },
              { role: 'user', content: prompt },
            ],
            temperature: 0.3,
          }),
          signal: AbortSignal.timeout(options.timeoutMs),
        })
      } catch (error) {
        throw new ExplanationUnavailableError('The explanation service did not answer in time.', {
          cause: error,
        })
      }
      if (!response.ok)
        throw new ExplanationUnavailableError(`The explanation service answered ${response.status}.`)
      let parsed
      try {
        parsed = chatCompletionSchema.safeParse(await response.json())
      } catch (error) {
        throw new ExplanationUnavailableError('The explanation service sent no JSON.', { cause: error })
      }
      const text = parsed.success ? parsed.data.choices[0]?.message.content.trim() : undefined
      if (!text) throw new ExplanationUnavailableError('The explanation service sent no explanation.')
      return text
    },
  }
}

export function createExplanationProvider(config: Config): ExplanationProvider {
  if (!config.EXPLAIN_API_URL) return createAuthoredExplanationProvider()
  return createChatCompletionsProvider({
    url: config.EXPLAIN_API_URL,
    apiKey: config.EXPLAIN_API_KEY,
    model: config.EXPLAIN_MODEL,
    timeoutMs: config.EXPLAIN_TIMEOUT_MS,
  })
}
