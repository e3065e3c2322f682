import useSWRMutation from 'swr/mutation'
import { apiRequest } from '@grile/shared/api'
import { admin } from '@grile/shared/contract'

export function findUserByEmail(email: string): Promise<string> {
  return apiRequest(admin.findUserByEmail, { query: { email } })
}

/** Looks up a user's id by e-mail (404 when there is none). */
export function useFindUserByEmail() {
  return useSWRMutation(admin.findUserByEmail.path, (_key, { arg: email }: { arg: string }) => findUserByEmail(email))
}
