import type { ReactNode } from 'react'
import { Box, Card, Heading, SimpleGrid, Text } from '@grile/shared/chakra'
import { LuCalendar, LuChartLine, LuCreditCard, LuHouse, LuListChecks, LuUsers } from 'react-icons/lu'
import { displayedExercisesCount, useExercisesCount } from '../../../api/get-exercises-count'
import { meetingTool, onlineSession } from '../../../config/company'

interface SellingPoint {
  icon: ReactNode
  title: string
  text: ReactNode
}

function ExerciseBankPoint() {
  const { data } = useExercisesCount()
  const count = data === undefined ? 0 : displayedExercisesCount(data)
  return count > 0 ? (
    <>
      Between sessions, practise on <strong data-testid="exercise-count">{count}+</strong> exam-style
      exercises.
    </>
  ) : (
    <>Between sessions, practise on the whole bank of exam-style exercises.</>
  )
}

const points: SellingPoint[] = [
  {
    icon: <LuUsers />,
    title: 'One to one',
    text: 'The whole hour is yours: your questions, your mistakes, your pace.',
  },
  {
    icon: <LuChartLine />,
    title: 'Built on your results',
    text: 'Assign your teacher on Grile and they see your tests before the session starts.',
  },
  { icon: <LuListChecks />, title: 'Practice in between', text: <ExerciseBankPoint /> },
  {
    icon: <LuCalendar />,
    title: 'When it suits you',
    text: `${onlineSession.days}, ${onlineSession.hours}. Pick a time that fits school or work.`,
  },
  {
    icon: <LuCreditCard />,
    title: 'Pay as you go',
    text: 'Pay by card after each session. No subscription, and no tokens needed.',
  },
  {
    icon: <LuHouse />,
    title: 'From home',
    text: `All you need is ${meetingTool.name}, a microphone and the will to learn.`,
  },
]

/** Six reasons to book a session (docs/pages.md#lessons). */
export function SellingPoints() {
  return (
    <SimpleGrid
      as="ul"
      columns={{ base: 1, sm: 2, lg: 3 }}
      gap={4}
      listStyleType="none"
      aria-label="Why book a session"
    >
      {points.map((point) => (
        <Card.Root as="li" key={point.title} size="sm">
          <Card.Body gap={2}>
            <Box color="brand.fg" fontSize="2xl" aria-hidden>
              {point.icon}
            </Box>
            <Heading as="h3" size="md">
              {point.title}
            </Heading>
            <Text color="fg.muted">{point.text}</Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  )
}
