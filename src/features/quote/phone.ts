/**
 * UAE phone numbers as people type them: `050 123 4567`, `+971 50 123 4567`,
 * `00971501234567`, `(050) 123-4567`, `971 50 123 4567`, `50 123 4567`.
 * The quote goes to a WhatsApp number, so a UAE mobile (05x) is required.
 */

/** Why a number was refused: the key of its message in data/messages/<locale>/quote.json `errors`. */
export type PhoneError = 'phoneMissing' | 'phoneInvalid'
export type PhoneResult = { ok: true; digits: string; international: string } | { ok: false; error: PhoneError }

/** The two shapes the hint and the error show (`quote.phoneExample` puts them in a sentence). */
export const PHONE_EXAMPLES = { local: '050 123 4567', international: '+971 50 123 4567' } as const

/** The national part (without 0 or +971) of what was typed, or undefined when the shape is not a UAE number. */
function nationalPart(input: string): string | undefined {
  const trimmed = input.trim()
  if (!/^[+\d\s().-]+$/.test(trimmed)) return undefined
  // A + is only allowed at the start.
  if (trimmed.lastIndexOf('+') > 0) return undefined
  const digits = trimmed.replace(/\D/g, '')
  if (trimmed.startsWith('+')) return digits.startsWith('971') ? digits.slice(3) : undefined
  if (digits.startsWith('00971')) return digits.slice(5)
  if (digits.startsWith('971') && digits.length >= 11) return digits.slice(3)
  if (digits.startsWith('0')) return digits.slice(1)
  return digits
}

/** Validates and normalises to international digits (`971501234567`). */
export function normaliseUaePhone(input: string): PhoneResult {
  if (!input.trim()) return { ok: false, error: 'phoneMissing' }
  const national = nationalPart(input)?.replace(/^0/, '')
  if (national === undefined || !/^5\d{8}$/.test(national)) {
    return { ok: false, error: 'phoneInvalid' }
  }
  const digits = `971${national}`
  return { ok: true, digits, international: `+${digits}` }
}
