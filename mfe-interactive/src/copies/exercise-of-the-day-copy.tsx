import { renderToStaticMarkup } from 'react-dom/server'
import { CacheProvider } from '@emotion/react'
import { AppProviders } from '@grile/shared/ui'
import {
  buildTimeEmotion,
  ownStyles,
  slotMarker,
  withoutScripts,
  type OwnStyles,
} from '@grile/shared/prerender'
import type { ExerciseOfTheDayDto } from '@grile/shared/contract'
import { ExerciseOfTheDayView } from '../features/interactive/components/exercise-of-the-day-card'

/**
 * The exercise-of-the-day card as markup with marked places for the day's data, written at build time beside
 * the remote's entry (`copies/exercise-of-the-day.json`). A device's first visit to the user home paints it
 * before the app's scripts have run, with the day's exercise filled in by the shell's start script, and the
 * app then replaces it (docs/decisions/0067-first-visit-home-copy.md). The card's markup stays this remote's
 * own: it is rendered here, from the card's own component, and deployed with this remote's release.
 */
export interface CardCopy extends OwnStyles {
  /** The card's markup, each place to fill written as its slot's marker. */
  html: string
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

/** Counts no real day reaches, replaced by their markers in the markup (the view takes numbers). */
const SUCCESSFUL_SENTINEL = 987_654_321
const FAILED_SENTINEL = 987_654_322

export function renderCardCopy(): CardCopy {
  const slots = {
    question: slotMarker('question'),
    answers: Array.from({ length: ANSWERS }, (_, index) => slotMarker(`answer-${index}`)),
    successfulCount: slotMarker('successful-count'),
    failedCount: slotMarker('failed-count'),
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
  const emotion = buildTimeEmotion()
  const markup = renderToStaticMarkup(
    <CacheProvider value={emotion.cache}>
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
  const chunks = emotion.extract(withoutScripts(markup))
  return {
    html: chunks.html
      .replaceAll(String(SUCCESSFUL_SENTINEL), slots.successfulCount)
      .replaceAll(String(FAILED_SENTINEL), slots.failedCount),
    ...ownStyles(chunks),
    slots,
  }
}
