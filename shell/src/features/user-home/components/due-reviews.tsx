import { Button, Flex, Skeleton, Text } from '@grile/shared/chakra'
import { Link as RouterLink } from '@grile/shared/router'
import { plural } from '@grile/shared/dates'
import { paths } from '../../../config/paths'
import { preloadRemoteFor } from '../../../lib/preload-remotes'
import { useDueReviewCount } from '../api/get-due-review-count'

/** One line high in every state, so the home never moves when the count arrives. */
const HEIGHT = '10'

/**
 * How many past mistakes are due for review, with a link to review them (docs/pages.md#user-home); a calm
 * line at 0, nothing (in the same space) when the count cannot be read.
 */
export function DueReviews({ userId }: { userId: string }) {
  const { data, error, isLoading } = useDueReviewCount(userId)

  if (isLoading) return <Skeleton h={HEIGHT} rounded="md" data-testid="due-reviews-loading" />
  if (error || !data) return <Flex h={HEIGHT} aria-hidden />
  if (data.due === 0) {
    return (
      <Flex h={HEIGHT} align="center" data-testid="due-reviews">
        <Text color="fg.muted">No reviews due.</Text>
      </Flex>
    )
  }
  return (
    <Flex h={HEIGHT} align="center" justify="space-between" gap={3} data-testid="due-reviews">
      <Text fontWeight="semibold" fontSize={{ base: 'sm', sm: 'md' }} minW="0" truncate>
        {data.due} {plural(data.due, 'mistake', 'mistakes')} due for review
      </Text>
      <Button asChild size="sm" colorPalette="purple" flexShrink={0}>
        <RouterLink
          to={paths.interactiveReview}
          onPointerEnter={() => preloadRemoteFor(paths.interactiveReview)}
          onFocus={() => preloadRemoteFor(paths.interactiveReview)}
        >
          Review now
        </RouterLink>
      </Button>
    </Flex>
  )
}
