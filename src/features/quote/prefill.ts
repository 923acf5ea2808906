/**
 * Answers handed to the quote form in its address, by the build chooser's "Get this build"
 * (`/contact-dubai?purpose=gaming&budget=5000-8000&cpu=amd&gpu=nvidia&notes=…#quote-form`). Only known
 * answers are taken; the visitor's own name, phone and e-mail are never in a link and never overwritten.
 */
import { EMPTY_DRAFT, NOTES_MAX, type QuoteDraft, type QuoteOptions, type QuoteValues } from './quote-form.ts'

export type Prefill = Partial<Pick<QuoteValues, 'purpose' | 'budgetRange' | 'preferredCpu' | 'preferredGpu' | 'additionalNotes'>>

/** The answers in a query string; null when it carries none. */
export function prefillFromQuery(search: string, options: QuoteOptions): Prefill | null {
  const q = new URLSearchParams(search)
  const out: Prefill = {}
  const pick = (key: string, list: QuoteOptions[keyof QuoteOptions]) => {
    const v = q.get(key)
    return v !== null && list.some((o) => o.value === v) ? v : undefined
  }
  const purpose = pick('purpose', options.purposes)
  const budget = pick('budget', options.budgetRanges)
  const cpu = pick('cpu', options.cpuPreferences)
  const gpu = pick('gpu', options.gpuPreferences)
  const notes = q.get('notes')?.trim().slice(0, NOTES_MAX)
  if (purpose) out.purpose = purpose
  if (budget) out.budgetRange = budget
  if (cpu) out.preferredCpu = cpu
  if (gpu) out.preferredGpu = gpu
  if (notes) out.additionalNotes = notes
  return Object.keys(out).length ? out : null
}

/** The query keys prefillFromQuery reads, removed from the address once the form has taken them. */
export const PREFILL_KEYS = ['purpose', 'budget', 'cpu', 'gpu', 'notes'] as const

/**
 * The draft with the handed-over answers: they replace the same answers, the visitor's typed name,
 * phone and e-mail stay, and the form opens on step 1 (where the name and phone are still asked).
 */
export function applyPrefill(draft: QuoteDraft, prefill: Prefill): QuoteDraft {
  return { ...draft, step: 1, values: { ...(draft.values ?? EMPTY_DRAFT.values), ...prefill } }
}
