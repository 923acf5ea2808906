import './features/legacy/upgrade-to-https.ts'
import { ViteReactSSG } from 'vite-react-ssg'
import { routes } from './routes.tsx'
import './styles/global.css'

export const createRoot = ViteReactSSG({ routes })
