import { describe, expect, it } from 'vitest'
import { httpsUpgradeUrl, isLocalHostname } from '../../../src/features/legacy/https-upgrade.ts'

describe('httpsUpgradeUrl', () => {
  it('moves plain http to https, keeping path, query and fragment', () => {
    expect(httpsUpgradeUrl('http://www.falconpc.ae/blog?x=1#top')).toBe('https://www.falconpc.ae/blog?x=1#top')
    expect(httpsUpgradeUrl('http://falconpc.ae/')).toBe('https://falconpc.ae/')
  })

  it('leaves https, localhost and loopback addresses alone', () => {
    for (const href of ['https://www.falconpc.ae/', 'http://localhost:4173/', 'http://127.0.0.1:5173/blog', 'http://app.localhost/', 'http://[::1]:8080/', 'http://LOCALHOST/'])
      expect(httpsUpgradeUrl(href), href).toBeNull()
  })

  it('does not treat look-alike hosts as local', () => {
    expect(isLocalHostname('localhost.example.com')).toBe(false)
    expect(isLocalHostname('127.0.0.1.nip.io')).toBe(false)
    expect(httpsUpgradeUrl('http://localhost.example.com/')).toBe('https://localhost.example.com/')
  })

  it('ignores what is not a URL', () => {
    expect(httpsUpgradeUrl('not a url')).toBeNull()
  })
})
