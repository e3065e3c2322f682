import { Box, Spinner } from '@chakra-ui/react'

/** Shown while a page's code arrives. */
export function PageLoading() {
  return (
    <Box py={16} textAlign="center" aria-busy="true">
      <Spinner size="lg" aria-label="Loading the page" />
    </Box>
  )
}
