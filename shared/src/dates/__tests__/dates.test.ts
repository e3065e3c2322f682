import {
  bucharestDay,
  formatCountdown,
  formatDate,
  formatDateTime,
  formatRon,
  plural,
} from '@grile/shared/dates'

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
    expect(formatDateTime('2024-12-31T22:30:00Z')).toBe('01.01.2025, 00:30')
    expect(formatDate('2024-12-31T22:30:00Z')).toBe('01.01.2025')
  })

  it('writes every timestamp as Intl writes it for ro-RO in Bucharest, and starts no Intl formatter', () => {
    const zone = 'Europe/Bucharest'
    const intlDateTime = new Intl.DateTimeFormat('ro-RO', {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: zone,
    })
    const intlDate = new Intl.DateTimeFormat('ro-RO', { dateStyle: 'short', timeZone: zone })
    const created = jest.spyOn(Intl, 'DateTimeFormat')
    try {
      const instants: number[] = []
      // Every 7 h 13 min from 2024 to 2040 (every hour of the day, every day of the week over time) ...
      for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2041, 0, 1); t += 433 * 60_000) instants.push(t)
      // ... and every minute of the hours around the clock changes and New Year.
      for (const hour of [Date.UTC(2026, 2, 29, 0), Date.UTC(2026, 9, 25, 0), Date.UTC(2026, 11, 31, 21)])
        for (let t = hour; t < hour + 3 * 3_600_000; t += 60_000) instants.push(t)
      const differences: string[] = []
      for (const t of instants) {
        const iso = new Date(t).toISOString()
        const instant = new Date(t)
        if (formatDateTime(iso) !== intlDateTime.format(instant))
          differences.push(`${iso}: ${formatDateTime(iso)}`)
        if (formatDate(iso) !== intlDate.format(instant)) differences.push(`${iso}: ${formatDate(iso)}`)
      }
      expect(differences).toEqual([])
      expect(created).not.toHaveBeenCalled()
    } finally {
      created.mockRestore()
    }
  })

  it('writes nothing for a missing or unreadable timestamp', () => {
    expect(formatDateTime(null)).toBe('')
    expect(formatDateTime(undefined)).toBe('')
    expect(formatDateTime('')).toBe('')
    expect(formatDateTime('not a date')).toBe('')
    expect(formatDate('not a date')).toBe('')
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

  it('writes every price as Intl writes RON in ro-RO, and starts no Intl formatter', () => {
    const intl = new Intl.NumberFormat('ro-RO', { style: 'currency', currency: 'RON' })
    const amounts = [
      0, 0.5, 1, 1.005, 2.675, 9.99, 49, 99.9, 100, 999.995, 1000, 1234.5, 12345.678, 1e6, 2500000.25, -5,
      -1234.5,
    ]
    const created = jest.spyOn(Intl, 'NumberFormat')
    try {
      for (let cents = 0; cents <= 200_000; cents += 37) amounts.push(cents / 100)
      for (const amount of amounts) expect([amount, formatRon(amount)]).toEqual([amount, intl.format(amount)])
      expect(created).not.toHaveBeenCalled()
    } finally {
      created.mockRestore()
    }
  })
})

describe('bucharestDay', () => {
  const intlDay = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Bucharest',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })

  it('is the day Intl gives for Europe/Bucharest, hour by hour from 2024 to 2040', () => {
    const created = jest.spyOn(Intl, 'DateTimeFormat')
    try {
      const differences: string[] = []
      for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2041, 0, 1); t += 3_600_000) {
        const instant = new Date(t)
        const day = bucharestDay(instant)
        if (day !== intlDay.format(instant)) differences.push(`${instant.toISOString()}: ${day}`)
      }
      expect(differences).toEqual([])
      expect(created).not.toHaveBeenCalled()
    } finally {
      created.mockRestore()
    }
  })

  it('turns at midnight in Bucharest, in winter and in summer', () => {
    expect(bucharestDay(new Date('2026-03-10T21:59:00Z'))).toBe('2026-03-10')
    expect(bucharestDay(new Date('2026-03-10T22:00:00Z'))).toBe('2026-03-11')
    expect(bucharestDay(new Date('2026-07-10T20:59:00Z'))).toBe('2026-07-10')
    expect(bucharestDay(new Date('2026-07-10T21:00:00Z'))).toBe('2026-07-11')
  })
})
