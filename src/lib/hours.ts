import type { SiteData } from '../content/schemas.ts'

const short: Record<string, string> = { Sunday: 'Sun', Monday: 'Mon', Tuesday: 'Tue', Wednesday: 'Wed', Thursday: 'Thu', Friday: 'Fri', Saturday: 'Sat' }

/** `09:00` → `9AM`, `19:30` → `7:30PM`. */
function clock(hhmm: string) {
  const [h, m] = hhmm.split(':').map(Number) as [number, number]
  const suffix = h >= 12 ? 'PM' : 'AM'
  const hour = h % 12 === 0 ? 12 : h % 12
  return `${hour}${m ? `:${String(m).padStart(2, '0')}` : ''}${suffix}`
}

/** Opening hours as people read them: `Sun–Thu 9AM–7PM`. */
export function formatHours(hours: SiteData['site']['hours']): string {
  return hours
    .map((h) => {
      const days = h.days.length > 2 ? `${short[h.days[0]!]}–${short[h.days.at(-1)!]}` : h.days.map((d) => short[d]).join(', ')
      return `${days} ${clock(h.opens)}–${clock(h.closes)}`
    })
    .join('; ')
}
