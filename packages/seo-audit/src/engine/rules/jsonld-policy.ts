/**
 * Structured data that parses but that Google's policies ignore or penalise,
 * checked over every entity of a page's JSON-LD (nested ones too):
 * - jsonld-self-serving-review: `review` or `aggregateRating` on an
 *   Organization or LocalBusiness (Store, ComputerStore, ...) about itself;
 *   and on a Product of a page that carries several Products (a rating belongs
 *   on one product's page, next to the reviews it shows).
 * - jsonld-multiple-products: more than one Product on a page (variants under
 *   a ProductGroup's `hasVariant` and ItemList entries that only point at a
 *   URL do not count).
 * - jsonld-geo-precision: GeoCoordinates with fewer than 5 decimals.
 * - jsonld-date-order: `dateModified` before `datePublished`.
 */
import type { Report } from '../report.ts'
import type { PageRecord } from '../page-record.ts'
import { has, label, LOCAL_BUSINESS_TYPES, typesOf, type Json, type JsonNode, type ParsedBlock } from './jsonld.ts'

const ORGANIZATION_TYPES = new Set(['Organization', 'Corporation', 'OnlineStore', 'OnlineBusiness'])
const GEO_DECIMALS = 5
const MAX_DEPTH = 16

/** Organization, LocalBusiness and their subtypes (any type named …Store or …Business too). */
export function isBusinessType(type: string): boolean {
  return ORGANIZATION_TYPES.has(type) || LOCAL_BUSINESS_TYPES.has(type) || /(?:Store|Business)$/.test(type)
}

interface Entity {
  node: JsonNode
  types: string[]
  offset: number
  /** Inside a ProductGroup's `hasVariant`. */
  variant: boolean
}

/** Every typed object of the blocks, at any depth. */
function entities(blocks: ParsedBlock[]): Entity[] {
  const out: Entity[] = []
  const visit = (v: Json, offset: number, depth: number, variant: boolean) => {
    if (depth > MAX_DEPTH || v === null || typeof v !== 'object') return
    if (Array.isArray(v)) {
      for (const x of v) visit(x, offset, depth + 1, variant)
      return
    }
    const types = typesOf(v)
    if (types.length) out.push({ node: v, types, offset, variant })
    for (const k in v) visit(v[k]!, offset, depth + 1, variant || k === 'hasVariant')
  }
  for (const b of blocks) visit(b.data, b.offset, 0, false)
  return out
}

function ratingProps(node: JsonNode): string[] {
  return ['aggregateRating', 'review', 'reviews'].filter((p) => has(node, p))
}

/** Decimals of a number as written (`25.2048` → 4), or `null` when it is not a plain decimal. */
export function decimals(v: Json | undefined): number | null {
  const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : null
  if (text === null) return null
  const m = /^[+-]?\d+(?:\.(\d*))?$/.exec(text)
  return m ? (m[1]?.length ?? 0) : null
}

/** A page's findings, held to be reported later, in the order they were made. */
export type HeldWarnings = Array<Parameters<Report['warn']>>

/**
 * Checks one page's parsed blocks now and holds its findings, so the parsed JSON-LD of a large site is
 * not kept until every page has been parsed (30,000 pages: tens of MB); `reportHeld` reports them in the
 * order they were made in, after the JSON-LD rule's own findings.
 */
export function holdGooglePolicies(page: PageRecord, blocks: ParsedBlock[], held: HeldWarnings): void {
  checkPage(page, blocks, { warn: (...args) => void held.push(args) })
}

export function reportHeld(held: HeldWarnings, report: Report): void {
  for (const args of held) report.warn(...args)
}

function checkPage(page: PageRecord, blocks: ParsedBlock[], report: Pick<Report, 'warn'>): void {
  const all = entities(blocks)

  const products: Entity[] = []
  const seenIds = new Set<string>()
  for (const e of all) {
    if (!e.types.includes('Product') || e.variant) continue
    const id = typeof e.node['@id'] === 'string' ? e.node['@id'] : null
    if (id !== null) {
      if (seenIds.has(id)) continue
      seenIds.add(id)
    }
    products.push(e)
  }
  if (products.length > 1) {
    const names = products.map((p) => label('Product', p.node)).join(', ')
    report.warn(
      page,
      'jsonld-multiple-products',
      `${products.length} Products on one page (${names}): Google expects one product per page; give each its own page and list them with an ItemList of URLs`,
      { offset: products[0]!.offset },
    )
    for (const p of products) {
      const props = ratingProps(p.node)
      if (props.length === 0) continue
      report.warn(
        page,
        'jsonld-self-serving-review',
        `${label('Product', p.node)} carries ${props.join(' and ')} on a page with ${products.length} Products: a rating belongs on the product's own page, next to the reviews of that product it shows`,
        { offset: p.offset },
      )
    }
  }

  for (const e of all) {
    const business = e.types.find(isBusinessType)
    if (business) {
      const props = ratingProps(e.node)
      if (props.length) {
        report.warn(
          page,
          'jsonld-self-serving-review',
          `${label(business, e.node)} carries ${props.join(' and ')} about itself: Google ignores self-serving reviews of a business on its own site; remove them`,
          { offset: e.offset },
        )
      }
    }
    if (e.types.includes('GeoCoordinates')) {
      for (const prop of ['latitude', 'longitude']) {
        const n = decimals(e.node[prop])
        if (n !== null && n < GEO_DECIMALS) {
          report.warn(
            page,
            'jsonld-geo-precision',
            `GeoCoordinates ${prop} ${String(e.node[prop])} has ${n} decimal${n === 1 ? '' : 's'}; give at least ${GEO_DECIMALS}`,
            { offset: e.offset },
          )
        }
      }
    }
    const published = e.node.datePublished
    const modified = e.node.dateModified
    if (typeof published === 'string' && typeof modified === 'string') {
      const p = Date.parse(published)
      const m = Date.parse(modified)
      if (!Number.isNaN(p) && !Number.isNaN(m) && m < p) {
        report.warn(
          page,
          'jsonld-date-order',
          `${label(e.types[0]!, e.node)}: dateModified ${modified} is before datePublished ${published}`,
          { offset: e.offset },
        )
      }
    }
  }
}

