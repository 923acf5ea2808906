import { describe, expect, it } from 'vitest'
import { initials } from '../../../src/lib/initials.ts'

describe('avatar initials', () => {
  it('takes the first letters of two words in English, as before', () => {
    expect(initials('Omar Haddad')).toBe('OH')
    expect(initials('Ahmed K.')).toBe('AK')
  })
  it('skips the Arabic article and keeps the two letters apart', () => {
    expect(initials('يوسف المرزوقي')).toBe('ي\u200cم')
    expect(initials('عمر حداد')).toBe('ع\u200cح')
    // A short word that only starts like the article keeps its first letter.
    expect(initials('علي ال')).toBe('ع\u200cا')
  })
})
