import { Box, Spinner } from '@grile/shared/chakra'

/** A centred spinner while a page's data is on its way. */
export function Loading() {
  return (
    <Box py={10} textAlign="center" aria-busy="true">
      <Spinner size="lg" aria-label="Loading" />
    </Box>
  )
}
