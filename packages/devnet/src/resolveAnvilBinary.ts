import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const archNames: Record<string, string> = { x64: 'amd64', arm64: 'arm64' }

/**
 * Path of the native anvil executable shipped by `@foundry-rs/anvil`'s platform package.
 * Spawning it directly (not the package's node wrapper) means one process per devnet, so
 * SIGTERM reaches anvil itself and it dumps its state before exiting.
 * `ANVIL_BIN` overrides the lookup.
 */
export function resolveAnvilBinary(): string {
  const override = process.env.ANVIL_BIN
  if (override) return override
  const arch = archNames[process.arch]
  if (!arch) throw new Error(`anvil: unsupported architecture ${process.arch}`)
  const platformPackage = `@foundry-rs/anvil-${process.platform}-${arch}`
  const binaryName = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  // The platform package is an optional dependency of @foundry-rs/anvil: resolve it from there.
  const require = createRequire(import.meta.url)
  const wrapperRequire = createRequire(require.resolve('@foundry-rs/anvil/package.json'))
  let packageDir: string
  try {
    packageDir = dirname(wrapperRequire.resolve(`${platformPackage}/package.json`))
  } catch {
    throw new Error(`anvil: ${platformPackage} is not installed (run npm install)`)
  }
  const binary = join(packageDir, 'bin', binaryName)
  if (!existsSync(binary)) throw new Error(`anvil: binary missing at ${binary}`)
  return binary
}
