import { useState, type FormEvent } from 'react'
import { Button, Card, Field, Stack } from '@grile/shared/chakra'
import { LuUserPlus } from 'react-icons/lu'
import { ApiError } from '@grile/shared/api'
import { users } from '@grile/shared/contract'
import { useUserStore, type CurrentUser } from '@grile/shared/auth'
import { IdInput, showError, showSuccess } from '@grile/shared/ui'
import { refreshProfile } from '../../../lib/refresh-profile'
import { useAssignTeacher } from '../api/assign-teacher'

export const TEACHER_ASSIGNED = 'Teacher was assigned successfully.'
export const TEACHER_ASSIGNMENT_FAILED = 'Teacher assignment failed.'
export const OWN_ID_MESSAGE = 'Cannot be your own user id'

/** A valid UUID that is not the user's own id; undefined when valid (docs/product-rules.md#validation). */
export function teacherIdError(value: string, ownId: string): string | undefined {
  const parsed = users.teacherIdSchema.safeParse(value.trim())
  if (!parsed.success) return parsed.error.issues[0]?.message
  return parsed.data.toLowerCase() === ownId.toLowerCase() ? OWN_ID_MESSAGE : undefined
}

/** Assign Teacher (docs/pages.md#teacher): the teacher's id, and Assign only once it is valid. */
export function AssignTeacherForm({ user }: { user: CurrentUser }) {
  const [teacherId, setTeacherId] = useState('')
  const { trigger, isMutating } = useAssignTeacher(user.id)
  const error = teacherIdError(teacherId, user.id)
  const showErrorText = teacherId !== '' && Boolean(error)

  const assign = async (event: FormEvent) => {
    event.preventDefault()
    if (error) return
    try {
      const assigned = teacherId.trim()
      await trigger(assigned)
      // The page turns to Remove Teacher at once; the refreshed profile brings the first-time tokens.
      useUserStore.getState().setUser({ ...user, teacherId: assigned })
      showSuccess(TEACHER_ASSIGNED)
      refreshProfile()
    } catch (failure) {
      showError(TEACHER_ASSIGNMENT_FAILED, failure instanceof ApiError ? failure.problem?.detail : undefined)
    }
  }

  return (
    <Card.Root as="section" aria-label="Assign Teacher" variant="outline" maxW="xl">
      <Card.Header>
        <Card.Title>Assign Teacher</Card.Title>
      </Card.Header>
      <Card.Body>
        <form onSubmit={(event) => void assign(event)} noValidate>
          <Stack gap={4}>
            <Field.Root invalid={showErrorText}>
              <Field.Label>Teacher User Id</Field.Label>
              <IdInput name="teacherId" value={teacherId} onValueChange={setTeacherId} enterKeyHint="done" />
              <Field.ErrorText>{showErrorText ? error : null}</Field.ErrorText>
            </Field.Root>
            <Button
              type="submit"
              colorPalette="blue"
              alignSelf="start"
              disabled={Boolean(error)}
              loading={isMutating}
            >
              <LuUserPlus /> Assign
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  )
}
