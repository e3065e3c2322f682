import { Badge, Button, Card, Heading, HStack, List, Stack, Text } from '@grile/shared/chakra'
import { Link as RouterLink } from '@grile/shared/router'
import { LuCalendar, LuClock, LuCreditCard, LuVideo } from 'react-icons/lu'
import { signIn, useCurrentUser } from '@grile/shared/auth'
import { meetingTool, onlineSession } from '../../../config/company'
import { paths } from '../../../config/paths'
import { ExternalLink } from '../../../components/external-link'

/**
 * The online session as it is sold (docs/product-rules.md#online-lessons): price, length, tool, hours,
 * payment.
 */
export function LessonOffer() {
  const { isSignedIn, signingIn } = useCurrentUser()
  return (
    <Card.Root variant="elevated" borderWidth="1px" borderColor="blue.emphasized">
      <Card.Body>
        <Stack gap={5}>
          <HStack justify="space-between" align="start" wrap="wrap" gap={3}>
            <Heading as="h2" size="2xl">
              {onlineSession.name}
            </Heading>
            <Text fontSize="3xl" fontWeight="bold" data-testid="lesson-price">
              {onlineSession.priceRon} RON
            </Text>
          </HStack>
          <List.Root variant="plain" gap={3}>
            <List.Item>
              <List.Indicator asChild color="brand.fg">
                <LuClock />
              </List.Indicator>
              {onlineSession.minutes} minutes, one to one, on {meetingTool.name}
            </List.Item>
            <List.Item>
              <List.Indicator asChild color="brand.fg">
                <LuCalendar />
              </List.Indicator>
              {onlineSession.days}, {onlineSession.hours}
            </List.Item>
            <List.Item>
              <List.Indicator asChild color="brand.fg">
                <LuCreditCard />
              </List.Indicator>
              Paid by card after each session
            </List.Item>
          </List.Root>
          <Badge alignSelf="start" colorPalette="green" size="lg">
            No tokens needed
          </Badge>
          <HStack gap={3} wrap="wrap">
            {isSignedIn ? (
              <Button asChild colorPalette="blue" size="lg">
                <RouterLink to={paths.lessonsBuy}>Book a session</RouterLink>
              </Button>
            ) : (
              <Button colorPalette="blue" size="lg" loading={signingIn} onClick={() => void signIn()}>
                Sign Up to book
              </Button>
            )}
            {/* Its label wraps on a phone: on one line it ran past the screen's edge at 360 px. */}
            <Button
              asChild
              variant="outline"
              size="lg"
              maxW="full"
              whiteSpace="normal"
              h="auto"
              minH="11"
              py="2"
              textAlign="start"
            >
              <ExternalLink href={meetingTool.contactHref}>
                <LuVideo aria-hidden />
                Contact us on {meetingTool.name}
              </ExternalLink>
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
