import { useState } from 'react'
import { Box, Center, Spinner, Stack, Text } from '@grile/shared/chakra'
import { useCurrentUser } from '@grile/shared/auth'
import { firstDraw, newDraw, useRandomExercise } from '../api/get-random-exercise'
import { messages } from '../lib/messages'
import { randomExerciseQuery } from '../lib/random-exercise-query'
import { useInteractiveSettingsStore } from '../stores/interactive-settings-store'
import { usePracticeStreakStore } from '../stores/practice-streak-store'
import { AnswerableExercise } from './answerable-exercise'
import { InteractiveFilter } from './interactive-filter'
import { InteractiveHistory } from './interactive-history'
import { PracticeStatus } from './practice-status'

/** The interactive mode: the filter, one random exercise at a time, and the history. */
export function InteractivePractice() {
  const { user } = useCurrentUser()
  const isCustomer = user?.isCustomer ?? false
  const filter = useInteractiveSettingsStore((state) => state.filter)
  const onlyMistakes = useInteractiveSettingsStore((state) => state.onlyMistakes)
  const chooseImmediately = useInteractiveSettingsStore((state) => state.chooseImmediately)
  const recordAnswer = usePracticeStreakStore((state) => state.recordAnswer)
  const query = randomExerciseQuery(filter, onlyMistakes, isCustomer)
  const [draw, setDraw] = useState(() => firstDraw(query))
  const { data: exercise, error, isLoading } = useRandomExercise(query, draw)

  return (
    <Stack gap={6}>
      <InteractiveFilter isCustomer={isCustomer} onDrawChange={() => setDraw(newDraw())} />
      <PracticeStatus />
      <Box as="section" aria-label="Exercise" borderWidth="1px" rounded="lg" p={{ base: 4, md: 6 }} minH="48">
        {isLoading ? (
          <Center py={10}>
            <Spinner size="lg" aria-label="Loading an exercise" />
          </Center>
        ) : exercise && !error ? (
          <AnswerableExercise
            key={`${draw}:${exercise.id}`}
            exercise={exercise}
            chooseImmediately={chooseImmediately}
            keyboard
            onAnswered={(attempt) => recordAnswer(attempt.answer.correct)}
            onNext={() => setDraw(newDraw())}
          />
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
