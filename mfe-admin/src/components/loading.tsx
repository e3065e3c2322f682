import { Box, Spinner } from '@grile/shared/chakra'

/** A centred spinner that keeps some room, so the page does not jump when the content arrives. */
export function Loading({ minH = '40' }: { minH?: string }) {
  return (
    <Box py={10} minH={minH} textAlign="center" aria-busy="true">
      <Spinner size="lg" aria-label="Loading" />
    </Box>
  )
}
