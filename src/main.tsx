/**
 * The pre-renderer's entry (server build only): vite-react-ssg renders every route of src/routes.tsx to a
 * static page. The browser never runs this file; it runs only islands (src/islands/).
 */
import { ViteReactSSG } from 'vite-react-ssg'
import { routes } from './routes.tsx'

export const createRoot = ViteReactSSG({ routes })
