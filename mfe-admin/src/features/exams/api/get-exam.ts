import { apiKey, apiRequest, useSWR } from '@grile/shared/api'
import { exams, type ExamWithCorrectAnswersDto } from '@grile/shared/contract'

/** The exam in canonical order with its correct answers (stable=true, as admins get it). */
async function getExam(examId: string): Promise<ExamWithCorrectAnswersDto> {
  const exam = await apiRequest(exams.getExam, { params: { examId }, query: { stable: 'true' } })
  if (!exam.withCorrectAnswers) throw new Error('The exam came without its correct answers.')
  return exam
}

/** The read checks that the answers came with the exam; the answer itself is the endpoint's own. */
export function useExam(examId: string) {
  return useSWR(
    apiKey(exams.getExam, { params: { examId }, query: { stable: 'true' } }),
    () => getExam(examId),
    {
      shouldRetryOnError: false,
    },
  )
}
