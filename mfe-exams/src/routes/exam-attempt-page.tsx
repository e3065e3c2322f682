import { useState } from 'react'
import { Text } from '@grile/shared/chakra'
import { useParams } from '@grile/shared/router'
import { useCurrentUser } from '@grile/shared/auth'
import { GENERATED_EXAM_ID } from '../config/paths'
import { Loading } from '@grile/shared/ui'
import { useExam } from '../features/exam-attempt/api/get-exam'
import { ExamAttempt } from '../features/exam-attempt/components/exam-attempt'
import { hasChoices, loadProgress } from '../features/exam-attempt/stores/attempt-progress-storage'
import { useGeneratedExam } from '../features/exam-attempt/stores/generated-exam-store'

export const EXAM_LOAD_FAILED_TEXT = 'Exam could not be loaded.'

/** /exams/:examId/attempt, where examId may be `generated` (the exam just generated). */
export function ExamAttemptPage() {
  const { examId = '' } = useParams()
  // Another exam is another page: nothing read for the previous one may carry over.
  return <ExamAttemptLoader key={examId} examId={examId} />
}

function ExamAttemptLoader({ examId }: { examId: string }) {
  const { user, hasTokens } = useCurrentUser()
  const generated = examId === GENERATED_EXAM_ID
  const generatedExam = useGeneratedExam(user?.id)
  // Read once: the exam as drawn before, with any answers (decision 0044). One only drawn is shown again while
  // the student has tokens; without, the server says again whether it can be attempted.
  const [saved] = useState(() => {
    const progress = user ? loadProgress(user.id, examId) : undefined
    return progress && (hasChoices(progress) || hasTokens) ? progress : undefined
  })
  // A newer generated exam replaces the progress of the previous one.
  const restored =
    saved && (!generated || !generatedExam || saved.exam.id === generatedExam.id) ? saved : undefined
  const { data, error, isLoading } = useExam(generated || restored ? null : examId)
  const exam = restored?.exam ?? (generated ? generatedExam : data)

  if (isLoading) return <Loading minH="100vh" />
  if (error || !exam) {
    return (
      <Text py={6} color="fg.muted" data-testid="exam-load-failed">
        {EXAM_LOAD_FAILED_TEXT}
      </Text>
    )
  }
  return <ExamAttempt key={`${examId}:${exam.id}`} exam={exam} progressKey={examId} restored={restored} />
}
