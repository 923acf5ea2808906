import { describe, expect, it } from 'vitest'
import { formatNumber } from '../../../src/lib/numbers.ts'

describe('formatNumber', () => {
  it('writes whole numbers exactly as Intl does for en-US', () => {
    const samples = [0, 7, 999, 1000, 1800, 12000, 123456, 1234567, 999999999, -1, -1800, -1234567, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER]
    for (let n = 1; n < 1e15; n *= 7) samples.push(n, -n)
    const intl = new Intl.NumberFormat('en-US')
    for (const n of samples) expect(formatNumber(n), String(n)).toBe(intl.format(n))
  })

  it('leaves fractions and other numbers to Intl', () => {
    expect(formatNumber(1234.5)).toBe('1,234.5')
    expect(formatNumber(0.125)).toBe('0.125')
    expect(formatNumber(1e21)).toBe(new Intl.NumberFormat('en-US').format(1e21))
  })
})
