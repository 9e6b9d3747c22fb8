import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultDataDir } from './defaultDataDir'

describe('defaultDataDir', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('is .data/devnet at the repository root (beside the lockfile)', () => {
    vi.stubEnv('DEVNET_DATA', '')
    const dir = defaultDataDir()
    expect(dir.endsWith(join('.data', 'devnet'))).toBe(true)
    expect(existsSync(join(dir, '..', '..', 'package-lock.json'))).toBe(true)
    expect(existsSync(join(dir, '..', '..', 'packages', 'devnet'))).toBe(true)
  })

  it('follows DEVNET_DATA, made absolute', () => {
    vi.stubEnv('DEVNET_DATA', 'some/where')
    expect(defaultDataDir()).toBe(resolve('some/where'))
  })
})
