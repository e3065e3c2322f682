// Mastery answers for the page tests, parsed by the contract's schemas.
import { users, type ClassMasteryDto, type MasteryStats, type UserMasteryDto } from '@grile/shared/contract'
import { uuidOf } from '@grile/shared/testing'

export const conditionals = {
  key: `topic:${uuidOf(1, 7)}`,
  examType: 'GRAMMAR',
  materialTopicId: uuidOf(1, 7),
  examTarget: null,
  name: 'Conditionals',
} as const
export const passiveVoice = {
  key: `topic:${uuidOf(2, 7)}`,
  examType: 'GRAMMAR',
  materialTopicId: uuidOf(2, 7),
  examTarget: null,
  name: 'Passive Voice',
} as const
export const generalAcademy = {
  key: 'general:ACADEMY',
  examType: 'GENERAL',
  materialTopicId: null,
  examTarget: 'ACADEMY',
  name: 'General · Academy',
} as const

/** Weak in conditionals (6 of 20), mastered in the passive (19 of 20), not started in general. */
export const weak: MasteryStats = { answered: 34, recentAnswered: 20, recentCorrect: 6, level: 'WEAK' }
export const mastered: MasteryStats = {
  answered: 25,
  recentAnswered: 20,
  recentCorrect: 19,
  level: 'MASTERED',
}
export const notStarted: MasteryStats = {
  answered: 0,
  recentAnswered: 0,
  recentCorrect: 0,
  level: 'NOT_STARTED',
}
export const learning: MasteryStats = { answered: 4, recentAnswered: 4, recentCorrect: 3, level: 'LEARNING' }

/** A user's mastery: these areas, each with its figures, over a window of 20, as the API sends it. */
export function masteryOf(...areas: object[]): UserMasteryDto {
  return users.getMastery.response.parse({ window: 20, areas })
}

export function aMastery(): UserMasteryDto {
  return masteryOf(
    { ...conditionals, ...weak },
    { ...passiveVoice, ...mastered },
    { ...generalAcademy, ...notStarted },
  )
}

export function aClassMastery(
  pupils: { id: string; name: string; cells: MasteryStats[] }[],
): ClassMasteryDto {
  return users.getClassMastery.response.parse({
    window: 20,
    areas: [conditionals, passiveVoice, generalAcademy],
    pupils,
  })
}
