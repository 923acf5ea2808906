import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { normaliseUaePhone } from '../../../src/features/quote/phone.ts'
import { contactError, EMPTY_VALUES, isStepValid, parseDraft, progressPercent, purposeForAnalytics, quoteDetails, quoteSubmission, validateStep, type QuoteOptions } from '../../../src/features/quote/quote-form.ts'
import { quoteSchema } from '../../../src/content/schemas.ts'
import { islandTexts } from './island-texts.ts'

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
      if (!r.ok) expect(r.error).toBe(typed.trim() ? 'phoneInvalid' : 'phoneMissing')
    })
  }
})

describe('quote wizard rules', () => {
  const step1 = { ...EMPTY_VALUES, fullName: 'Sara', phone: '050 123 4567', budgetRange: '3000-5000', purpose: 'streaming' }

  it('requires fullName, budgetRange and purpose on step 1, and a phone only to be well formed (an e-mail on step 3 may stand for it)', () => {
    expect(Object.keys(validateStep(1, EMPTY_VALUES, options)).sort()).toEqual(['budgetRange', 'fullName', 'purpose'])
    expect(isStepValid(1, step1, options)).toBe(true)
    expect(isStepValid(1, { ...step1, phone: '' }, options)).toBe(true)
    expect(validateStep(1, { ...step1, phone: '04 123 4567' }, options)).toEqual({ phone: 'phoneInvalid' })
    expect(validateStep(1, { ...step1, fullName: '   ' }, options)).toEqual({ fullName: 'fullName' })
    expect(validateStep(1, { ...step1, budgetRange: '99-100' }, options)).toEqual({ budgetRange: 'budgetRange' })
  })

  it('has no required fields on step 2', () => {
    expect(isStepValid(2, EMPTY_VALUES, options)).toBe(true)
    expect(isStepValid(2, { ...EMPTY_VALUES, preferredCpu: 'amd', preferredGpu: 'no-preference' }, options)).toBe(true)
    expect(isStepValid(2, { ...EMPTY_VALUES, preferredCpu: 'cyrix' }, options)).toBe(false)
  })

  it('requires a phone or an e-mail by step 3, either enough, and what is given well formed', () => {
    expect(validateStep(3, EMPTY_VALUES, options)).toEqual({ email: 'contactMissing' })
    expect(validateStep(3, { ...EMPTY_VALUES, phone: '04 123 4567' }, options)).toEqual({ email: 'contactMissing' })
    expect(isStepValid(3, { ...EMPTY_VALUES, phone: '050 123 4567' }, options)).toBe(true)
    expect(isStepValid(3, { ...EMPTY_VALUES, email: 'sara@example.ae' }, options)).toBe(true)
    expect(isStepValid(3, { ...EMPTY_VALUES, phone: '050 123 4567', email: 'sara@example.ae' }, options)).toBe(true)
    expect(validateStep(3, { ...EMPTY_VALUES, email: 'sara@' }, options).email).toBe('emailInvalid')
    // A phone does not excuse a mistyped e-mail: the business would answer on a wrong address.
    expect(validateStep(3, { ...EMPTY_VALUES, phone: '050 123 4567', email: 'sara@' }, options).email).toBe('emailInvalid')
    expect(contactError({ phone: ' ', email: ' ' })).toBe('contactMissing')
  })

  it('builds the submission the form endpoint gets: the values as chosen, the request as text, nothing empty', () => {
    const texts = islandTexts('en').quote.t.message
    const meta = { reference: 'FPC-7K3Q9D', language: 'en', page: '/contact-dubai' }
    const phoneOnly = quoteSubmission({ ...step1, preferredGpu: 'nvidia', additionalNotes: '  RGB & quiet  ' }, options, texts, meta)
    expect(phoneOnly).toEqual({
      form: 'quote',
      reference: 'FPC-7K3Q9D',
      language: 'en',
      page: '/contact-dubai',
      _subject: 'Custom PC Build Quote Request - Sara (FPC-7K3Q9D)',
      name: 'Sara',
      phone: '+971501234567',
      budget: '3000-5000',
      purpose: 'streaming',
      gpu: 'nvidia',
      notes: 'RGB & quiet',
      message: expect.stringContaining('Name: Sara\nEmail: Not given\nPhone: +971501234567\nBudget: 3,000 – 5,000 AED\nPurpose: Streaming'),
    })
    expect(phoneOnly.message).toContain('RGB & quiet')
    const emailOnly = quoteSubmission({ ...step1, phone: '', email: ' sara@example.ae ' }, options, texts, meta)
    expect(emailOnly.email).toBe('sara@example.ae')
    expect('phone' in emailOnly).toBe(false)
    expect(emailOnly.message).toContain('Phone: Not given')
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

describe("the wizard's words, in the page's language", () => {
  const en = islandTexts('en').quote
  const ar = islandTexts('ar').quote
  const errorOf = (t: typeof en.t, typed: string) => {
    const r = normaliseUaePhone(typed)
    return r.ok || r.error === 'phoneMissing' ? '' : t.errors[r.error]
  }

  it('says what is wrong with a phone number in English, as before', () => {
    expect(en.t.errors[validateStep(3, EMPTY_VALUES, options).email!]).toBe('Enter your e-mail address, or go back to step 1 and add a phone number.')
    expect(errorOf(en.t, '04 123 4567')).toBe('Enter a UAE mobile number, for example 050 123 4567 or +971 50 123 4567.')
    expect(en.t.errors[validateStep(1, { ...EMPTY_VALUES, fullName: ' ' }, options).fullName!]).toBe('Enter your full name.')
  })

  it('says it in Arabic on an Arabic page, the example numbers in Latin digits, isolated left to right and unbroken', () => {
    expect(ar.t.errors[validateStep(3, EMPTY_VALUES, options).email!]).toBe('أدخل بريدك الإلكتروني، أو ارجع إلى الخطوة 1 وأضف رقم هاتف.')
    expect(errorOf(ar.t, '04 123 4567')).toBe('أدخل رقم جوال إماراتيًا، مثل \u2066050\u00a0123\u00a04567\u2069 أو \u2066+971\u00a050\u00a0123\u00a04567\u2069.')
    expect(ar.t.errors[validateStep(3, { ...EMPTY_VALUES, email: 'sara@' }, options).email!]).toBe('أدخل بريدًا إلكترونيًا صحيحًا مثل name@example.com.')
    expect(ar.t.fields.phoneHint).toBe('رقم جوال إماراتي، مثل \u2066050\u00a0123\u00a04567\u2069 أو \u2066+971\u00a050\u00a0123\u00a04567\u2069. أو اتركه فارغًا وأدخل بريدك الإلكتروني في الخطوة 3.')
  })

  it('offers the answers with Arabic labels and the same values, and reports the English purpose to analytics', () => {
    expect(ar.options.budgetRanges.map((o) => o.value)).toEqual(options.budgetRanges.map((o) => o.value))
    expect(ar.options.purposes[0]).toEqual({ value: 'gaming', label: 'الألعاب', en: 'Gaming' })
    expect(ar.options.cpuPreferences[0]).toEqual({ value: 'intel', label: 'Intel' })
    expect(en.options.purposes[0]).toEqual({ value: 'gaming', label: 'Gaming' })
    const values = { ...EMPTY_VALUES, purpose: 'video-editing', budgetRange: '5000-8000' }
    expect(quoteDetails(values, ar.options)).toMatchObject({ purpose: 'مونتاج الفيديو', budget: '5,000 – 8,000 درهم' })
    expect(purposeForAnalytics(values, ar.options)).toBe('Video Editing')
    expect(purposeForAnalytics(values, en.options)).toBe('Video Editing')
  })
})
