/**
 * Posting a request (the quote, the price match) to the form endpoint of data/site.json `forms.endpoint`
 * (docs/decisions/quote-endpoint.md): a JSON body, `Accept: application/json`, and any 2xx answer means the
 * request arrived. The visitor is shown a reference: the endpoint's own (`{"reference": "…"}` in its answer)
 * or the one the browser made and put in the request, so the business can find it either way.
 */

/** How long a visitor waits for the endpoint before the other ways to send are offered. */
export const SEND_TIMEOUT_MS = 15_000

/** Why a request did not arrive: no endpoint set, no answer (network, blocked), a refusal (not 2xx), or too slow. */
export type SendFailure = 'unset' | 'network' | 'refused' | 'timeout'
export type SendResult = { ok: true; reference: string } | { ok: false; failure: SendFailure }

/** Letters and digits that cannot be misread for each other (Crockford's base 32: no I, L, O, U). */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** A short reference for one request, such as `FPC-7K3Q9D`, from six random bytes. */
export function newReference(random: Uint8Array = crypto.getRandomValues(new Uint8Array(6))): string {
  return `FPC-${Array.from(random.slice(0, 6), (b) => REFERENCE_ALPHABET[b % 32]).join('')}`
}

/** The endpoint's reference when its answer has one that reads as a reference, else ours. */
function referenceFrom(answer: unknown, ours: string): string {
  const theirs = answer && typeof answer === 'object' ? (answer as { reference?: unknown }).reference : undefined
  return typeof theirs === 'string' && /^[\w-]{1,40}$/.test(theirs) ? theirs : ours
}

/** Posts `payload` (which carries `reference`); never throws. */
export async function postRequest(endpoint: string, payload: { reference: string }, { timeoutMs = SEND_TIMEOUT_MS, fetchImpl = fetch } = {}): Promise<SendResult> {
  if (!endpoint) return { ok: false, failure: 'unset' }
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
      credentials: 'omit',
      referrerPolicy: 'strict-origin-when-cross-origin',
    })
    if (!response.ok) return { ok: false, failure: 'refused' }
    const answer: unknown = await response.json().catch(() => null)
    return { ok: true, reference: referenceFrom(answer, payload.reference) }
  } catch {
    return { ok: false, failure: timedOut ? 'timeout' : 'network' }
  } finally {
    clearTimeout(timer)
  }
}

/** The fields of a request that are empty left out (a form service may check an empty `email` as an address). */
export function withoutEmpty<T extends Record<string, string>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v.trim() !== '')) as Partial<T>
}
