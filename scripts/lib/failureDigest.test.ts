import { describe, expect, it } from 'vitest'
import { failureDigest } from './failureDigest'

describe('failureDigest', () => {
  it("quotes vitest's failed-tests section without colour codes", () => {
    const output = [
      ' \x1b[32m✓\x1b[39m src/a.test.ts (3 tests)',
      ...Array.from({ length: 100 }, (_, i) => ` ✓ src/pass${i}.test.ts`),
      '\x1b[31m⎯⎯⎯ Failed Tests 1 ⎯⎯⎯\x1b[39m',
      '',
      ' FAIL  src/history.test.ts > history > shows the first rows',
      'AssertionError: expected 2 to be 3',
    ].join('\n')
    expect(failureDigest(output)).toBe(
      [
        '  ⎯⎯⎯ Failed Tests 1 ⎯⎯⎯',
        '   FAIL  src/history.test.ts > history > shows the first rows',
        '  AssertionError: expected 2 to be 3',
      ].join('\n'),
    )
  })

  it('falls back to the last lines when a suite crashed before reporting', () => {
    const output = Array.from({ length: 100 }, (_, i) => `line ${i}`).join('\n')
    const digest = failureDigest(output).split('\n')
    expect(digest).toHaveLength(25)
    expect(digest[0]).toBe('  line 75')
    expect(digest.at(-1)).toBe('  line 99')
  })

  it('keeps at most 25 lines of a long failure', () => {
    const output = ['Failed Tests 9', ...Array.from({ length: 90 }, (_, i) => `err ${i}`)].join(
      '\n',
    )
    expect(failureDigest(output).split('\n')).toHaveLength(25)
  })

  it('leaves out the source excerpts and rules under each error', () => {
    const output = [
      '⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯',
      ' FAIL  gateway  src/a.test.ts > serves history',
      'AssertionError: expected 12 to be 11',
      ' ❯ src/a.test.ts:35:26',
      '     33|         address: safe,',
      '     35|       expect(page.count).toBe(entries)',
      '       |                          ^',
      '⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/1]⎯',
      ' Test Files  1 failed | 369 passed (370)',
    ].join('\n')
    expect(failureDigest(output).split('\n')).toEqual([
      '  ⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯',
      '   FAIL  gateway  src/a.test.ts > serves history',
      '  AssertionError: expected 12 to be 11',
      '   ❯ src/a.test.ts:35:26',
      '   Test Files  1 failed | 369 passed (370)',
    ])
  })
})
