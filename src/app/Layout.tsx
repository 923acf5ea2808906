import { useState } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { Head } from 'vite-react-ssg'
import siteByLocale from 'virtual:data-by-locale/site'
import { factsByLocale } from 'virtual:facts'
import shellMessages from '../i18n/ns/shell.ts'
import offlineMessages from '../i18n/ns/offline.ts'
import { localBusinessJsonLd, serializeJsonLd } from '../seo/jsonld.ts'
import { LOGO, imageBaseName, ogImageUrl } from '../content/image-urls.ts'
import { Header } from './Header.tsx'
import { Footer } from './Footer.tsx'
import { Breadcrumbs } from './Breadcrumbs.tsx'
import { FloatingChatButton } from '../components/ChatLink.tsx'
import { Island } from '../islands/Island.tsx'
import { analyticsConfigured } from '../lib/track.ts'
import { PageStyles, StyleCollector, pageSheets, useBaseStyles, useStyles } from '../lib/styles.tsx'
import globalCss from '../styles/global.css?inline'
import shellCss from './shell.css?inline'
import arabicTextCss from '../styles/arabic-text.css?inline'
import updateBannerCss from '../features/offline/update-banner.css?inline'
import rtlCss from '../styles/rtl.css?inline'
import { LocaleProvider, useLocale, useMessages } from '../i18n/format.tsx'
import { HTML_ATTRS, localeOfPath, SOURCE_LOCALE, type Locale } from '../i18n/messages.ts'
import { analyticsIsland, consentProps } from '../features/consent/props.ts'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { siteByLocale }

/** The business's JSON-LD, in the page's language, with the square logo PNG (made from public/favicon.svg) and a photo of the workshop. */
function businessJsonLd(locale: Locale) {
  const site = data.siteByLocale[locale]
  const logo = `${site.url}${LOGO.url}`
  const workshop = `${site.url}${ogImageUrl({ name: imageBaseName('src/assets/images/hero-workshop.svg') })}`
  return serializeJsonLd(localBusinessJsonLd(site, factsByLocale[locale].startingPriceAed, logo, workshop))
}

/**
 * The page shell (pre-rendered; the browser runs none of it): header, breadcrumbs, the page, footer,
 * floating chat button, the update banner's live region (filled by src/islands/page-bootstrap.ts), the
 * site-wide ComputerStore JSON-LD, and the page's own stylesheet, collected from what rendered.
 */
export function Layout() {
  const [sheets] = useState(pageSheets)
  const { pathname } = useLocation()
  return (
    <LocaleProvider value={localeOfPath(pathname)}>
      <StyleCollector value={sheets}>
        <Shell />
        <ArabicText />
        <PageStyles />
      </StyleCollector>
    </LocaleProvider>
  )
}

/** Arabic text has no letter-spacing: the rule closes the base sheets, after every one the page rendered. */
function ArabicText() {
  useBaseStyles(arabicTextCss)
  return null
}

function Shell() {
  const locale = useLocale()
  useBaseStyles(globalCss, shellCss)
  useStyles(updateBannerCss, HTML_ATTRS[locale].dir === 'rtl' ? rtlCss : '')
  const m = useMessages(shellMessages)
  const offline = useMessages(offlineMessages)
  return (
    <>
      <Head>
        <script type="application/ld+json">{businessJsonLd(locale)}</script>
      </Head>
      <a href="#main" className="skip-link">
        {m.skipLink}
      </a>
      <Header />
      <div className="page-body">
        <Breadcrumbs />
        <main id="main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <Footer>
        <FloatingChatButton />
      </Footer>
      {/* English pages' text is the page bootstrap's own (src/islands/page-bootstrap.ts), so their HTML carries none. */}
      <div className="update-banner" role="status" data-text={locale === SOURCE_LOCALE ? undefined : offline.update} />
      {analyticsConfigured ? <Island of={analyticsIsland} props={consentProps(locale)} when="idle" /> : null}
    </>
  )
}
