import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'

dayjs.extend(utc)

/** Two digits, as ro-RO writes days, months, hours and minutes. */
const pad2 = (n: number) => String(n).padStart(2, '0')

/** An instant as Bucharest's wall clock, in the UTC fields of the returned date. */
function inBucharest(instant: Date): Date {
  return new Date(instant.getTime() + bucharestOffsetHours(instant) * 3_600_000)
}

/** A UTC server timestamp as Bucharest's wall clock (undefined when the timestamp is not one). */
function bucharestWallClock(isoUtc: string): Date | undefined {
  const instant = dayjs.utc(isoUtc).toDate()
  return Number.isNaN(instant.getTime()) ? undefined : inBucharest(instant)
}

/** dd.mm.yyyy, ro-RO's short date. */
function shortDate(wall: Date): string {
  return `${pad2(wall.getUTCDate())}.${pad2(wall.getUTCMonth() + 1)}.${wall.getUTCFullYear()}`
}

/**
 * Server timestamps are UTC; people read them in ro-RO, Bucharest time ("05.01.2026, 05:04"), exactly as
 * `Intl.DateTimeFormat('ro-RO', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Bucharest' })`
 * writes them (the tests compare the two). Written here rather than by Intl for the reason `formatRon` is: a
 * page's first Intl object starts the browser's ICU library, about 130 ms of a 4× slowed CPU, and on a page
 * with dates (`/attempts`, purchases, a pupil's activity) a date was that first object.
 */
export function formatDateTime(isoUtc: string | null | undefined): string {
  const wall = isoUtc ? bucharestWallClock(isoUtc) : undefined
  if (!wall) return ''
  return `${shortDate(wall)}, ${pad2(wall.getUTCHours())}:${pad2(wall.getUTCMinutes())}`
}

/** The day alone, as `formatDateTime` writes it ("05.01.2026"). */
export function formatDate(isoUtc: string | null | undefined): string {
  const wall = isoUtc ? bucharestWallClock(isoUtc) : undefined
  return wall ? shortDate(wall) : ''
}

/** Thousands in a price: a dot before each group of three digits (ro-RO). */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g

/**
 * Prices are in RON, written the Romanian way ("1.234,50 RON"), exactly as
 * `new Intl.NumberFormat('ro-RO', { style: 'currency', currency: 'RON' })` writes them (the tests compare the
 * two). Written here rather than by Intl: a page's first Intl object starts the browser's ICU library, 130–230
 * ms of a 4× slowed CPU, and on the landing and /lessons a price was that first object, in one task of the
 * app's first render (docs/performance.md).
 */
export function formatRon(amount: number): string {
  // In cents, rounded half away from zero as Intl rounds, from the decimal the number is written as (1.005 → 1,01).
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)))
  const whole = String(Math.floor(cents / 100)).replace(THOUSANDS, '.')
  const fraction = String(cents % 100).padStart(2, '0')
  return `${amount < 0 && cents > 0 ? '-' : ''}${whole},${fraction}\u00a0RON`
}

/** The day of the month of a month's last Sunday (`month` from 0). */
function lastSunday(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0))
  return lastDay.getUTCDate() - lastDay.getUTCDay()
}

/**
 * Bucharest's offset from UTC, in hours: 3 in summer time, from 01:00 UTC on the last Sunday of March to 01:00
 * UTC on the last Sunday of October (the European Union's rule since 1996), 2 otherwise.
 */
function bucharestOffsetHours(instant: Date): number {
  const year = instant.getUTCFullYear()
  const summerStarts = Date.UTC(year, 2, lastSunday(year, 2), 1)
  const summerEnds = Date.UTC(year, 9, lastSunday(year, 9), 1)
  return instant.getTime() >= summerStarts && instant.getTime() < summerEnds ? 3 : 2
}

/**
 * The calendar day in Bucharest, as YYYY-MM-DD (the API's day of the exercise of the day). From the EU's rule,
 * not from Intl's time zones: a page's first Intl object starts the browser's ICU library, 120 ms of a 4× slowed
 * CPU, and on the user home this day was that first object. The tests compare it with Intl, hour by hour.
 */
export function bucharestDay(instant: Date = new Date()): string {
  return inBucharest(instant).toISOString().slice(0, 10)
}

/** Seconds as m:ss or h:mm:ss. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds))
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  return h > 0 ? `${h}:${pad2(m)}:${pad2(s)}` : `${m}:${pad2(s)}`
}

/** Time left, for countdowns: `hh:mm:ss`, with the whole days in front when there are any. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds))
  const days = Math.floor(seconds / 86_400)
  const h = Math.floor((seconds % 86_400) / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  const clock = `${pad2(h)}:${pad2(m)}:${pad2(s)}`
  return days > 0 ? `${days} ${plural(days, 'day', 'days')} ${clock}` : clock
}

/** The plural rule (docs/product-rules.md#dates-and-numbers): singular only when the count is exactly 1. */
export function plural(count: number, singular: string, pluralForm: string): string {
  return count === 1 ? singular : pluralForm
}
