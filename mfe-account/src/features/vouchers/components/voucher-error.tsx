import { Alert, Link } from '@grile/shared/chakra'
import { Link as RouterLink } from '@grile/shared/router'
import { ApiError } from '@grile/shared/api'
import { routes } from '../../../config/paths'

export const VOUCHER_NOT_FOUND = 'Voucherul nu există sau a fost deja revendicat.'
export const VOUCHER_SERVICE_UNAVAILABLE =
  'Serviciul de vouchere nu este disponibil în acest moment. Vă rugăm să încercați din nou mai târziu sau să ne contactați!'
export const VOUCHER_UNKNOWN_ERROR = 'A apărut o eroare necunoscută. Vă rugăm să ne contactați!'

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0)

/** What a failed voucher load or claim says, by status (docs/product-rules.md#vouchers-by-istoricescu). */
export function voucherErrorText(error: unknown): string {
  const status = statusOf(error)
  if (status === 404) return VOUCHER_NOT_FOUND
  if (status === 503) return VOUCHER_SERVICE_UNAVAILABLE
  return VOUCHER_UNKNOWN_ERROR
}

export function VoucherError({ error }: { error: unknown }) {
  const status = statusOf(error)
  return (
    <Alert.Root status={status === 404 ? 'warning' : 'error'} data-testid="voucher-error">
      <Alert.Indicator />
      <Alert.Description>
        {status === 503 ? (
          <>
            Serviciul de vouchere nu este disponibil în acest moment. Vă rugăm să încercați din nou mai târziu
            sau să{' '}
            <Link asChild fontWeight="semibold" textDecoration="underline">
              <RouterLink to={routes.contact}>ne contactați</RouterLink>
            </Link>
            !
          </>
        ) : (
          voucherErrorText(error)
        )}
      </Alert.Description>
    </Alert.Root>
  )
}
