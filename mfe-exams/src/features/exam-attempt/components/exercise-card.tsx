import { memo } from 'react'
import type { SystemStyleObject } from '@grile/shared/chakra'
import { answerLabel, type ExamExerciseDto } from '@grile/shared/contract'
import { paintedWhenNear } from '@grile/shared/ui'
import { useAnswerStore, type AnswerStore } from '../stores/answer-store'

/** The DOM id of an exercise's card (keyboard moves focus and scroll to it). */
export const exerciseCardId = (exerciseId: string) => `exercise-${exerciseId}`

/** More cards than the first screen of the tallest display shows: 6 × 290 px under the page's top. */
const CARDS_ON_A_FIRST_SCREEN = 6

/** Room for the sticky top bar and status bar when a card is scrolled into view. */
export const CARD_SCROLL_MARGIN = '136px'

/**
 * The cards' styles, set once on the list that holds them: a card then renders plain elements,
 * so answering costs no style computation and shows within one frame (issue 8).
 */
export const exerciseListCss: SystemStyleObject = {
  '& [data-exercise]': {
    borderWidth: '1px',
    borderColor: 'border',
    rounded: 'lg',
    padding: { base: '3', md: '4' },
    bg: 'bg.panel',
    scrollMarginTop: CARD_SCROLL_MARGIN,
    scrollMarginBottom: '4',
  },
  // A card below the first screen is laid out and painted when it comes near the window (decision 0052), with
  // the cards' measured heights on a phone and from md until then.
  '& [data-exercise][data-below-first-screen]': paintedWhenNear(320, 290),
  '& [data-exercise][data-current]': { borderColor: 'blue.solid' },
  '& [data-question]': { fontWeight: 'medium', marginBottom: '3' },
  '& [data-number]': { color: 'fg.muted', marginRight: '2', fontVariantNumeric: 'tabular-nums' },
  '& [role="radiogroup"]': { display: 'flex', flexDirection: 'column', gap: '2' },
  '& [data-answer]': {
    display: 'flex',
    alignItems: 'flex-start',
    gap: '3',
    paddingX: '3',
    paddingY: '2.5',
    borderWidth: '1px',
    borderColor: 'border',
    rounded: 'md',
    cursor: 'pointer',
    transition: 'background-color 0.1s, border-color 0.1s',
    _hover: { bg: 'bg.muted' },
  },
  '& [data-answer][data-selected]': { borderColor: 'blue.solid', bg: 'blue.subtle' },
  '& [data-answer]:has(input:focus-visible)': {
    outline: '2px solid',
    outlineColor: 'blue.focusRing',
    outlineOffset: '1px',
  },
  '& [data-answer] input': {
    outline: 'none',
    marginTop: '0.2em',
    flexShrink: 0,
    accentColor: 'var(--chakra-colors-blue-solid)',
    width: '4',
    height: '4',
    cursor: 'pointer',
  },
  '& [data-letter]': { fontWeight: 'semibold' },
}

export interface ExerciseCardProps {
  exercise: ExamExerciseDto
  index: number
  store: AnswerStore
}

/**
 * One exercise: its answers are native radio buttons sharing one name (one single-choice group).
 * It reads its own answer from the store, so answering it re-renders this card only. Styled by
 * `exerciseListCss` on the list around it.
 */
export const ExerciseCard = memo(function ExerciseCard({ exercise, index, store }: ExerciseCardProps) {
  const selectedAnswerId = useAnswerStore(store, (state) => state.answers[exercise.id])
  const current = useAnswerStore(store, (state) => state.current === index)
  const questionId = `question-${exercise.id}`
  const activate = () => store.getState().setCurrent(index)
  return (
    <section
      id={exerciseCardId(exercise.id)}
      aria-labelledby={questionId}
      data-exercise=""
      data-testid="exercise"
      data-current={current || undefined}
      data-below-first-screen={index >= CARDS_ON_A_FIRST_SCREEN || undefined}
      data-answered={selectedAnswerId ? true : undefined}
      onFocus={activate}
      onPointerDown={activate}
    >
      <p id={questionId} data-question="">
        <span data-number="">{index + 1}.</span>
        {exercise.question}
      </p>
      <div role="radiogroup" aria-labelledby={questionId}>
        {exercise.answers.map((answer, answerIndex) => {
          const selected = answer.id === selectedAnswerId
          return (
            <label key={answer.id} data-answer="" data-selected={selected || undefined}>
              <input
                type="radio"
                name={`answer-${exercise.id}`}
                value={answer.id}
                checked={selected}
                onChange={() => store.getState().select(exercise.id, answer.id)}
              />
              <span>
                <span data-letter="">{answerLabel(answerIndex)}</span> {answer.text}
              </span>
            </label>
          )
        })}
      </div>
    </section>
  )
})
