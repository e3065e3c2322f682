import { useEffect, useState } from 'react'
import { Badge, Box, Center, Spinner, Stack, Text } from '@grile/shared/chakra'
import { useSearchParams } from 'react-router-dom'
import { useCurrentUser } from '@grile/shared/auth'
import { firstDraw, newDraw, useRandomExercise } from '../api/get-random-exercise'
import { messages } from '../lib/messages'
import { REVIEW_PARAM, randomExerciseQuery, reviewRequested } from '../lib/random-exercise-query'
import { useInteractiveSettingsStore } from '../stores/interactive-settings-store'
import { usePracticeStreakStore } from '../stores/practice-streak-store'
import { AnswerableExercise } from './answerable-exercise'
import { InteractiveFilter } from './interactive-filter'
import { InteractiveHistory } from './interactive-history'
import { PracticeStatus } from './practice-status'

/**
 * The draw's modes as remembered; `?review=due` (the user home's link) turns the "Due for review" mode on
 * from the first render, as the preload reads it, then is remembered and taken out of the address.
 */
function useDrawModes() {
  const onlyMistakes = useInteractiveSettingsStore((state) => state.onlyMistakes)
  const rememberedDue = useInteractiveSettingsStore((state) => state.dueForReview)
  const setDueForReview = useInteractiveSettingsStore((state) => state.setDueForReview)
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = reviewRequested(searchParams)

  useEffect(() => {
    if (!requested) return
    setDueForReview(true)
    setSearchParams(
      (params) => {
        params.delete(REVIEW_PARAM)
        return params
      },
      { replace: true },
    )
  }, [requested, setDueForReview, setSearchParams])

  return { onlyMistakes, dueForReview: rememberedDue || requested }
}

/** The interactive mode: the filter, one random exercise at a time, and the history. */
export function InteractivePractice() {
  const { user } = useCurrentUser()
  const isCustomer = user?.isCustomer ?? false
  const filter = useInteractiveSettingsStore((state) => state.filter)
  const modes = useDrawModes()
  const chooseImmediately = useInteractiveSettingsStore((state) => state.chooseImmediately)
  const recordAnswer = usePracticeStreakStore((state) => state.recordAnswer)
  const query = randomExerciseQuery(filter, modes, isCustomer)
  const [draw, setDraw] = useState(() => firstDraw(query))
  const { data: exercise, error, isLoading } = useRandomExercise(query, draw)

  return (
    <Stack gap={6}>
      <InteractiveFilter
        isCustomer={isCustomer}
        dueForReview={modes.dueForReview}
        onDrawChange={() => setDraw(newDraw())}
      />
      <PracticeStatus />
      <Box as="section" aria-label="Exercise" borderWidth="1px" rounded="lg" p={{ base: 4, md: 6 }} minH="48">
        {isLoading ? (
          <Center py={10}>
            <Spinner size="lg" aria-label="Loading an exercise" />
          </Center>
        ) : exercise && !error ? (
          <Stack gap={3}>
            {exercise.review ? (
              <Badge colorPalette="purple" variant="subtle" alignSelf="start" data-testid="review-badge">
                Review
              </Badge>
            ) : null}
            {modes.dueForReview && exercise.review === false ? (
              <Text fontSize="sm" color="fg.muted">
                {messages.noReviewsDue}
              </Text>
            ) : null}
            <AnswerableExercise
              key={`${draw}:${exercise.id}`}
              exercise={exercise}
              chooseImmediately={chooseImmediately}
              keyboard
              onAnswered={(attempt) => recordAnswer(attempt.answer.correct)}
              onNext={() => setDraw(newDraw())}
            />
          </Stack>
        ) : (
          <Text py={6} textAlign="center" color="fg.muted">
            {messages.noExercise}
          </Text>
        )}
      </Box>
      <InteractiveHistory />
    </Stack>
  )
}
