/**
 * Posting to the form endpoint (src/lib/form-endpoint.ts) and the price-match request's rules and submission
 * (src/features/email/price-match.ts): what counts as received, what as failed, and what the endpoint gets.
 */
import { describe, expect, it } from 'vitest'
import { newReference, postRequest, withoutEmpty } from '../../../src/lib/form-endpoint.ts'
import { priceMatchProblem, priceMatchSubmission } from '../../../src/features/email/price-match.ts'

const ENDPOINT = 'https://formspree.io/f/abcdwxyz'
const payload = { reference: 'FPC-7K3Q9D', name: 'Sara' }

/** A fetch that records what it was given and answers with `answer` (a Response, or an error to throw). */
function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = []
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    return answer()
  }) as unknown as typeof fetch
  return { calls, fetchImpl }
}

describe('newReference', () => {
  it('is FPC- and six letters or digits that cannot be misread, from the random bytes', () => {
    expect(newReference(new Uint8Array([0, 1, 10, 18, 31, 32]))).toBe('FPC-01AJZ0')
    for (let i = 0; i < 200; i++) expect(newReference()).toMatch(/^FPC-[0-9A-HJKMNP-TV-Z]{6}$/)
  })
})

describe('postRequest', () => {
  it('posts the request as JSON, asks for JSON, sends no cookies, and takes any 2xx as received, with our reference', async () => {
    const { calls, fetchImpl } = fakeFetch(() => new Response('{"next":"/thanks","ok":true}', { status: 200 }))
    await expect(postRequest(ENDPOINT, payload, { fetchImpl })).resolves.toEqual({ ok: true, reference: 'FPC-7K3Q9D' })
    expect(calls).toHaveLength(1)
    expect(calls[0]!.url).toBe(ENDPOINT)
    expect(calls[0]!.init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, credentials: 'omit' })
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual(payload)
    // An answer without a body, or not JSON, is still an arrival.
    await expect(postRequest(ENDPOINT, payload, fakeFetch(() => new Response(null, { status: 204 })))).resolves.toEqual({ ok: true, reference: 'FPC-7K3Q9D' })
    await expect(postRequest(ENDPOINT, payload, fakeFetch(() => new Response('<p>Thanks</p>', { status: 201 })))).resolves.toEqual({ ok: true, reference: 'FPC-7K3Q9D' })
  })

  it("shows the endpoint's own reference when its answer has one that reads as a reference", async () => {
    await expect(postRequest(ENDPOINT, payload, fakeFetch(() => Response.json({ reference: 'Q-2026-0042' })))).resolves.toEqual({ ok: true, reference: 'Q-2026-0042' })
    await expect(postRequest(ENDPOINT, payload, fakeFetch(() => Response.json({ reference: '<b>x</b>' })))).resolves.toEqual({ ok: true, reference: 'FPC-7K3Q9D' })
    await expect(postRequest(ENDPOINT, payload, fakeFetch(() => Response.json({ reference: 42 })))).resolves.toEqual({ ok: true, reference: 'FPC-7K3Q9D' })
  })

  it('says why a request did not arrive: no endpoint, refused, no answer, too slow', async () => {
    const never = fakeFetch(() => new Response(null))
    await expect(postRequest('', payload, never)).resolves.toEqual({ ok: false, failure: 'unset' })
    expect(never.calls).toEqual([])
    for (const status of [400, 422, 500, 503]) await expect(postRequest(ENDPOINT, payload, fakeFetch(() => new Response('{}', { status })))).resolves.toEqual({ ok: false, failure: 'refused' })
    await expect(postRequest(ENDPOINT, payload, fakeFetch(() => Promise.reject(new TypeError('Failed to fetch'))))).resolves.toEqual({ ok: false, failure: 'network' })
    const hanging = (async (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as unknown as typeof fetch
    await expect(postRequest(ENDPOINT, payload, { fetchImpl: hanging, timeoutMs: 20 })).resolves.toEqual({ ok: false, failure: 'timeout' })
  })

  it('leaves empty fields out of a request', () => {
    expect(withoutEmpty({ phone: '', email: 'a@b.ae', notes: '  ' })).toEqual({ email: 'a@b.ae' })
  })
})

describe('the price-match request', () => {
  const values = { product: 'RTX 5070 Ti', competitorPrice: '3,199', source: '', phone: '', email: '' }

  it('goes to the endpoint with the product and a well-formed phone or e-mail; either is enough', () => {
    expect(priceMatchProblem(values)).toBe('needs')
    expect(priceMatchProblem({ ...values, product: ' ', email: 'sara@example.ae' })).toBe('needs')
    expect(priceMatchProblem({ ...values, phone: '050 123 4567' })).toBeNull()
    expect(priceMatchProblem({ ...values, email: 'sara@example.ae' })).toBeNull()
    expect(priceMatchProblem({ ...values, phone: '04 123 4567' })).toBe('invalidPhone')
    expect(priceMatchProblem({ ...values, phone: '050 123 4567', email: 'sara@' })).toBe('invalidEmail')
  })

  it('sends the offer, the contact in international form, the e-mail text, and nothing empty', () => {
    const message = { subject: 'Price Match Request - RTX 5070 Ti', body: 'Hello…\n\nProduct: RTX 5070 Ti' }
    const sent = priceMatchSubmission({ ...values, phone: '050 123 4567' }, message, { reference: 'FPC-7K3Q9D', language: 'ar', page: '/ar/price-match-dubai' })
    expect(sent).toEqual({
      form: 'price-match',
      reference: 'FPC-7K3Q9D',
      language: 'ar',
      page: '/ar/price-match-dubai',
      _subject: 'Price Match Request - RTX 5070 Ti (FPC-7K3Q9D)',
      product: 'RTX 5070 Ti',
      competitorPrice: '3,199',
      phone: '+971501234567',
      message: message.body,
    })
  })
})
