import { Button, Heading, Stack, Text } from '@grile/shared/chakra'
import { Link as RouterLink } from '@grile/shared/router'

export const NOT_FOUND_HEADING = 'Page not found'
export const NOT_FOUND_TEXT = 'The page you are looking for does not exist or has moved.'

/**
 * What an address that names no page shows, in the shell and under every remote's base path alike
 * (docs/pages.md: unknown paths, inside a remote's area too, show the not-found page).
 */
export function NotFoundView() {
  return (
    <Stack gap={4} align="start">
      <Heading as="h1" size="2xl">
        {NOT_FOUND_HEADING}
      </Heading>
      <Text>{NOT_FOUND_TEXT}</Text>
      <Button asChild colorPalette="blue">
        <RouterLink to="/">Go to the home page</RouterLink>
      </Button>
    </Stack>
  )
}
