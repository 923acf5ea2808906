import './features/legacy/upgrade-to-https.ts'
import { ViteReactSSG } from 'vite-react-ssg'
import { routes } from './routes.tsx'
import './styles/global.css'

// No route has a loader, so there is no loader data to fetch: an empty manifest keeps vite-react-ssg
// from asking for `static-loader-data-manifest-<build hash>.json` on the first in-app navigation, a
// file the next deploy deletes under every open tab. The build removes those files and fails if a
// loader ever returns data (scripts/lib/loader-data.ts).
if (typeof window !== 'undefined') window.__VITE_REACT_SSG_STATIC_LOADER_MANIFEST__ = {}

export const createRoot = ViteReactSSG({ routes })
