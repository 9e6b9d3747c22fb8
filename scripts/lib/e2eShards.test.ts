import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { filesOfShard, listSuiteFiles, suiteFilesFromEnv, suiteSeconds } from './e2eShards'

const e2eRoot = join(import.meta.dirname, '../../e2e')

describe('browser suite shards', () => {
  const files = listSuiteFiles(e2eRoot)

  it('lists the real suite files, nested folders included', () => {
    expect(files).toContain('src/phone.test.ts')
    expect(files).toContain('src/sdk-compat/sdkCompat.test.ts')
    expect(files.every((file) => file.startsWith('src/') && file.endsWith('.test.ts'))).toBe(true)
  })

  it('covers every file exactly once, for any shard count', () => {
    for (const count of [1, 2, 3, 5]) {
      const parts = Array.from({ length: count }, (_, i) => filesOfShard(files, i + 1, count))
      expect(parts.flat().sort()).toEqual(files)
    }
  })

  it('balances the two shards npm test runs by measured time', () => {
    const [first, second] = [filesOfShard(files, 1, 2), filesOfShard(files, 2, 2)]
    // The two longest files land in different shards; neither shard gets the rest.
    expect(first.includes('src/phone.test.ts')).not.toBe(second.includes('src/phone.test.ts'))
    expect(first.includes('src/phone.test.ts')).not.toBe(first.includes('src/transactions.test.ts'))
    // Greedy longest-first: the shards differ by at most the longest file's time.
    const seconds = (part: string[]) => part.reduce((sum, file) => sum + suiteSeconds(file), 0)
    const longest = Math.max(...files.map(suiteSeconds))
    expect(Math.abs(seconds(first) - seconds(second))).toBeLessThanOrEqual(longest)
  })

  it('gives a new, unmeasured file to some shard', () => {
    const withNew = [...files, 'src/brand-new.test.ts']
    const parts = [filesOfShard(withNew, 1, 2), filesOfShard(withNew, 2, 2)]
    expect(parts.flat().filter((file) => file === 'src/brand-new.test.ts')).toHaveLength(1)
  })

  it('reads E2E_SHARD and refuses a malformed one', () => {
    expect(suiteFilesFromEnv(e2eRoot, undefined)).toEqual(files)
    expect(suiteFilesFromEnv(e2eRoot, '2/2')).toEqual(filesOfShard(files, 2, 2))
    expect(() => suiteFilesFromEnv(e2eRoot, 'half')).toThrow('E2E_SHARD must look like "1/2"')
    expect(() => suiteFilesFromEnv(e2eRoot, '3/2')).toThrow('no such shard')
    expect(() => suiteFilesFromEnv(e2eRoot, '0/2')).toThrow('E2E_SHARD must look like')
  })
})
