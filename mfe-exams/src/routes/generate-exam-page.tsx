import { useState } from 'react'
import { Alert, Stack } from '@grile/shared/chakra'
import { useNavigate } from '@grile/shared/router'
import { ApiError } from '@grile/shared/api'
import type { ExamGeneration } from '@grile/shared/contract'
import { useCurrentUser } from '@grile/shared/auth'
import { PageTitle, showError } from '@grile/shared/ui'
import { GENERATED_EXAM_ID, routes } from '../config/paths'
import { AccessNotice, accessProblemOf } from '../components/access-notice'
import { useGenerateExam } from '../features/exam-generation/api/generate-exam'
import { GenerateExamForm } from '../features/exam-generation/components/generate-exam-form'
import { useGeneratedExamStore } from '../features/exam-attempt/stores/generated-exam-store'
import { useMaterialTopics } from '../features/material-topics/api/get-material-topics'

/** /exams/generate (docs/pages.md#generate-exam): a private 30-exercise exam from a specification. */
export function GenerateExamPage() {
  const { user, hasTokens } = useCurrentUser()
  const navigate = useNavigate()
  const { data: topics } = useMaterialTopics()
  const { trigger, isMutating } = useGenerateExam()
  const setGenerated = useGeneratedExamStore((state) => state.setGenerated)
  const [nothingMatched, setNothingMatched] = useState(false)
  const problem = accessProblemOf({ customersOnly: true, isCustomer: user?.isCustomer ?? false, hasTokens })

  const generate = async (spec: ExamGeneration) => {
    if (!user) return
    setNothingMatched(false)
    try {
      const exam = await trigger(spec)
      setGenerated(user.id, exam)
      navigate(routes.examAttempt(GENERATED_EXAM_ID))
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setNothingMatched(true)
      else showError('The exam could not be generated.', 'Please try again later.')
    }
  }

  return (
    <Stack gap={5}>
      <PageTitle>Generate Exam</PageTitle>
      {problem ? <AccessNotice problem={problem} /> : null}
      {nothingMatched ? (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>No exam could be generated.</Alert.Title>
            <Alert.Description>Please change your selection and try again!</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <GenerateExamForm
        topics={topics ?? []}
        canGenerate={!problem}
        generating={isMutating}
        onGenerate={(spec) => void generate(spec)}
      />
    </Stack>
  )
}
