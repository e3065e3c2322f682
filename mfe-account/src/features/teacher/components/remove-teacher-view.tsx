import { Button, Card, Stack } from '@grile/shared/chakra'
import { LuUserMinus } from 'react-icons/lu'
import { useUserStore, type CurrentUser } from '@grile/shared/auth'
import { ReadOnlyField, showError, showSuccess } from '@grile/shared/ui'
import { refreshProfile } from '../../../lib/refresh-profile'
import { useRemoveTeacher } from '../api/remove-teacher'

export const TEACHER_REMOVED = 'Teacher was removed successfully.'
export const TEACHER_REMOVAL_FAILED = 'Removing the teacher failed.'

/** Remove Teacher (docs/pages.md#teacher): the current teacher's id and the Remove button. */
export function RemoveTeacherView({ user, teacherId }: { user: CurrentUser; teacherId: string }) {
  const { trigger, isMutating } = useRemoveTeacher(user.id)

  const remove = async () => {
    try {
      await trigger()
      useUserStore.getState().setUser({ ...user, teacherId: null })
      showSuccess(TEACHER_REMOVED)
      refreshProfile()
    } catch {
      showError(TEACHER_REMOVAL_FAILED)
    }
  }

  return (
    <Card.Root as="section" aria-label="Remove Teacher" variant="outline" maxW="xl">
      <Card.Header>
        <Card.Title>Remove Teacher</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap={4}>
          <ReadOnlyField label="Teacher User Id" value={teacherId} monospace />
          <Button
            colorPalette="red"
            variant="outline"
            alignSelf="start"
            loading={isMutating}
            onClick={() => void remove()}
          >
            <LuUserMinus /> Remove
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
