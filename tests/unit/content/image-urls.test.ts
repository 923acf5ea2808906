import { expect, it } from 'vitest'
import { imagePlaceholderUrl } from '../../../src/content/image-urls.ts'

it('the placeholder is a valid data: URL (no raw space, quote or angle bracket) that decodes to an SVG of the right size', () => {
  const url = imagePlaceholderUrl({ width: 1600, height: 900 })
  const [prefix, body] = url.split(',') as [string, string]
  expect(prefix).toBe('data:image/svg+xml')
  expect(body).toMatch(/^[A-Za-z0-9%._~!*()-]+$/)
  expect(decodeURIComponent(body)).toBe('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"/>')
})
