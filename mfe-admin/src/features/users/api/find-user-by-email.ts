import { useApiMutation } from '@grile/shared/api'
import { admin } from '@grile/shared/contract'

/** Looks up a user's id by e-mail (404 when there is none); a lookup on demand, so it is triggered. */
export function useFindUserByEmail() {
  return useApiMutation(admin.findUserByEmail, (email: string) => ({ query: { email } }))
}
