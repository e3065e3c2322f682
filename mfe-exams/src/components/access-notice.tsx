import { Alert, Link } from '@grile/shared/chakra'
import { Link as RouterLink } from '@grile/shared/router'
import { routes } from '../config/paths'

export const CUSTOMERS_ONLY_TEXT = 'This feature is available only for customers.'
export const REQUIRES_TOKENS_TEXT = 'This feature requires tokens.'

/** Why a user may not use a paid feature (docs/product-rules.md#customers-and-token-holders). */
export type AccessProblem = 'customers-only' | 'no-tokens'

/** Customers-only comes first: buying tokens makes one a customer and gives tokens at once. */
export function accessProblemOf({
  customersOnly,
  isCustomer,
  hasTokens,
}: {
  customersOnly: boolean
  isCustomer: boolean
  hasTokens: boolean
}): AccessProblem | undefined {
  if (customersOnly && !isCustomer) return 'customers-only'
  if (!hasTokens) return 'no-tokens'
  return undefined
}

/** The product texts for a feature the user cannot use yet, with the way to fix it. */
export function AccessNotice({ problem }: { problem: AccessProblem }) {
  return (
    <Alert.Root status="warning" data-testid="access-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          {problem === 'customers-only' ? CUSTOMERS_ONLY_TEXT : REQUIRES_TOKENS_TEXT}{' '}
          <Link asChild fontWeight="semibold" colorPalette="blue" color="colorPalette.fg">
            <RouterLink to={routes.tokens}>Buy tokens</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
