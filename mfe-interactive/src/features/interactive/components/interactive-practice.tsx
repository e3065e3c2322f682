import { useEffect, useMemo, useState } from 'react'
import { Badge, Box, Center, Spinner, Stack, Text } from '@grile/shared/chakra'
import { useSearchParams } from '@grile/shared/router'
import type { RandomExerciseQuery } from '@grile/shared/contract'
import { useCurrentUser } from '@grile/shared/auth'
import { LoadFailed } from '@grile/shared/ui'
import { firstDraw, newDraw, preloadedDrawShown, useRandomExercise } from '../api/get-random-exercise'
import { messages } from '../lib/messages'
import {
  FILTER_PARAM_NAMES,
  REVIEW_PARAM,
  filterRequested,
  randomExerciseQuery,
  reviewRequested,
} from '../lib/random-exercise-query'
import { useInteractiveSettingsStore, type PracticeFilter } from '../stores/interactive-settings-store'
import {
  forgetKeptExercise,
  keepExercise,
  loadKeptExercise,
  queryKeyOf,
} from '../stores/kept-exercise-storage'
import { usePracticeStreakStore } from '../stores/practice-streak-store'
import { AnswerableExercise } from './answerable-exercise'
import { InteractiveFilter } from './interactive-filter'
import { InteractiveHistory } from './interactive-history'
import { PracticeStatus } from './practice-status'

/** A filter as a whole: what it leaves out is "any" (replacing the remembered filter, not merged into it). */
const ANY_FILTER: Record<keyof PracticeFilter, undefined> = {
  examTarget: undefined,
  examType: undefined,
  difficulty: undefined,
  materialTopicId: undefined,
}

/**
 * The draw's filter and modes as remembered, or as the address asks: `?review=due` (the user home's link)
 * turns the "Due for review" mode on, and `?materialTopicId=…` or `?examType=…&examTarget=…` (the profile's
 * "Practise this") sets the filter, from the first render, as the preload reads them; then they are
 * remembered and taken out of the address, in one step.
 */
function useDrawSettings() {
  const rememberedFilter = useInteractiveSettingsStore((state) => state.filter)
  const onlyMistakes = useInteractiveSettingsStore((state) => state.onlyMistakes)
  const rememberedDue = useInteractiveSettingsStore((state) => state.dueForReview)
  const setDueForReview = useInteractiveSettingsStore((state) => state.setDueForReview)
  const setFilter = useInteractiveSettingsStore((state) => state.setFilter)
  const [searchParams, setSearchParams] = useSearchParams()
  const requestedDue = reviewRequested(searchParams)
  const search = searchParams.toString()
  const requestedFilter = useMemo(() => filterRequested(search), [search])
  const inAddress = [REVIEW_PARAM, ...FILTER_PARAM_NAMES].some((name) => searchParams.has(name))

  useEffect(() => {
    if (!inAddress) return
    if (requestedDue) setDueForReview(true)
    if (requestedFilter) setFilter({ ...ANY_FILTER, ...requestedFilter })
    setSearchParams(
      (params) => {
        for (const name of [REVIEW_PARAM, ...FILTER_PARAM_NAMES]) params.delete(name)
        return params
      },
      { replace: true },
    )
  }, [inAddress, requestedDue, requestedFilter, setDueForReview, setFilter, setSearchParams])

  return {
    filter: requestedFilter ?? rememberedFilter,
    modes: { onlyMistakes, dueForReview: rememberedDue || requestedDue },
  }
}

/**
 * The exercise to show: the one kept from the last visit while it is unanswered (kept-exercise-storage), or
 * a new draw. Each exercise shown is kept until an answer to it is sent, so the next visit shows it again;
 * one that cannot be answered (no tokens, customers only) is not kept: once the student can, it is drawn anew.
 */
function useShownExercise(userId: string | undefined, query: RandomExerciseQuery) {
  const queryKey = queryKeyOf(query)
  const [draw, setDraw] = useState(() => firstDraw(query))
  useEffect(preloadedDrawShown, [])
  const [fromLastVisit, setFromLastVisit] = useState(() => {
    const exercise = userId ? loadKeptExercise(userId, query) : undefined
    return exercise ? { queryKey, exercise } : undefined
  })
  // Kept for another filter (the profile changed under it): drawn anew.
  const keptExercise = fromLastVisit?.queryKey === queryKey ? fromLastVisit.exercise : undefined
  const drawn = useRandomExercise(query, draw, !keptExercise)
  const exercise = keptExercise ?? drawn.data
  const shownKey = exercise ? `${draw}:${exercise.id}` : undefined
  const [submittedKey, setSubmittedKey] = useState<string>()
  const kept = exercise?.canAttemptExercise === true && shownKey !== submittedKey

  const drawnExercise = keptExercise ? undefined : drawn.data
  useEffect(() => {
    if (userId && drawnExercise?.canAttemptExercise) keepExercise(userId, queryKey, drawnExercise)
  }, [userId, queryKey, drawnExercise])

  return {
    exercise,
    error: keptExercise ? undefined : drawn.error,
    isLoading: keptExercise ? false : drawn.isLoading,
    /** Identifies this showing of the exercise (Next may draw the same one again). */
    shownKey,
    /** Whether the next visit shows this exercise again (and so the copy of the page may show it). */
    kept,
    onSubmit: () => {
      setSubmittedKey(shownKey)
      if (userId) forgetKeptExercise(userId)
    },
    drawAgain: () => {
      setFromLastVisit(undefined)
      setDraw(newDraw())
    },
  }
}

/** The interactive mode: the filter, one random exercise at a time, and the history. */
export function InteractivePractice() {
  const { user } = useCurrentUser()
  const isCustomer = user?.isCustomer ?? false
  const { filter, modes } = useDrawSettings()
  const chooseImmediately = useInteractiveSettingsStore((state) => state.chooseImmediately)
  const recordAnswer = usePracticeStreakStore((state) => state.recordAnswer)
  const query = randomExerciseQuery(filter, modes, isCustomer)
  const { exercise, error, isLoading, shownKey, kept, onSubmit, drawAgain } = useShownExercise(
    user?.id,
    query,
  )

  return (
    <Stack gap={6}>
      <InteractiveFilter isCustomer={isCustomer} dueForReview={modes.dueForReview} onDrawChange={drawAgain} />
      <PracticeStatus />
      {/* The height of a usual exercise (a question, four answers and Submit: 360–410 px wide or narrow),
          reserved while one loads, so the history below does not move when it arrives. */}
      <Box as="section" aria-label="Exercise" borderWidth="1px" rounded="lg" p={{ base: 4, md: 6 }} minH="96">
        {isLoading ? (
          <Center py={10}>
            <Spinner size="lg" aria-label="Loading an exercise" />
          </Center>
        ) : exercise && !error ? (
          // Not shown again (answered, or not answerable): the page kept for the next visit leaves it out
          // (data-snapshot-skip, shell/src/lib/page-snapshots.ts), so the next exercise never shows as this one first.
          <Stack gap={3} data-snapshot-skip={kept ? undefined : ''}>
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
              key={shownKey}
              exercise={exercise}
              chooseImmediately={chooseImmediately}
              keyboard
              onSubmit={onSubmit}
              onAnswered={(attempt) => recordAnswer(attempt.answer.correct)}
              onNext={drawAgain}
            />
          </Stack>
        ) : error && error.status !== 404 ? (
          // The draw failed (on a phone, often the network): a new one, not "change the filter".
          <LoadFailed text={messages.exerciseLoadFailed} onRetry={drawAgain} align="center" />
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
