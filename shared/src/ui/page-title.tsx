import type { ReactNode } from 'react'
import { Heading, Stack, Text } from '@chakra-ui/react'

/** A page's title; with a pupil's name (teacher view) the name shows under it. */
export function PageTitle({ children, pupilName }: { children: ReactNode; pupilName?: string | null }) {
  return (
    <Stack gap={1} mb={6}>
      <Heading as="h1" size="2xl">
        {children}
      </Heading>
      {pupilName ? (
        <Text color="fg.muted" data-testid="pupil-name">
          {pupilName}
        </Text>
      ) : null}
    </Stack>
  )
}
