/**
 * The build chooser on the Arabic page (src/features/chooser/Chooser.tsx): its model and answers in Arabic
 * are in this chunk, as the English ones are in `chooser`'s, so the page's props stay two paths. In the
 * page they were 55 KB of JSON, which put the page's HTML past its first round trip
 * (docs/decisions/chooser-i18n.md).
 */
import arabicModel from 'virtual:chooser/ar'
import quoteByLocale from 'virtual:data-by-locale/quote'
import { Chooser, type ChooserProps } from './Chooser.tsx'
import { defineIsland } from '../../islands/define.ts'
import { localizedPath } from '../../site/locales.ts'

/** The build links at their Arabic paths. */
const ARABIC = { model: { ...arabicModel, builds: arabicModel.builds.map((b) => ({ ...b, path: localizedPath(b.path, 'ar') })) }, options: quoteByLocale.ar }

function ArabicChooser(props: Omit<ChooserProps, 'localized'>) {
  return <Chooser {...props} localized={ARABIC} />
}

export default defineIsland('chooser-ar', ArabicChooser)
