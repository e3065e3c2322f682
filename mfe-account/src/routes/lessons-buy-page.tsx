import { List, Stack, Text } from '@grile/shared/chakra'
import { PageTitle } from '@grile/shared/ui'
import { OfferList } from '../features/offers/components/offer-list'

/** /lessons/buy (docs/pages.md#buying-a-lesson): the online lesson offer. */
export function LessonsBuyPage() {
  return (
    <>
      <PageTitle>Book a lesson</PageTitle>
      <Stack gap={6}>
        <Stack gap={2} maxW="3xl">
          <Text>An online session with a teacher, on a video-meeting tool:</Text>
          <List.Root ps={5}>
            <List.Item>60 minutes</List.Item>
            <List.Item>Monday to Friday, 08:00 to 20:00</List.Item>
            <List.Item>No tokens needed</List.Item>
          </List.Root>
        </Stack>
        <OfferList itemType="LESSON" />
      </Stack>
    </>
  )
}
