import { useApiMutation } from '@grile/shared/api'
import { exams, type ExamGeneration } from '@grile/shared/contract'

/** Generating changes no list (a generated exam is private and never listed). */
export function useGenerateExam() {
  return useApiMutation(exams.generateExam, (generation: ExamGeneration) => ({ body: generation }))
}
