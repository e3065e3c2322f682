import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'

dayjs.extend(utc)

const ZONE = 'Europe/Bucharest'

/**
 * Created on first use, once: the first formatter with a time zone loads the browser's locale and zone data
 * (19–38 ms in Chromium on the development machine, unthrottled), which a remote paid when its code was
 * evaluated, before its page rendered, even when that page shows no date.
 */
let dateTimeFormat: Intl.DateTimeFormat | undefined
let dateFormat: Intl.DateTimeFormat | undefined

/** Server timestamps are UTC; people read them in ro-RO, Bucharest time. */
export function formatDateTime(isoUtc: string | null | undefined): string {
  if (!isoUtc) return ''
  dateTimeFormat ??= new Intl.DateTimeFormat('ro-RO', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: ZONE,
  })
  return dateTimeFormat.format(dayjs.utc(isoUtc).toDate())
}

export function formatDate(isoUtc: string | null | undefined): string {
  if (!isoUtc) return ''
  dateFormat ??= new Intl.DateTimeFormat('ro-RO', { dateStyle: 'short', timeZone: ZONE })
  return dateFormat.format(dayjs.utc(isoUtc).toDate())
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
  return new Date(instant.getTime() + bucharestOffsetHours(instant) * 3_600_000).toISOString().slice(0, 10)
}

/** Seconds as m:ss or h:mm:ss. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds))
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  const pad = (n: number) => String(n).padStart(2, '0')
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`
}

/** Time left, for countdowns: `hh:mm:ss`, with the whole days in front when there are any. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds))
  const days = Math.floor(seconds / 86_400)
  const h = Math.floor((seconds % 86_400) / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  const pad = (n: number) => String(n).padStart(2, '0')
  const clock = `${pad(h)}:${pad(m)}:${pad(s)}`
  return days > 0 ? `${days} ${plural(days, 'day', 'days')} ${clock}` : clock
}

/** The plural rule (docs/product-rules.md#dates-and-numbers): singular only when the count is exactly 1. */
export function plural(count: number, singular: string, pluralForm: string): string {
  return count === 1 ? singular : pluralForm
}
