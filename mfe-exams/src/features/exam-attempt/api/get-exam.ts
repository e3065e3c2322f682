import { useState } from 'react'
import useSWR from 'swr'
import { apiRequest, preloadRequest } from '@grile/shared/api'
import { exams, type ExamDto } from '@grile/shared/contract'

/**
 * Each GET shuffles the exam anew, so the key carries a per-visit nonce and nothing revalidates: a
 * refetch in the middle of an attempt would reorder the exercises under the user's eyes.
 */
export const getExamKey = (examId: string, visit: number) => [exams.getExam.path, examId, visit] as const

export async function getExam(examId: string): Promise<ExamDto> {
  const exam = await apiRequest(exams.getExam, { params: { examId } })
  if (exam.withCorrectAnswers) throw new Error('An exam to attempt must not carry its correct answers')
  return exam
}

/** The visit a preload started before its page rendered: that page takes it over, once. */
let preloadedVisit: { examId: string; visit: number } | undefined

/** Starts loading the exam to attempt before its page renders (see preloadRequest). */
export function preloadExam(examId: string): void {
  const visit = Math.random()
  preloadedVisit = { examId, visit }
  preloadRequest(getExamKey(examId, visit), ([, id]) => getExam(id))
}

function newVisit(examId: string | null): number {
  const preloaded = preloadedVisit
  preloadedVisit = undefined
  return preloaded && preloaded.examId === examId ? preloaded.visit : Math.random()
}

export function useExam(examId: string | null) {
  const [visit] = useState(() => newVisit(examId))
  return useSWR(examId ? getExamKey(examId, visit) : null, ([, id]) => getExam(id), {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  })
}
