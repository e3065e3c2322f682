import { Heading, Stack, Text } from '@chakra-ui/react'

export function HomePage() {
  return (
    <Stack gap={4}>
      <Heading as="h1" size="2xl">
        Grile
      </Heading>
      <Text fontSize="lg">English multiple-choice tests for Police Academy and Câmpina candidates.</Text>
    </Stack>
  )
}
