import { Button, Stack, Text } from '@grile/shared/chakra'

export interface LoadFailedProps {
  /** What could not be loaded, as the page says it ('Exams could not be loaded.'). */
  text: string
  /** Reads again at once (a list's SWR `mutate`, or a new draw). */
  onRetry: () => void
  /** Centred in a panel, or at the start of a page's column (the default). */
  align?: 'start' | 'center'
  testId?: string
}

/**
 * In place of what a page could not read (decision 0066): what failed, never an empty text that says there is
 * nothing, and Retry. SWR also reads again by itself and when the browser says it is back online, but a weak
 * signal is not "offline". Left out of the page's copy for the next visit (`data-snapshot-skip`), which reads
 * again.
 */
export function LoadFailed({ text, onRetry, align = 'start', testId }: LoadFailedProps) {
  return (
    <Stack py={6} gap={3} align={align} data-testid={testId} data-snapshot-skip="">
      <Text color="fg.muted" textAlign={align}>
        {text}
      </Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </Stack>
  )
}
