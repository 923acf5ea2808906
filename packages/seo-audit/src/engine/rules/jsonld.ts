/**
 * JSON-LD: every block parses, and the types Google shows rich results for
 * carry Google's required properties:
 * - Product (product snippets): name, plus one of review, aggregateRating, offers;
 *   an Offer needs a price (or priceSpecification.price), an AggregateOffer a lowPrice;
 *   an AggregateRating needs ratingValue and ratingCount or reviewCount;
 *   a Review needs author and reviewRating.ratingValue.
 * - BreadcrumbList: itemListElement of ListItems with position and name, and item on all but the last.
 * - FAQPage: mainEntity Questions with name and acceptedAnswer.text.
 * - LocalBusiness and its subtypes (ComputerStore, ...): name and address.
 * - Article, BlogPosting, NewsArticle: Google requires nothing; a missing headline is still reported.
 * Offer dates (priceValidUntil, validThrough) must not lie in the past (SPEC decision 6).
 */
import type { Report } from '../report.ts'
import type { PageRecord } from '../page-record.ts'
import type { SiteModel } from '../site.ts'

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json }
export type JsonNode = { [k: string]: Json }

/** schema.org LocalBusiness and its subtypes (two levels deep). */
export const LOCAL_BUSINESS_TYPES = new Set([
  'LocalBusiness',
  'AnimalShelter', 'ArchiveOrganization', 'AutomotiveBusiness', 'ChildCare', 'Dentist', 'DryCleaningOrLaundry',
  'EmergencyService', 'EmploymentAgency', 'EntertainmentBusiness', 'FinancialService', 'FoodEstablishment',
  'GovernmentOffice', 'HealthAndBeautyBusiness', 'HomeAndConstructionBusiness', 'InternetCafe', 'LegalService',
  'Library', 'LodgingBusiness', 'MedicalBusiness', 'ProfessionalService', 'RadioStation', 'RealEstateAgent',
  'RecyclingCenter', 'SelfStorage', 'ShoppingCenter', 'SportsActivityLocation', 'Store', 'TelevisionStation',
  'TouristInformationCenter', 'TravelAgency',
  // Store
  'AutoPartsStore', 'BikeStore', 'BookStore', 'ClothingStore', 'ComputerStore', 'ConvenienceStore',
  'DepartmentStore', 'ElectronicsStore', 'Florist', 'FurnitureStore', 'GardenStore', 'GroceryStore',
  'HardwareStore', 'HobbyShop', 'HomeGoodsStore', 'JewelryStore', 'LiquorStore', 'MensClothingStore',
  'MobilePhoneStore', 'MovieRentalStore', 'MusicStore', 'OfficeEquipmentStore', 'OutletStore', 'PawnShop',
  'PetStore', 'ShoeStore', 'SportingGoodsStore', 'TireShop', 'ToyStore', 'WholesaleStore',
  // other second-level subtypes
  'AutoBodyShop', 'AutoDealer', 'AutoRental', 'AutoRepair', 'AutoWash', 'GasStation', 'MotorcycleDealer',
  'MotorcycleRepair', 'Bakery', 'BarOrPub', 'Brewery', 'CafeOrCoffeeShop', 'Distillery', 'FastFoodRestaurant',
  'IceCreamShop', 'Restaurant', 'Winery', 'BeautySalon', 'DaySpa', 'HairSalon', 'HealthClub', 'NailSalon',
  'TattooParlor', 'Electrician', 'GeneralContractor', 'HVACBusiness', 'HousePainter', 'Locksmith',
  'MovingCompany', 'Plumber', 'RoofingContractor', 'AccountingService', 'AutomatedTeller', 'BankOrCreditUnion',
  'InsuranceAgency', 'Attorney', 'Notary', 'BedAndBreakfast', 'Campground', 'Hostel', 'Hotel', 'Motel',
  'Resort', 'Optician', 'Pharmacy', 'Physician', 'MedicalClinic', 'AmusementPark', 'ArtGallery', 'Casino',
  'ComedyClub', 'NightClub', 'BowlingAlley', 'ExerciseGym', 'GolfCourse', 'PublicSwimmingPool', 'SkiResort',
  'SportsClub', 'StadiumOrArena', 'TennisComplex',
])

const ARTICLE_TYPES = new Set(['Article', 'BlogPosting', 'NewsArticle', 'Report', 'TechArticle', 'SocialMediaPosting'])

export function isNode(v: Json | undefined): v is JsonNode {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

export function asList(v: Json | undefined): Json[] {
  if (v === undefined || v === null) return []
  return Array.isArray(v) ? v : [v]
}

const SCHEMA_PREFIX = /^(?:https?:\/\/schema\.org\/|schema:)/

/** `@type` names without a schema.org prefix. */
export function typesOf(node: JsonNode): string[] {
  const type = node['@type']
  // The common cases without the array and regex work (this runs for every object of every block).
  if (type === undefined) return []
  if (typeof type === 'string' && !SCHEMA_PREFIX.test(type)) return [type]
  return asList(type)
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(SCHEMA_PREFIX, ''))
}

/** A property is present when it holds a non-empty value (a reference `{ "@id": ... }` counts). */
export function has(node: JsonNode, prop: string): boolean {
  const v = node[prop]
  if (v === undefined || v === null) return false
  if (typeof v === 'string') return v.trim() !== ''
  if (Array.isArray(v)) return v.some((x) => x !== null && !(typeof x === 'string' && x.trim() === ''))
  return true
}

/** Top-level entities: the document, arrays of them, and `@graph` members. */
export function topLevelNodes(data: Json): JsonNode[] {
  const out: JsonNode[] = []
  const visit = (v: Json, depth: number) => {
    if (depth > 4) return
    if (Array.isArray(v)) for (const x of v) visit(x, depth + 1)
    else if (isNode(v)) {
      if (v['@graph'] !== undefined) visit(v['@graph'], depth + 1)
      if (v['@type'] !== undefined) out.push(v)
    }
  }
  visit(data, 0)
  return out
}

export function label(type: string, node: JsonNode): string {
  const name = typeof node.name === 'string' ? node.name : typeof node.headline === 'string' ? node.headline : ''
  return name ? `${type} “${name.length > 50 ? `${name.slice(0, 49)}…` : name}”` : type
}

function checkProduct(node: JsonNode, missing: string[], dates: string[]): void {
  if (!has(node, 'name')) missing.push('name')
  if (!has(node, 'offers') && !has(node, 'review') && !has(node, 'aggregateRating')) {
    missing.push('one of offers, review, aggregateRating')
  }
  asList(node.offers).forEach((o, i) => {
    if (!isNode(o)) return
    const at = `offers[${i}]`
    const types = typesOf(o)
    if (types.includes('AggregateOffer')) {
      if (!has(o, 'lowPrice')) missing.push(`${at}.lowPrice`)
    } else if (!has(o, 'price')) {
      const spec = asList(o.priceSpecification).find(isNode)
      if (!spec || !has(spec, 'price')) missing.push(`${at}.price`)
    }
    for (const prop of ['priceValidUntil', 'validThrough']) {
      const v = o[prop]
      if (typeof v === 'string') dates.push(`${at}.${prop} ${v}`)
    }
  })
  for (const r of asList(node.aggregateRating)) {
    if (!isNode(r)) continue
    if (!has(r, 'ratingValue')) missing.push('aggregateRating.ratingValue')
    if (!has(r, 'ratingCount') && !has(r, 'reviewCount')) missing.push('aggregateRating.ratingCount or reviewCount')
  }
  asList(node.review).forEach((r, i) => {
    if (!isNode(r)) return
    if (!has(r, 'author')) missing.push(`review[${i}].author`)
    const rating = isNode(r.reviewRating) ? r.reviewRating : null
    if (!rating || !has(rating, 'ratingValue')) missing.push(`review[${i}].reviewRating.ratingValue`)
  })
}

function checkBreadcrumbs(node: JsonNode, missing: string[]): void {
  const items = asList(node.itemListElement)
  if (items.length === 0) {
    missing.push('itemListElement')
    return
  }
  items.forEach((item, i) => {
    if (!isNode(item)) {
      missing.push(`itemListElement[${i}] (a ListItem)`)
      return
    }
    const last = i === items.length - 1
    const target = item.item
    if (!has(item, 'position')) missing.push(`itemListElement[${i}].position`)
    const named = has(item, 'name') || (isNode(target) && has(target, 'name'))
    if (!named) missing.push(`itemListElement[${i}].name`)
    if (!last && !has(item, 'item')) missing.push(`itemListElement[${i}].item`)
  })
}

function checkFaq(node: JsonNode, missing: string[]): void {
  const questions = asList(node.mainEntity)
  if (questions.length === 0) {
    missing.push('mainEntity')
    return
  }
  questions.forEach((q, i) => {
    if (!isNode(q)) {
      missing.push(`mainEntity[${i}] (a Question)`)
      return
    }
    if (!has(q, 'name')) missing.push(`mainEntity[${i}].name`)
    const answer = asList(q.acceptedAnswer).find(isNode)
    if (!answer) missing.push(`mainEntity[${i}].acceptedAnswer`)
    else if (!has(answer, 'text')) missing.push(`mainEntity[${i}].acceptedAnswer.text`)
  })
}

/** Problems of one entity: missing required properties and offer dates (unchecked here). */
export function validateEntity(node: JsonNode): { type: string; missing: string[]; dates: string[] } | null {
  const types = typesOf(node)
  const missing: string[] = []
  const dates: string[] = []
  let type: string | null = null
  for (const t of types) {
    if (t === 'Product' || t === 'ProductGroup') {
      type = t
      checkProduct(node, missing, dates)
    } else if (t === 'BreadcrumbList') {
      type = t
      checkBreadcrumbs(node, missing)
    } else if (t === 'FAQPage') {
      type = t
      checkFaq(node, missing)
    } else if (LOCAL_BUSINESS_TYPES.has(t)) {
      type = t
      if (!has(node, 'name')) missing.push('name')
      if (!has(node, 'address')) missing.push('address')
    } else if (ARTICLE_TYPES.has(t)) {
      type = t
      if (!has(node, 'headline')) missing.push('headline')
    } else continue
    break
  }
  return type ? { type, missing, dates } : null
}

export interface ParsedBlock {
  data: Json
  offset: number
}

/** Checks every block; returns the blocks that parse, per page, for the page-wide rules (jsonld-policy.ts). */
export function checkJsonLd(
  site: SiteModel,
  report: Report,
  now: Date,
  /** Given each page's parsed blocks as soon as they are parsed: none are then kept (the result is empty). */
  onPage?: (page: PageRecord, blocks: ParsedBlock[]) => void,
): Map<PageRecord, ParsedBlock[]> {
  const today = now.toISOString().slice(0, 10)
  const parsed = new Map<PageRecord, ParsedBlock[]>()
  for (const page of site.pages) {
    if (!page.facts || page.ignored) continue
    const blocks: ParsedBlock[] = []
    for (const block of page.facts.jsonLd) {
      const data = checkBlock(page, block, report, today)
      if (data !== undefined) blocks.push({ data, offset: block.offset })
    }
    if (blocks.length) {
      if (onPage) onPage(page, blocks)
      else parsed.set(page, blocks)
    }
  }
  return parsed
}

/** Returns the parsed block (`undefined` when it does not parse). */
function checkBlock(page: PageRecord, block: { text: string; offset: number }, report: Report, today: string): Json | undefined {
  let data: Json
  try {
    data = JSON.parse(block.text) as Json
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e)
    report.warn(page, 'jsonld-invalid', `JSON-LD does not parse: ${why}`, { offset: block.offset })
    return undefined
  }
  for (const node of topLevelNodes(data)) {
    const v = validateEntity(node)
    if (!v) continue
    const what = label(v.type, node)
    if (v.missing.length > 0) {
      report.warn(page, 'jsonld-missing-property', `${what} lacks ${v.missing.join(', ')}`, { offset: block.offset })
    }
    for (const d of v.dates) {
      const date = d.slice(d.lastIndexOf(' ') + 1)
      if (/^\d{4}-\d{2}-\d{2}/.test(date) && date.slice(0, 10) < today) {
        report.warn(page, 'jsonld-expired', `${what}: ${d} is in the past`, { offset: block.offset })
      }
    }
  }
  return data
}
