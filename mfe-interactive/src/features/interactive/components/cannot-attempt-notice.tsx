import { Alert, Link } from '@grile/shared/chakra'
import { Link as RouterLink } from '@grile/shared/router'
import { useCurrentUser } from '@grile/shared/auth'
import { messages } from '../lib/messages'

/**
 * Why an exercise cannot be answered, with the way to change that
 * (docs/product-rules.md#customers-and-token-holders).
 */
export function CannotAttemptNotice() {
  const { user, hasTokens } = useCurrentUser()
  const paid = hasTokens || (user?.interactiveAttemptsLeftInToken ?? 0) > 0
  return (
    <Alert.Root status="warning" variant="subtle">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          {paid ? messages.customersOnly : messages.tokensRequired}{' '}
          <Link asChild fontWeight="semibold" variant="underline">
            <RouterLink to="/tokens">Buy tokens</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
