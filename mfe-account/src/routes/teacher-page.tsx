import { Stack } from '@grile/shared/chakra'
import { useCurrentUser } from '@grile/shared/auth'
import { PageTitle, Loading } from '@grile/shared/ui'
import { AssignTeacherForm } from '../features/teacher/components/assign-teacher-form'
import { RemoveTeacherView } from '../features/teacher/components/remove-teacher-view'
import { TeacherExplanation } from '../features/teacher/components/teacher-explanation'

/**
 * /teacher (docs/pages.md#teacher): the explanation, then Remove Teacher when one is set, else Assign
 * Teacher.
 */
export function TeacherPage() {
  const { user } = useCurrentUser()
  if (!user) return <Loading />
  return (
    <>
      <PageTitle>Teacher</PageTitle>
      <Stack gap={6}>
        <TeacherExplanation />
        {user.teacherId ? (
          <RemoveTeacherView user={user} teacherId={user.teacherId} />
        ) : (
          <AssignTeacherForm user={user} />
        )}
      </Stack>
    </>
  )
}
