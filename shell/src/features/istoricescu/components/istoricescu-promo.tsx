import type { ReactNode } from 'react'
import { Box, Button, Card, Heading, SimpleGrid, Stack, Text } from '@grile/shared/chakra'
import { LuBookOpen, LuGift, LuHourglass, LuListChecks, LuSmartphone, LuTrophy } from 'react-icons/lu'
import { PARTNER_SITE_URL } from '@grile/shared/ui'
import { ExternalLink } from '../../../components/external-link'

interface Feature {
  icon: ReactNode
  title: string
  text: string
}

const features: Feature[] = [
  {
    icon: <LuBookOpen />,
    title: '10 history chapters',
    text: 'The whole history syllabus of the admission exam, in 10 chapters written for candidates.',
  },
  {
    icon: <LuTrophy />,
    title: 'Pass rate over 80%',
    text: 'Over 80% of the candidates who prepared with Istoricescu passed their history exam.',
  },
  {
    icon: <LuListChecks />,
    title: 'Tests for every chapter',
    text: 'Check each chapter with its own test before moving to the next one.',
  },
  {
    icon: <LuHourglass />,
    title: 'Exam simulations',
    text: 'Timed simulations with the structure and the difficulty of the real history paper.',
  },
  {
    icon: <LuGift />,
    title: 'Vouchers from Grile',
    text: 'Some Grile token packs come with an Istoricescu voucher worth ducats on the partner site.',
  },
  {
    icon: <LuSmartphone />,
    title: 'On any device',
    text: 'Learn on your phone on the way to school and continue on your laptop at home.',
  },
]

/** The partner's history-exam product (docs/pages.md#istoricescu-promo). */
export function IstoricescuPromo() {
  return (
    <Stack gap={10}>
      <Text fontSize="lg" maxW="70ch">
        English is only one of the admission tests. Istoricescu, our partner, prepares you for the history
        exam of the Police Academy and of the police agents schools, the same way Grile prepares you for
        English.
      </Text>
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 1, sm: 2, lg: 3 }}
        gap={4}
        aria-label="What Istoricescu offers"
      >
        {features.map((feature) => (
          <Card.Root as="li" key={feature.title}>
            <Card.Body gap={2}>
              <Box color="orange.fg" fontSize="2xl" aria-hidden>
                {feature.icon}
              </Box>
              <Heading as="h2" size="md">
                {feature.title}
              </Heading>
              <Text color="fg.muted">{feature.text}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <Box>
        <Button asChild colorPalette="orange" size="lg">
          <ExternalLink href={PARTNER_SITE_URL}>Visit Istoricescu</ExternalLink>
        </Button>
      </Box>
    </Stack>
  )
}
