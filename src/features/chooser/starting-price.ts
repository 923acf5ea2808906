/**
 * The site's starting price: the cheapest build the chooser can recommend (a sample product at its price, or a
 * build priced from its parts). Every "from … AED" in the copy, the FAQ and the structured data is this figure;
 * the promise table (src/content/promises.ts) is handed it by the build.
 */
import type { SiteData } from '../../content/schemas.ts'
import type { StartingPrice } from '../../content/promises.ts'
import { chooserModel } from './model.ts'

export function startingPrice(data: Pick<SiteData, 'parts' | 'builds' | 'chooser-builds' | 'games'>): StartingPrice {
  const cheapest = chooserModel(data, (id) => id).builds[0]
  if (!cheapest) throw new Error('data/chooser-builds.json has no build, so the site has no starting price')
  return { aed: cheapest.priceAed, build: cheapest.name }
}
