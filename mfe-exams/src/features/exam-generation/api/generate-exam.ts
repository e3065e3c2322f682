import useSWRMutation from 'swr/mutation'
import { apiRequest } from '@grile/shared/api'
import { exams, type ExamDto, type ExamGeneration } from '@grile/shared/contract'

export const generateExamKey = () => [exams.generateExam.path] as const

export function generateExam(spec: ExamGeneration): Promise<ExamDto> {
  return apiRequest(exams.generateExam, { body: spec })
}

/** Generating changes no list (a generated exam is private and never listed). */
export function useGenerateExam() {
  return useSWRMutation(generateExamKey(), (_key, { arg }: { arg: ExamGeneration }) => generateExam(arg))
}
