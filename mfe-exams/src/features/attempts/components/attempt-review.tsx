import { Box, Button, Flex, Stack, Text } from '@grile/shared/chakra'
import { Link as RouterLink } from '@grile/shared/router'
import { LuRefreshCw } from 'react-icons/lu'
import { ListWithReadingTexts } from '@grile/shared/ui'
import { routes } from '../../../config/paths'
import type { Attempt } from '../api/get-attempt'
import { ChoiceReviewCard } from './choice-review-card'
import { GradeTable } from './grade-table'
import { ReviewActions } from './review-actions'
import { ReviewToggles, visibleChoices, type ReviewView } from './review-toggles'

export const NO_EXERCISES_TEXT = 'There are no exercises to display.'

/** Below the top bar, where a reading text sticks beside its questions on wide screens. */
const REVIEW_STICKY_TOP = '72px'

export interface AttemptReviewProps {
  attempt: Attempt
  /** The attempt belongs to the signed-in user: review actions, flags and Retry. */
  isOwner: boolean
  view: ReviewView
  onViewChange: (view: ReviewView) => void
  /** The other order is loading; the current one stays, dimmed. */
  reordering?: boolean
}

/**
 * /attempts/{attemptId}: grade, review state and actions, and every answered exercise
 * (docs/pages.md#attempt-review).
 */
export function AttemptReview({
  attempt,
  isOwner,
  view,
  onViewChange,
  reordering = false,
}: AttemptReviewProps) {
  const shown = visibleChoices(
    attempt.choices.map((choice, index) => ({ ...choice, number: index + 1 })),
    view,
  )
  return (
    <Stack gap={6}>
      <Flex gap={6} wrap="wrap" align="start" justify="space-between">
        <Box flex="1 1 280px" maxW="md">
          <GradeTable attempt={attempt} />
        </Box>
        {isOwner ? (
          <Stack gap={4} flex="1 1 240px" align={{ base: 'stretch', md: 'end' }}>
            <ReviewActions
              attemptId={attempt.id}
              flaggedForReview={attempt.flaggedForReview}
              reviewedOn={attempt.reviewedOn}
            />
            <Button asChild colorPalette="blue" alignSelf={{ base: 'start', md: 'end' }}>
              <RouterLink to={routes.examAttempt(attempt.examId)}>
                <LuRefreshCw /> Retry
              </RouterLink>
            </Button>
          </Stack>
        ) : null}
      </Flex>
      <ReviewToggles view={view} offerStable={Boolean(attempt.examId)} onChange={onViewChange} />
      {shown.length ? (
        <Stack
          as="ol"
          listStyleType="none"
          gap={3}
          opacity={reordering ? 0.6 : 1}
          aria-label="Answered exercises"
        >
          <ListWithReadingTexts
            items={shown}
            passageOf={(choice) => choice.exercise.passage}
            keyOf={(choice) => choice.id}
            stickyTop={REVIEW_STICKY_TOP}
            renderItem={(choice) => (
              <ChoiceReviewCard choice={choice} number={choice.number} canFlag={isOwner} />
            )}
          />
        </Stack>
      ) : (
        <Text color="fg.muted" py={4} data-testid="no-exercises">
          {NO_EXERCISES_TEXT}
        </Text>
      )}
    </Stack>
  )
}
