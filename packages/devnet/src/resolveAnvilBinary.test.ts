import { execFileSync } from 'node:child_process'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resolveAnvilBinary } from './resolveAnvilBinary'

describe('resolveAnvilBinary', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('finds the native anvil of @foundry-rs/anvil, not the node wrapper', () => {
    const binary = resolveAnvilBinary()
    expect(binary).toMatch(/@foundry-rs\/anvil-[a-z0-9]+-[a-z0-9]+\/bin\/anvil(\.exe)?$/)
    expect(execFileSync(binary, ['--version']).toString()).toMatch(/^anvil Version: \d+\.\d+/)
  })

  it('honours ANVIL_BIN', () => {
    vi.stubEnv('ANVIL_BIN', '/opt/custom/anvil')
    expect(resolveAnvilBinary()).toBe('/opt/custom/anvil')
  })
})
