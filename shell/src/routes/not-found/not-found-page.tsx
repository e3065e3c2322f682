import { Button, Heading, Stack, Text } from '@grile/shared/chakra'
import { Link as RouterLink } from 'react-router-dom'
import { paths } from '../../config/paths'
import { notFoundPage } from '../../config/public-pages'

export function NotFoundPage() {
  return (
    <Stack gap={4} align="start">
      <title>{notFoundPage.title}</title>
      <Heading as="h1" size="2xl">
        Page not found
      </Heading>
      <Text>The page you are looking for does not exist or has moved.</Text>
      <Button asChild colorPalette="blue">
        <RouterLink to={paths.home}>Go to the home page</RouterLink>
      </Button>
    </Stack>
  )
}
