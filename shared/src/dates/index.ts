import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'
import timezone from 'dayjs/plugin/timezone'

dayjs.extend(utc)
dayjs.extend(timezone)

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

let ronFormat: Intl.NumberFormat | undefined

/**
 * Prices are in RON, written the Romanian way ("100,00 RON"). Created on first use like the date formatters:
 * created where its module was evaluated, the landing's formatter held a page's start for 127 ms of a 4× slowed
 * CPU (the locale's number data loading), on every page that never shows a price.
 */
export function formatRon(amount: number): string {
  ronFormat ??= new Intl.NumberFormat('ro-RO', { style: 'currency', currency: 'RON' })
  return ronFormat.format(amount)
}

/** The calendar day in Bucharest, as YYYY-MM-DD. */
export function bucharestDay(instant: Date = new Date()): string {
  return dayjs(instant).tz(ZONE).format('YYYY-MM-DD')
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
