import { useState } from 'react'
import { apiKey, apiRequest, preload, useSWR } from '@grile/shared/api'
import { exams, type ExamDto } from '@grile/shared/contract'

/**
 * Each GET shuffles the exam anew, so the key is tagged with a per-visit nonce and nothing revalidates: a
 * refetch in the middle of an attempt would reorder the exercises under the user's eyes.
 */
const examKey = (examId: string, visit: number) => apiKey(exams.getExam, { params: { examId } }, visit)

async function getExam(examId: string): Promise<ExamDto> {
  const exam = await apiRequest(exams.getExam, { params: { examId } })
  if (exam.withCorrectAnswers) throw new Error('An exam to attempt must not carry its correct answers')
  return exam
}

/** The visit a preload started before its page rendered: that page takes it over, once. */
let preloadedVisit: { examId: string; visit: number } | undefined

/** Starts loading the exam to attempt before its page renders (see preloadApi in @grile/shared/api). */
export function preloadExam(examId: string): void {
  const visit = Math.random()
  preloadedVisit = { examId, visit }
  preload(examKey(examId, visit), () => getExam(examId))
}

function newVisit(examId: string | null): number {
  const preloaded = preloadedVisit
  preloadedVisit = undefined
  return preloaded && preloaded.examId === examId ? preloaded.visit : Math.random()
}

export function useExam(examId: string | null) {
  const [visit] = useState(() => newVisit(examId))
  return useSWR(examId ? examKey(examId, visit) : null, () => getExam(examId as string), {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  })
}
