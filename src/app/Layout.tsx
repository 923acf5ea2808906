import { Outlet } from 'react-router-dom'
import { Head } from 'vite-react-ssg'
import siteJson from 'virtual:data/site'
import { localBusinessJsonLd, serializeJsonLd } from '../seo/jsonld.ts'
import { LOGO, imageBaseName, ogImageUrl } from '../content/image-urls.ts'
import { Header } from './Header.tsx'
import { Footer } from './Footer.tsx'
import { Breadcrumbs } from './Breadcrumbs.tsx'
import { FloatingChatButton } from './ChatLink.tsx'
import { ScrollManager } from './ScrollManager.tsx'
import { ErrorBoundary } from './ErrorBoundary.tsx'
import { UpdateBanner } from '../features/offline/UpdateBanner.tsx'
import { Soft404Check } from '../features/seo-runtime/Soft404Check.tsx'
import { useVitals } from '../lib/use-vitals.ts'
import { Deferred } from './Deferred.tsx'
import { analyticsConfigured } from '../lib/track.ts'
import { useFullLoadForWiderPolicy } from './policy-links.ts'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { site: siteJson }

const loadAnalytics = () => import('../features/consent/SiteAnalytics.tsx').then((m) => m.SiteAnalytics)

/** The business's JSON-LD with the square logo PNG (made from public/favicon.svg) and a photo of the workshop (pre-renderer only). */
function businessJsonLd() {
  const logo = `${data.site.url}${LOGO.url}`
  const workshop = `${data.site.url}${ogImageUrl({ name: imageBaseName('src/assets/images/hero-workshop.svg') })}`
  return serializeJsonLd(localBusinessJsonLd(data.site, logo, workshop))
}
/** Device modes (reduced motion, low power, slow link, frame rate) start after hydration, off the first-view path. */
const loadDeviceModes = () => import('../lib/device-modes.ts').then((m) => m.DeviceModesWatcher)

/** The page shell: header, breadcrumbs, the page, footer, floating chat button; the site-wide ComputerStore JSON-LD. */
export function Layout() {
  useVitals()
  useFullLoadForWiderPolicy()
  return (
    <>
      {/* JSON-LD is read from the pre-rendered HTML; the browser build leaves it (and its builders) out. */}
      {import.meta.env.SSR ? (
        <Head>
          <script type="application/ld+json">{businessJsonLd()}</script>
        </Head>
      ) : null}
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ScrollManager />
      <Deferred load={loadDeviceModes} />
      <Soft404Check />
      <Deferred load={loadAnalytics} when={analyticsConfigured} />
      <Header />
      <div className="page-body">
        <Breadcrumbs />
        <main id="main" tabIndex={-1}>
          <ErrorBoundary>
            <Outlet />
          </ErrorBoundary>
        </main>
      </div>
      <Footer>
        <FloatingChatButton />
      </Footer>
      <UpdateBanner />
    </>
  )
}
