import useSWR from 'swr'
import { apiRequest } from '@grile/shared/api'
import { exams, type ExamWithCorrectAnswersDto } from '@grile/shared/contract'

export const getExamKey = (examId: string) => [exams.getExam.path, examId, 'stable'] as const

/** The exam in canonical order with its correct answers (stable=true, as admins get it). */
export async function getExam(examId: string): Promise<ExamWithCorrectAnswersDto> {
  const exam = await apiRequest(exams.getExam, { params: { examId }, query: { stable: 'true' } })
  if (!exam.withCorrectAnswers) throw new Error('The exam came without its correct answers.')
  return exam
}

export function useExam(examId: string) {
  return useSWR(getExamKey(examId), ([, id]) => getExam(id), { shouldRetryOnError: false })
}
