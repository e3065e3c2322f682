import { Box, Spinner } from '@grile/shared/chakra'

/** Shown while a page's code arrives. */
export function PageLoading() {
  return (
    <Box py={16} textAlign="center" aria-busy="true">
      <Spinner size="lg" aria-label="Loading the page" />
    </Box>
  )
}
