import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Alert, Badge, Box, chakra, CloseButton, HStack, Stack, Text } from '@grile/shared/chakra'
import { useNavigate } from '@grile/shared/router'
import {
  EXAM_TARGET_LABELS,
  EXAM_TYPE_LABELS,
  GENERATED_EXAM_TITLE,
  MAX_ATTEMPT_DURATION_SECONDS,
  MOCK_PAPER_GUIDE_MINUTES,
  newSessionId,
  type ExamDto,
} from '@grile/shared/contract'
import { isAbortError } from '@grile/shared/api'
import { refreshProfileInBackground, useCurrentUser } from '@grile/shared/auth'
import { ListWithReadingTexts, PageTitle, showError } from '@grile/shared/ui'
import { routes } from '../../../config/paths'
import { accessProblemOf } from '../../../components/access-notice'
import { DifficultyChip, MockPaperChip } from '../../../components/difficulty-chip'
import { useCreateAttempt } from '../api/create-attempt'
import { useAnswerKeyboard } from '../hooks/use-answer-keyboard'
import { useExamClock } from '../hooks/use-exam-clock'
import { createAnswerStore, useAnswerStore } from '../stores/answer-store'
import {
  clearProgress,
  hasChoices,
  saveProgress,
  type AttemptProgress,
} from '../stores/attempt-progress-storage'
import { AttemptStatusBar } from './attempt-status-bar'
import { CARD_SCROLL_MARGIN, ExerciseCard, exerciseCardId, exerciseListCss } from './exercise-card'
import { LeaveGuard } from './leave-guard'
import { SubmitPanel } from './submit-panel'

export const ATTEMPT_CREATE_FAILED_TEXT = 'Attempt could not be created.'
/** The time spent is saved this often besides after answers (a crash loses at most this much). */
export const PROGRESS_SAVE_INTERVAL_MS = 5000
/** Answers are saved this long after the last one, so saving never delays the answer showing. */
export const PROGRESS_SAVE_DELAY_MS = 250

export interface ExamAttemptProps {
  exam: ExamDto
  /** The slot of the saved progress: the exam id, or `generated`. */
  progressKey: string
  /** Progress saved before (a reload, an earlier visit), to continue from: the exam as drawn then, and any answers. */
  restored?: AttemptProgress
}

function focusExercise(exam: ExamDto, index: number, answerIndex?: number) {
  const exercise = exam.exercises[index]
  const card = exercise ? document.getElementById(exerciseCardId(exercise.id)) : null
  if (!card) return
  const inputs = card.querySelectorAll<HTMLInputElement>('input[type="radio"]')
  const input =
    answerIndex !== undefined
      ? inputs[answerIndex]
      : (card.querySelector<HTMLInputElement>('input:checked') ?? inputs[0])
  input?.focus({ preventScroll: true })
  card.scrollIntoView({ block: 'nearest' })
}

/** Taking an exam (docs/pages.md#exam-attempt): answer every exercise, then submit for one token. */
export function ExamAttempt({ exam, progressKey, restored }: ExamAttemptProps) {
  const { user, hasTokens } = useCurrentUser()
  const userId = user?.id
  const navigate = useNavigate()
  const { trigger, isMutating, retrying } = useCreateAttempt()
  // After a reload the keyboard continues at the first exercise still unanswered.
  const [store] = useState(() =>
    createAnswerStore(
      restored?.answers ?? {},
      Math.max(
        0,
        exam.exercises.findIndex((exercise) => !restored?.answers[exercise.id]),
      ),
    ),
  )
  const [sessionId] = useState(() => restored?.sessionId ?? newSessionId())
  const [restoredNotice, setRestoredNotice] = useState(restored ? hasChoices(restored) : false)
  const clock = useExamClock(restored?.elapsedSeconds ?? 0)
  const submitted = useRef(false)

  const canAttempt = exam.canAttemptExam
  const problem = canAttempt
    ? undefined
    : (accessProblemOf({
        customersOnly: exam.forCustomersOnly,
        isCustomer: user?.isCustomer ?? false,
        hasTokens,
      }) ?? 'no-tokens')
  const hasAnswers = useAnswerStore(store, (state) => Object.keys(state.answers).length > 0)
  const hasProgress = canAttempt && hasAnswers

  // Kept from the moment it is drawn: the next visit shows the same questions in the same order, and so
  // does the copy of the page the shell paints before the app starts (shell/src/lib/page-snapshots.ts).
  useEffect(() => {
    if (!canAttempt || !userId || restored) return
    saveProgress(userId, progressKey, { exam, sessionId, answers: {}, elapsedSeconds: 0 })
  }, [canAttempt, userId, restored, progressKey, exam, sessionId])

  useEffect(() => {
    if (!canAttempt || !userId) return
    const save = () => {
      const { answers } = store.getState()
      if (submitted.current || !Object.keys(answers).length) return
      saveProgress(userId, progressKey, { exam, sessionId, answers, elapsedSeconds: clock.elapsedSeconds() })
    }
    let pending: ReturnType<typeof setTimeout> | undefined
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.answers === previous.answers) return
      clearTimeout(pending)
      pending = setTimeout(save, PROGRESS_SAVE_DELAY_MS)
    })
    const interval = setInterval(save, PROGRESS_SAVE_INTERVAL_MS)
    window.addEventListener('pagehide', save)
    return () => {
      unsubscribe()
      clearTimeout(pending)
      clearInterval(interval)
      window.removeEventListener('pagehide', save)
    }
  }, [store, canAttempt, userId, progressKey, exam, sessionId, clock])

  const answerCounts = useMemo(() => exam.exercises.map((exercise) => exercise.answers.length), [exam])
  useAnswerKeyboard({
    enabled: !isMutating,
    answerCounts,
    getCurrentIndex: () => store.getState().current,
    onSelect: (exerciseIndex, answerIndex) => {
      const exercise = exam.exercises[exerciseIndex]
      const answer = exercise?.answers[answerIndex]
      if (!exercise || !answer) return
      store.getState().select(exercise.id, answer.id)
      focusExercise(exam, exerciseIndex, answerIndex)
    },
    onMove: (exerciseIndex) => {
      store.getState().setCurrent(exerciseIndex)
      focusExercise(exam, exerciseIndex)
    },
  })

  const submit = async () => {
    const { answers } = store.getState()
    if (!canAttempt || exam.exercises.some((exercise) => !answers[exercise.id])) return
    try {
      const { id } = await trigger({
        sessionId,
        examId: exam.id,
        exercisesShuffleSeed: exam.exercisesShuffleSeed,
        durationInSeconds: Math.min(MAX_ATTEMPT_DURATION_SECONDS, clock.elapsedSeconds()),
        choices: exam.exercises.map((exercise) => ({
          answerId: answers[exercise.id] as string,
          answersShuffleSeed: exercise.answersShuffleSeed,
        })),
      })
      submitted.current = true
      if (userId) clearProgress(userId, progressKey)
      // The token just spent shows in the top bar once the profile is back.
      refreshProfileInBackground()
      navigate(routes.attempt(id))
    } catch (error) {
      // The page was left while retrying: nothing to report there (the answers stay saved).
      if (isAbortError(error)) return
      // Not transient, or retried for long enough. The answers stay saved, and the next click sends the
      // same sessionId again, so a submission that did arrive is never charged twice.
      showError(ATTEMPT_CREATE_FAILED_TEXT)
    }
  }

  const leave = useCallback(() => {
    if (userId) clearProgress(userId, progressKey)
  }, [userId, progressKey])

  return (
    <Box minH="100vh">
      <PageTitle>{exam.generated ? GENERATED_EXAM_TITLE : exam.title}</PageTitle>
      <HStack gap={2} mt={-4} mb={4} wrap="wrap">
        <Badge variant="outline">{EXAM_TARGET_LABELS[exam.examTarget]}</Badge>
        <Badge variant="outline">{EXAM_TYPE_LABELS[exam.examType]}</Badge>
        <DifficultyChip difficulty={exam.difficulty} />
        {exam.mockPaper ? (
          <>
            <MockPaperChip />
            <Text fontSize="sm" color="fg.muted" data-testid="time-guide">
              Suggested time: {MOCK_PAPER_GUIDE_MINUTES} minutes
            </Text>
          </>
        ) : null}
      </HStack>
      {restoredNotice ? (
        <Alert.Root status="info" mb={4} data-testid="restored-notice">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Your progress was restored</Alert.Title>
            <Alert.Description>
              The answers you chose and the time you spent before the page was reloaded are back.
            </Alert.Description>
          </Alert.Content>
          <CloseButton size="sm" aria-label="Dismiss" onClick={() => setRestoredNotice(false)} />
        </Alert.Root>
      ) : null}
      <AttemptStatusBar clock={clock} store={store} exercises={exam.exercises} />
      <Text fontSize="sm" color="fg.muted" mb={3} hideBelow="md">
        Keyboard: press a–d or 1–4 to answer, ↑ and ↓ to move between exercises.
      </Text>
      {/* While the submission runs (and is retried) the answers are locked: every try sends the same ones.
          An exam that cannot be attempted is not kept, so the next visit draws it in another order: its
          questions are left out of the page kept for that visit (shell/src/lib/page-snapshots.ts). */}
      <chakra.fieldset
        disabled={isMutating}
        border="0"
        m="0"
        p="0"
        minW="0"
        data-snapshot-skip={canAttempt ? undefined : ''}
      >
        <Stack gap={3} as="ol" listStyleType="none" aria-label="Exercises" css={exerciseListCss}>
          <ListWithReadingTexts
            items={exam.exercises}
            passageOf={(exercise) => exercise.passage}
            keyOf={(exercise) => exercise.id}
            stickyTop={CARD_SCROLL_MARGIN}
            renderItem={(exercise, index) => <ExerciseCard exercise={exercise} index={index} store={store} />}
          />
        </Stack>
      </chakra.fieldset>
      <SubmitPanel
        problem={problem}
        tokens={user?.tokens ?? 0}
        store={store}
        exercises={exam.exercises}
        submitting={isMutating}
        retrying={retrying}
        onSubmit={() => void submit()}
      />
      <LeaveGuard active={hasProgress} bypass={submitted} onLeave={leave} />
    </Box>
  )
}
