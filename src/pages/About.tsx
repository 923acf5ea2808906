import siteJson from 'virtual:data/site'
import page from 'virtual:page/about'
import { PageSeo } from '../seo/PageSeo.tsx'
import { Image } from '../components/Image.tsx'
import type { IconName } from '../components/Icon.tsx'
import { CtaBand, PageHero, SectionHead } from './shared/blocks.tsx'
import { TrustStats } from './shared/cards.tsx'
import { CheckList, FeatureGrid } from './shared/feature-grid.tsx'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { site: siteJson }

export function Component() {
  const { site } = data
  const values: { icon: IconName; title: string; text: string }[] = [
    { icon: 'heart', title: 'Honest advice', text: 'We would rather talk you out of a part you do not need than sell it to you. The savings usually go into a better graphics card.' },
    { icon: 'tool', title: 'Craft in the details', text: 'Clean cable routing, correct fan orientation, tuned curves and updated firmware. The things you do not see are the ones that last.' },
    { icon: 'tag', title: 'Open pricing', text: 'Every quote is itemised, part by part, in AED. If an authorised UAE retailer is cheaper, we match it.' },
    { icon: 'refresh', title: 'Care after delivery', text: 'Cleaning, re-pasting and upgrade advice are part of the service, not an upsell. We look after the PCs we build.' },
  ]
  const expertise = [
    'Gaming PCs from esports 1080p machines to 4K ray-tracing flagships',
    'Streaming and content-creation builds with the right encoder and enough memory',
    'Video-editing, 3D and workstation builds tuned for your software',
    `Custom liquid cooling, built in up to ${site.delivery.complexBuildBusinessDays} business days`,
    'Upgrades for your existing PC: graphics, memory, storage and cooling',
    'Climate tuning: fan curves, dust filters and thermal paste chosen for Gulf summers',
  ]

  return (
    <>
      <PageSeo page={page} />
      <PageHero
        eyebrow="About us"
        title="The Dubai workshop behind your next gaming PC"
        lead={`${site.name} was founded in ${site.foundedYear} by builders with ${site.claims.experience.toLowerCase()} of experience and one idea: a custom PC should be planned around the person using it, built with care and looked after for years.`}
        actions={
          <>
            <a className="btn btn-primary" href="/contact-dubai">
              Talk to a builder
            </a>
            <a className="btn" href="/gaming-pc-builds-dubai">
              See sample builds
            </a>
          </>
        }
        aside={
          <div className="media-frame">
            <Image src="src/assets/images/hero-workshop.svg" alt="A finished custom gaming PC with a glass side panel and cyan lighting on the workbench of the Falcon PC workshop in Dubai" sizes="(min-width: 768px) 600px, 100vw" priority />
          </div>
        }
      />

      <section className="container section-tight" aria-labelledby="story-title">
        <div className="split">
          <div>
            <p className="eyebrow">Our story</p>
            <h2 id="story-title">Built in Dubai, for the way the Gulf games</h2>
          </div>
          <div>
            <p>
              {site.name} opened its workshop at {site.address.street}, {site.address.locality}, in {site.foundedYear}, founded by builders with{' '}
              {site.claims.experience.toLowerCase()} of experience behind them.
            </p>
            <p>
              Building in the Gulf teaches you quickly that heat, dust and long gaming sessions punish shortcuts, and that a quiet, cool PC is worth more than one more RGB
              strip. So we plan, build and stress-test every machine in-house, deliver free to all seven emirates, and stay on WhatsApp for our customers long after the box is
              opened.
            </p>
          </div>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="values-title">
        <div className="container">
          <SectionHead eyebrow="Our values" title="What we will not compromise on" id="values-title" />
          <FeatureGrid items={values} columns={4} />
        </div>
      </section>

      <section className="container section" aria-labelledby="expertise-title">
        <div className="split">
          <div>
            <p className="eyebrow">Expertise</p>
            <h2 id="expertise-title">Builds for gamers, creators and professionals</h2>
            <p className="lead">Whatever the PC is for, it is planned around the software you run and the room it lives in.</p>
          </div>
          <CheckList items={expertise} />
        </div>
      </section>

      <section className="container section-tight" aria-labelledby="mission-title">
        <div className="cta-band">
          <p className="eyebrow">Our mission</p>
          <h2 id="mission-title">Make a high-end PC feel simple to buy and easy to own</h2>
          <p className="lead">
            Clear advice before you pay, a machine that is right on day one, and people you can message when something needs attention. That is the whole job, and we take it
            personally.
          </p>
          <TrustStats
            stats={[
              { value: site.claims.satisfaction, label: 'customer satisfaction' },
              { value: site.claims.support, label: 'support on WhatsApp' },
              { value: `${site.warranty.serviceYears} Year`, label: 'free service warranty' },
            ]}
          />
        </div>
      </section>

      <CtaBand source="about" title="Let’s plan your build" text="Tell us what you play or create, and your budget. We reply with an itemised quote and honest advice." />
    </>
  )
}
