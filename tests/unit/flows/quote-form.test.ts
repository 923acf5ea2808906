import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { normaliseUaePhone } from '../../../src/features/quote/phone.ts'
import { EMPTY_VALUES, isStepValid, parseDraft, progressPercent, quoteDetails, validateStep, type QuoteOptions } from '../../../src/features/quote/quote-form.ts'
import { quoteSchema } from '../../../src/content/schemas.ts'

const options: QuoteOptions = quoteSchema.parse(JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../data/quote.json'), 'utf8')))

describe('data/quote.json', () => {
  it('has exactly the option values of SPEC section 5', () => {
    expect(options.budgetRanges.map((o) => o.value)).toEqual(['1800-3000', '3000-5000', '5000-8000', '8000-12000', '12000-plus'])
    expect(options.purposes.map((o) => o.value)).toEqual(['gaming', 'video-editing', '3d-workstation', 'general-use', 'streaming', 'productivity'])
    expect(options.cpuPreferences.map((o) => o.value)).toEqual(['intel', 'amd', 'no-preference'])
    expect(options.gpuPreferences.map((o) => o.value)).toEqual(['nvidia', 'amd', 'no-preference'])
  })
})

describe('normaliseUaePhone', () => {
  const accepted: [string, string][] = [
    ['050 123 4567', '971501234567'],
    ['+971 50 123 4567', '971501234567'],
    ['00971501234567', '971501234567'],
    ['0501234567', '971501234567'],
    ['(050) 123-4567', '971501234567'],
    ['971 55 987 6543', '971559876543'],
    ['+971 050 123 4567', '971501234567'],
    ['52 746 3301', '971527463301'],
    ['  +971-58-111-2222  ', '971581112222'],
  ]
  for (const [typed, digits] of accepted) {
    it(`accepts ${JSON.stringify(typed)} as ${digits}`, () => {
      const r = normaliseUaePhone(typed)
      expect(r).toEqual({ ok: true, digits, international: `+${digits}` })
    })
  }
  const rejected = ['', '   ', '050 123 456', '050 123 45678', '04 123 4567', '+44 7700 900123', '050-abc-4567', '05 0123 4567 +', '1234567890']
  for (const typed of rejected) {
    it(`rejects ${JSON.stringify(typed)} with a message`, () => {
      const r = normaliseUaePhone(typed)
      expect(r.ok).toBe(false)
      if (!r.ok) expect(r.message).toMatch(typed.trim() ? /UAE mobile number, for example 050 123 4567/ : /Enter your WhatsApp or mobile number/)
    })
  }
})

describe('quote wizard rules', () => {
  const step1 = { ...EMPTY_VALUES, fullName: 'Sara', phone: '050 123 4567', budgetRange: '3000-5000', purpose: 'streaming' }

  it('requires fullName, phone, budgetRange and purpose on step 1', () => {
    expect(Object.keys(validateStep(1, EMPTY_VALUES, options)).sort()).toEqual(['budgetRange', 'fullName', 'phone', 'purpose'])
    expect(isStepValid(1, step1, options)).toBe(true)
    expect(validateStep(1, { ...step1, fullName: '   ' }, options)).toEqual({ fullName: 'Enter your full name.' })
    expect(validateStep(1, { ...step1, budgetRange: '99-100' }, options)).toEqual({ budgetRange: 'Choose a budget range.' })
  })

  it('has no required fields on step 2', () => {
    expect(isStepValid(2, EMPTY_VALUES, options)).toBe(true)
    expect(isStepValid(2, { ...EMPTY_VALUES, preferredCpu: 'amd', preferredGpu: 'no-preference' }, options)).toBe(true)
    expect(isStepValid(2, { ...EMPTY_VALUES, preferredCpu: 'cyrix' }, options)).toBe(false)
  })

  it('requires a well-formed e-mail on step 3', () => {
    expect(validateStep(3, EMPTY_VALUES, options)).toEqual({ email: 'Enter your e-mail address.' })
    expect(validateStep(3, { ...EMPTY_VALUES, email: 'sara@' }, options).email).toMatch(/name@example\.com/)
    expect(isStepValid(3, { ...EMPTY_VALUES, email: 'sara@example.ae' }, options)).toBe(true)
  })

  it('shows progress as step/3 in percent', () => {
    expect([progressPercent(1), progressPercent(2), progressPercent(3)]).toEqual([33, 67, 100])
  })

  it('turns answers into labels, an international phone and empty preferences', () => {
    const d = quoteDetails({ ...step1, preferredCpu: 'no-preference', preferredGpu: 'nvidia', email: ' sara@example.ae ', additionalNotes: 'x' }, options)
    expect(d).toEqual({ fullName: 'Sara', email: 'sara@example.ae', phone: '+971501234567', budget: '3,000 – 5,000 AED', purpose: 'Streaming', cpu: '', gpu: 'NVIDIA', notes: 'x' })
  })

  it('reads a saved draft defensively', () => {
    expect(parseDraft(null).step).toBe(1)
    expect(parseDraft('{not json').values).toEqual(EMPTY_VALUES)
    const d = parseDraft(JSON.stringify({ step: 3, values: { fullName: 'Sara', phone: 5, evil: 'x' }, touched: { fullName: true, phone: 'yes' }, started: true }))
    expect(d).toEqual({ step: 3, values: { ...EMPTY_VALUES, fullName: 'Sara' }, touched: { fullName: true }, started: true })
    expect(parseDraft(JSON.stringify({ step: 7 })).step).toBe(1)
  })
})
