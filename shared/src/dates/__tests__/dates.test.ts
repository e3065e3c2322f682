import { formatCountdown, formatDateTime, formatRon, plural } from '@grile/shared/dates'
import type * as Dates from '@grile/shared/dates'

describe('formatCountdown', () => {
  it('shows hours, minutes and seconds under a day', () => {
    expect(formatCountdown(3 * 3600 + 4 * 60 + 5)).toBe('03:04:05')
  })

  it('puts whole days in front, singular only for one day', () => {
    expect(formatCountdown(86_400 + 59)).toBe('1 day 00:00:59')
    expect(formatCountdown(6 * 86_400 + 86_399)).toBe('6 days 23:59:59')
  })

  it('never goes below zero', () => {
    expect(formatCountdown(-5)).toBe('00:00:00')
  })
})

describe('formatDateTime', () => {
  it('reads a UTC server timestamp in Bucharest time, ro-RO', () => {
    // 22:30 UTC on 31 Dec is already the next year in Bucharest (UTC+2 in winter).
    expect(formatDateTime('2024-12-31T22:30:00Z')).toMatch(/^01\.01\.2025,? 00:30$/)
  })
})

describe('plural', () => {
  it('is singular only for exactly one', () => {
    expect(plural(1, 'lesson', 'lessons')).toBe('lesson')
    expect(plural(0, 'lesson', 'lessons')).toBe('lessons')
    expect(plural(2, 'attempt', 'attempts')).toBe('attempts')
  })
})

describe('formatRon', () => {
  it('writes a price the Romanian way, with two decimals', () => {
    expect(formatRon(100)).toBe('100,00\u00a0RON')
    expect(formatRon(1234.5)).toBe('1.234,50\u00a0RON')
  })

  it('creates its formatter on first use, once: evaluating the module loads no locale data', () => {
    const created = jest.spyOn(Intl, 'NumberFormat')
    try {
      jest.isolateModules(() => {
        const { formatRon: fresh } = jest.requireActual<typeof Dates>('@grile/shared/dates')
        expect(created).not.toHaveBeenCalled()
        fresh(5)
        fresh(7)
        expect(created).toHaveBeenCalledTimes(1)
      })
    } finally {
      created.mockRestore()
    }
  })
})
