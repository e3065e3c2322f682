import { PageTitle } from '@grile/shared/ui'
import { FindUserForms } from '../features/users/components/find-user-forms'

/** /admin/users/find */
export function FindUserPage() {
  return (
    <>
      <PageTitle>Find User</PageTitle>
      <FindUserForms />
    </>
  )
}
