import type { SiteData } from '../content/schemas.ts'
import { FORMAT_LOCALE, SOURCE_LOCALE, type Locale } from '../i18n/messages.ts'

const short: Record<string, string> = { Sunday: 'Sun', Monday: 'Mon', Tuesday: 'Tue', Wednesday: 'Wed', Thursday: 'Thu', Friday: 'Fri', Saturday: 'Sat' }
const DAY_INDEX: Record<string, number> = { Sunday: 0, Monday: 1, Tuesday: 2, Wednesday: 3, Thursday: 4, Friday: 5, Saturday: 6 }

/** `09:00` → `9AM`, `19:30` → `7:30PM`. */
function clock(hhmm: string) {
  const [h, m] = hhmm.split(':').map(Number) as [number, number]
  const suffix = h >= 12 ? 'PM' : 'AM'
  const hour = h % 12 === 0 ? 12 : h % 12
  return `${hour}${m ? `:${String(m).padStart(2, '0')}` : ''}${suffix}`
}

/** A day and a time in another language, by Intl (1 January 2023 was a Sunday): `الأحد`, `9 ص`. */
function dayIn(day: string, locale: Locale) {
  return new Intl.DateTimeFormat(FORMAT_LOCALE[locale], { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + DAY_INDEX[day]!))
}
function clockIn(hhmm: string, locale: Locale) {
  const [h, m] = hhmm.split(':').map(Number) as [number, number]
  return new Intl.DateTimeFormat(FORMAT_LOCALE[locale], { hour: 'numeric', ...(m ? { minute: '2-digit' } : {}), timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1, h, m))
}

/** Opening hours as people read them: `Sun–Thu 9AM–7PM` in English, `الأحد–الخميس 9 ص–7 م` in Arabic. */
export function formatHours(hours: SiteData['site']['hours'], locale: Locale = SOURCE_LOCALE): string {
  const day = locale === SOURCE_LOCALE ? (d: string) => short[d]! : (d: string) => dayIn(d, locale)
  const time = locale === SOURCE_LOCALE ? clock : (t: string) => clockIn(t, locale)
  return hours
    .map((h) => {
      const days = h.days.length > 2 ? `${day(h.days[0]!)}–${day(h.days.at(-1)!)}` : h.days.map(day).join(locale === SOURCE_LOCALE ? ', ' : '، ')
      return `${days} ${time(h.opens)}–${time(h.closes)}`
    })
    .join(locale === SOURCE_LOCALE ? '; ' : '؛ ')
}
