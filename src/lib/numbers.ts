/**
 * Numbers as the site writes them (en-US digit groups): `12000` → `12,000`.
 *
 * Whole numbers, which is every price and count the site shows, get their groups from a regular
 * expression. `toLocaleString` built a new formatter on every call, and even one cached
 * `Intl.NumberFormat` costs about 11 ms of ICU start-up the first time a page makes one: on the home
 * page that was one long task during hydration (45–55 ms with a phone's 4× slower CPU). Anything else
 * goes to Intl (tests/unit/speed/numbers.test.ts checks both give the same text).
 */
let intl: Intl.NumberFormat | undefined

/** `1800` → `1,800 AED`. */
export function formatAed(amount: number): string {
  return `${formatNumber(amount)} AED`
}

export function formatNumber(n: number): string {
  if (Number.isSafeInteger(n)) return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  intl ??= new Intl.NumberFormat('en-US')
  return intl.format(n)
}
