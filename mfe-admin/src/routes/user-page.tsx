import { Heading, Stack, Text } from '@grile/shared/chakra'
import { useParams } from '@grile/shared/router'
import { PageTitle, Loading } from '@grile/shared/ui'
import { useUser } from '../features/users/api/get-user'
import { UserEditForm } from '../features/users/components/user-edit-form'
import { UserPurchases } from '../features/users/components/user-purchases'

/** See docs/product-rules.md#messages. */
export const userNotLoadedText = (userId: string) =>
  `Could not load user with id ${userId}. Are you sure such a user exists?`

/** /admin/users/:userId: the user's editable fields and purchases. */
export function UserPage() {
  const { userId = '' } = useParams()
  const { data: user, error, isLoading } = useUser(userId)

  if (isLoading) return <Loading />
  if (error || !user) {
    return (
      <>
        <PageTitle>Edit User</PageTitle>
        <Text color="fg.error" role="alert">
          {userNotLoadedText(userId)}
        </Text>
      </>
    )
  }
  return (
    <Stack gap={8}>
      <div>
        <PageTitle>Edit User</PageTitle>
        <UserEditForm key={user.id} user={user} />
      </div>
      <Stack as="section" aria-labelledby="purchases-heading" gap={3}>
        <Heading as="h2" size="lg" id="purchases-heading">
          Purchases
        </Heading>
        <UserPurchases userId={user.id} />
      </Stack>
    </Stack>
  )
}
