/**
 * A rendered page as the pre-renderer writes it: parsed and serialised by parse5, the parser and serialiser
 * vite-react-ssg uses (patches/), so every page comes out byte for byte the same. Runs on a thread of
 * build/pages/page-threads.ts, or on the build's own thread when few pages render.
 */
import { parse, serialize } from 'parse5'

export default function serializePage(html: string): string {
  return serialize(parse(html, { scriptingEnabled: false }))
}
