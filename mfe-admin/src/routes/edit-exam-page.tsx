import { useState } from 'react'
import { Button, Heading, HStack, Stack, Text } from '@grile/shared/chakra'
import { Link as RouterLink, useParams } from '@grile/shared/router'
import { LuEye } from 'react-icons/lu'
import { PageTitle, showError, showSuccess, Loading } from '@grile/shared/ui'
import { routes } from '../config/paths'
import { problemFieldErrors, type FormErrors } from '../lib/form-errors'
import { useExam } from '../features/exams/api/get-exam'
import { useMaterialOptions } from '../features/exams/api/get-material-options'
import { useUpdateExam } from '../features/exams/api/update-exam'
import { ExamExercisesTable } from '../features/exams/components/exam-exercises-table'
import { ExamForm } from '../features/exams/components/exam-form'

/** See docs/product-rules.md#messages. */
export const EXAM_UPDATED = 'Exam updated successfully'
export const EXAM_UPDATE_FAILED = 'Edit exam failed'
export const EXAM_NOT_LOADED_TEXT = 'Exam could not be loaded.'

/** /admin/exams/:examId/edit: the exam's fields and its exercises in canonical order. */
export function EditExamPage() {
  const { examId = '' } = useParams()
  const { data: exam, error, isLoading } = useExam(examId)
  const { data: materials, isLoading: materialsLoading } = useMaterialOptions()
  const { trigger, isMutating } = useUpdateExam(examId)
  const [serverErrors, setServerErrors] = useState<FormErrors>({})

  if (isLoading || materialsLoading) return <Loading />
  if (error || !exam) {
    return (
      <>
        <PageTitle>Edit Exam</PageTitle>
        <Text color="fg.error" role="alert">
          {EXAM_NOT_LOADED_TEXT}
        </Text>
      </>
    )
  }
  return (
    <Stack gap={8}>
      <div>
        <PageTitle>Edit Exam</PageTitle>
        <HStack mt={-3} mb={6}>
          <Button asChild size="xs" variant="outline">
            <RouterLink to={routes.previewExam(exam.id)}>
              <LuEye /> Open as a student
            </RouterLink>
          </Button>
        </HStack>
        <ExamForm
          key={exam.id}
          initial={{
            title: exam.title,
            examTarget: exam.examTarget,
            forCustomersOnly: exam.forCustomersOnly,
            materialId: exam.materialId,
          }}
          materials={materials ?? []}
          withText={false}
          submitLabel="Save exam"
          submitting={isMutating}
          serverErrors={serverErrors}
          onSubmit={async ({ title, examTarget, forCustomersOnly, materialId }) => {
            try {
              await trigger({ title, examTarget, forCustomersOnly, materialId })
              setServerErrors({})
              showSuccess(EXAM_UPDATED)
            } catch (failure) {
              setServerErrors(problemFieldErrors(failure))
              showError(EXAM_UPDATE_FAILED)
            }
          }}
        />
      </div>
      <Stack as="section" aria-labelledby="exercises-heading" gap={3}>
        <Heading as="h2" size="lg" id="exercises-heading">
          Exercises
        </Heading>
        <ExamExercisesTable exercises={exam.exercises} />
      </Stack>
    </Stack>
  )
}
