import model from 'virtual:chooser'
import siteJson from 'virtual:data/site'
import { images } from 'virtual:images'
import page from 'virtual:page/chooser'
import contactPage from 'virtual:page/contact'
import { PageSeo } from '../seo/PageSeo.tsx'
import { itemListJsonLd } from '../seo/jsonld.ts'
import { absoluteUrl } from '../site/urls.ts'
import { ogImageUrl } from '../content/image-urls.ts'
import { Island } from '../islands/Island.tsx'
import chooserIsland from '../islands/entries/chooser.tsx'
import { PageHero, SectionHead, aed } from './shared/blocks.tsx'
import { BuildCard } from './shared/builds.tsx'
import { formatDate } from '../lib/dates.ts'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { site: siteJson }

/** The page's social card. */
const CARD = { src: 'src/assets/images/build-strike.svg', alt: 'A Falcon PC mid-tower gaming PC with cyan lighting and a glass side panel' }

const GUIDE = [
  {
    title: 'The graphics card decides how games run',
    text: 'For gaming, most of the budget belongs in the graphics card: it sets the resolution and settings you can play at. A faster processor helps most in esports titles on a high refresh rate screen, where the game waits on the CPU rather than the card.',
  },
  {
    title: 'Match the PC to your screen',
    text: 'A 1080p screen needs far less than 4K, which draws about four times the pixels. A 144 Hz or 240 Hz screen only pays off when the PC can keep up, which light esports games do easily and big open-world games rarely do.',
  },
  {
    title: 'Memory and storage',
    text: '16 GB of memory is enough for gaming alone; 32 GB leaves room to stream, keep a browser open or edit video. A 1 TB NVMe SSD holds a handful of modern games; 2 TB is comfortable.',
  },
  {
    title: 'Power and cooling for Dubai heat',
    text: 'Every build has a power supply with about 30 % more capacity than it draws under load, and a cooler rated well above what its processor can draw. Rooms here run warm, and a part that runs near its limit runs hot and loud.',
  },
]

export function Component() {
  const { site } = data
  const builds = model.builds
  const jsonLd = import.meta.env.SSR ? [itemListJsonLd(builds.map((b) => absoluteUrl(site.url, b.path)))] : undefined

  return (
    <>
      <PageSeo page={page} jsonLd={jsonLd} image={ogImageUrl(images[CARD.src]!)} imageAlt={CARD.alt} />
      <PageHero
        eyebrow="Build chooser"
        title="Find the gaming PC that fits your games and budget"
        lead={`Tell us what you play, on which screen, and what you want to spend. You get a compatible build from ${aed(builds[0]!.priceAed)} to ${aed(builds.at(-1)!.priceAed)}, with its parts, power supply, cooling and an honest expectation for each game, and you can send it to us as a quote request in one tap.`}
      />

      <div className="container section-tight">
        <Island of={chooserIsland} props={{ pagePath: page.path, contactPath: contactPage.path }} when="load" />
      </div>

      <section className="container section-tight" aria-labelledby="guide-title">
        <SectionHead eyebrow="How to choose" title="What matters when you choose a gaming PC" id="guide-title" />
        <div className="grid grid-2">
          {GUIDE.map((g) => (
            <div key={g.title} className="card">
              <h3>{g.title}</h3>
              <p>{g.text}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="container section-tight" aria-labelledby="all-builds-title">
        <SectionHead eyebrow="Every build" title="The builds the chooser picks from" id="all-builds-title">
          {`${builds.length} builds, every one checked part by part for socket, memory, case clearance, cooling and power. Prices in AED including VAT, as of ${formatDate(model.pricesAsOf)}.`}
        </SectionHead>
        <ul className="grid grid-3">
          {builds.map((b) => (
            <BuildCard key={b.id} build={b} />
          ))}
        </ul>
      </section>

      <section className="container-narrow section-tight" aria-labelledby="sources-title">
        <SectionHead eyebrow="Honest numbers" title="Where the performance words come from" id="sources-title" />
        <p>
          The chooser never shows a frame rate it cannot back. For each game it says the settings and how smooth the game runs (for example "high settings, 1440p, well above 60 fps"), and under each it names its source: a published review or benchmark with its date, or our own judgement from the builds we test in the workshop.
        </p>
        <p>
          Prices move with the market. These are from {formatDate(model.pricesAsOf)}; your quote confirms today&rsquo;s price, and our <a href="/price-match-dubai">price match</a> still applies.
        </p>
      </section>
    </>
  )
}
