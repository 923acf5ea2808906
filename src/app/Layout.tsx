import { Outlet } from 'react-router-dom'
import { Head } from 'vite-react-ssg'
import { data, images } from 'virtual:content'
import { localBusinessJsonLd, serializeJsonLd } from '../seo/jsonld.ts'
import { ogImageUrl } from '../content/image-urls.ts'
import { Header } from './Header.tsx'
import { Footer } from './Footer.tsx'
import { Breadcrumbs } from './Breadcrumbs.tsx'
import { FloatingChatButton } from './ChatLink.tsx'
import { ScrollManager } from './ScrollManager.tsx'
import { ErrorBoundary } from './ErrorBoundary.tsx'
import { UpdateBanner } from '../features/offline/UpdateBanner.tsx'
import { Soft404Check } from '../features/seo-runtime/Soft404Check.tsx'
import { useVitals } from '../lib/use-vitals.ts'
import { SiteAnalytics } from '../features/consent/SiteAnalytics.tsx'
import { DeviceModesWatcher } from '../lib/device-modes.ts'

const heroImage = images['src/assets/images/hero-workshop.svg']

/** The page shell: header, breadcrumbs, the page, footer, floating chat button; the site-wide ComputerStore JSON-LD. */
export function Layout() {
  const logo = heroImage ? `${data.site.url}${ogImageUrl(heroImage)}` : undefined
  useVitals()
  return (
    <>
      <Head>
        <script type="application/ld+json">{serializeJsonLd(localBusinessJsonLd(data.site, logo))}</script>
      </Head>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ScrollManager />
      <DeviceModesWatcher />
      <Soft404Check />
      <SiteAnalytics />
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
