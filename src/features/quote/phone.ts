/**
 * UAE phone numbers as people type them: `050 123 4567`, `+971 50 123 4567`,
 * `00971501234567`, `(050) 123-4567`, `971 50 123 4567`, `50 123 4567`.
 * The quote goes to a WhatsApp number, so a UAE mobile (05x) is required.
 */

export type PhoneResult = { ok: true; digits: string; international: string } | { ok: false; message: string }

export const PHONE_EXAMPLE = '050 123 4567 or +971 50 123 4567'

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
  if (!input.trim()) return { ok: false, message: 'Enter your WhatsApp or mobile number.' }
  const national = nationalPart(input)?.replace(/^0/, '')
  if (national === undefined || !/^5\d{8}$/.test(national)) {
    return { ok: false, message: `Enter a UAE mobile number, for example ${PHONE_EXAMPLE}.` }
  }
  const digits = `971${national}`
  return { ok: true, digits, international: `+${digits}` }
}
