import { describe, expect, it } from 'vitest'
import { formatHours } from '../../../src/lib/hours.ts'
import type { SiteData } from '../../../src/content/schemas.ts'

const hours: SiteData['site']['hours'] = [
  { days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '09:00', closes: '19:00' },
  { days: ['Friday', 'Saturday'], opens: '14:30', closes: '20:00' },
]

describe('opening hours', () => {
  it('reads as before in English', () => {
    expect(formatHours(hours)).toBe('Sun–Thu 9AM–7PM; Fri, Sat 2:30PM–8PM')
  })
  it('reads in Arabic with Arabic day names and Western digits', () => {
    expect(formatHours(hours, 'ar')).toBe('الأحد–الخميس 9 ص–7 م؛ الجمعة، السبت 2:30 م–8 م')
  })
})
