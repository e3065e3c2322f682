import { useState } from 'react'
import { useNavigate } from '@grile/shared/router'
import { PageTitle, showError, showSuccess, Loading } from '@grile/shared/ui'
import { routes } from '../config/paths'
import { problemFieldErrors, type FormErrors } from '../lib/form-errors'
import { useCreateExam } from '../features/exams/api/create-exam'
import { useMaterialOptions } from '../features/exams/api/get-material-options'
import { ExamForm } from '../features/exams/components/exam-form'

/** See docs/product-rules.md#messages. */
export const EXAM_CREATED = 'Exam created successfully'
export const EXAM_CREATE_FAILED = 'Creating the exam failed'

/** /admin/exams/create: on success the admin goes on to the new exam's editor. */
export function CreateExamPage() {
  const navigate = useNavigate()
  const { data: materials, isLoading } = useMaterialOptions()
  const { trigger, isMutating } = useCreateExam()
  const [serverErrors, setServerErrors] = useState<FormErrors>({})

  if (isLoading) return <Loading />
  return (
    <>
      <PageTitle>Create Exam</PageTitle>
      <ExamForm
        initial={{ title: '', examTarget: '', forCustomersOnly: false, materialId: null }}
        materials={materials ?? []}
        withText
        submitLabel="Create exam"
        submitting={isMutating}
        serverErrors={serverErrors}
        onSubmit={async (exam) => {
          try {
            const { id } = await trigger(exam)
            showSuccess(EXAM_CREATED)
            navigate(routes.editExam(id))
          } catch (error) {
            setServerErrors(problemFieldErrors(error))
            showError(EXAM_CREATE_FAILED)
          }
        }}
      />
    </>
  )
}
