import { Box, Spinner } from '@grile/shared/chakra'

export interface LoadingProps {
  /** Room kept while loading, so the page does not jump when the content arrives. */
  minH?: string
  /** Vertical padding around the spinner. */
  py?: number
  /** What the spinner says to screen readers. */
  label?: string
}

/** A centred spinner while a page's code or data is on its way; every app shows the same one. */
export function Loading({ minH = '40', py = 10, label = 'Loading' }: LoadingProps) {
  return (
    <Box py={py} minH={minH} textAlign="center" aria-busy="true">
      <Spinner size="lg" aria-label={label} />
    </Box>
  )
}
