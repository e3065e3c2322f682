import { renderToStaticMarkup } from 'react-dom/server'
import createCache from '@emotion/cache'
import createEmotionServer from '@emotion/server/create-instance'
import { CacheProvider } from '@emotion/react'
import { AppProviders } from '@grile/shared/ui'
import type { ExerciseOfTheDayDto } from '@grile/shared/contract'
import { ExerciseOfTheDayView } from '../features/interactive/components/exercise-of-the-day-card'

/**
 * The exercise-of-the-day card as markup with marked places for the day's data, written at build time beside
 * the remote's entry (`copies/exercise-of-the-day.json`). A device's first visit to the user home paints it
 * before the app's scripts have run, with the day's exercise filled in by the shell's start script, and the
 * app then replaces it (docs/decisions/0067-first-visit-home-copy.md). The card's markup stays this remote's
 * own: it is rendered here, from the card's own component, and deployed with this remote's release.
 */
export interface CardCopy {
  /** The card's markup, each place to fill written as its slot's marker. */
  html: string
  /** The CSS of the classes in `html` (Emotion's rules, without Chakra's global styles). */
  css: string
  /** Emotion's names of those rules, so that Emotion in the browser takes them over (`data-emotion`). */
  emotionIds: string
  /** The marker of each place to fill: the text of the day's exercise, escaped for HTML, goes there. */
  slots: {
    question: string
    answers: string[]
    successfulCount: string
    failedCount: string
  }
}

/** The most answers an exercise has (a to d). */
const ANSWERS = 4

const marker = (name: string) => `%grile:${name}%`

/** Counts no real day reaches, replaced by their markers in the markup (the view takes numbers). */
const SUCCESSFUL_SENTINEL = 987_654_321
const FAILED_SENTINEL = 987_654_322

export function renderCardCopy(): CardCopy {
  const slots = {
    question: marker('question'),
    answers: Array.from({ length: ANSWERS }, (_, index) => marker(`answer-${index}`)),
    successfulCount: marker('successful-count'),
    failedCount: marker('failed-count'),
  }
  const exercise: ExerciseOfTheDayDto['exercise'] = {
    id: '00000000-0000-4000-8000-000000000000',
    question: slots.question,
    passage: null,
    answersShuffleSeed: 0,
    canAttemptExercise: true,
    answers: slots.answers.map((text, index) => ({
      id: `00000000-0000-4000-8000-00000000000${index + 1}`,
      text,
    })),
  }
  const cache = createCache({ key: 'css' })
  const emotion = createEmotionServer(cache)
  const markup = renderToStaticMarkup(
    <CacheProvider value={cache}>
      <AppProviders>
        <ExerciseOfTheDayView
          exercise={exercise}
          successfulCount={SUCCESSFUL_SENTINEL}
          failedCount={FAILED_SENTINEL}
          earlierAttempt={null}
          onNext={() => undefined}
        />
      </AppProviders>
    </CacheProvider>,
  )
  // The theme's own script (next-themes, in the providers) belongs to the page, not to the card.
  const { html, styles } = emotion.extractCriticalToChunks(markup.replace(/^<script>[\s\S]*?<\/script>/, ''))
  const own = styles.filter((chunk) => chunk.key === 'css')
  return {
    html: html
      .replaceAll(String(SUCCESSFUL_SENTINEL), slots.successfulCount)
      .replaceAll(String(FAILED_SENTINEL), slots.failedCount),
    css: own.map((chunk) => chunk.css).join(''),
    emotionIds: own.flatMap((chunk) => chunk.ids).join(' '),
    slots,
  }
}
