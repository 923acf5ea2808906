/** Figures in words, the same in the audit's messages, its reports and the staff page. */
import type { PageTraffic } from './types.ts'

/** `12345` → `12,345`. */
export function thousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** `1,234 impressions and 56 clicks`. */
export function trafficWords(t: PageTraffic): string {
  return `${thousands(t.impressions)} impression${t.impressions === 1 ? '' : 's'} and ${thousands(t.clicks)} click${t.clicks === 1 ? '' : 's'}`
}
