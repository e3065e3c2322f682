import { Button, Stack, Text } from '@grile/shared/chakra'

/**
 * In place of a list whose read failed (decision 0066): what could not be loaded, never an empty text, and Retry,
 * which reads at once (SWR also reads again by itself, and when the browser is back online). Left out of the
 * page's copy for the next visit (shell/src/lib/page-snapshots.ts).
 */
export function LoadFailed({ text, testId, onRetry }: { text: string; testId: string; onRetry: () => void }) {
  return (
    <Stack py={6} gap={3} align="start" data-testid={testId} data-snapshot-skip="">
      <Text color="fg.muted">{text}</Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </Stack>
  )
}
