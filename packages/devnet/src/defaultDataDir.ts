import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The devnet data folder: `DEVNET_DATA` if set, else `.data/devnet` at the repository root
 * (the nearest ancestor of this package holding a `package-lock.json`).
 */
export function defaultDataDir(): string {
  const fromEnv = process.env.DEVNET_DATA
  if (fromEnv) return resolve(fromEnv)
  let dir = dirname(fileURLToPath(import.meta.url))
  while (!existsSync(join(dir, 'package-lock.json'))) {
    const parent = dirname(dir)
    if (parent === dir) return resolve('.data/devnet')
    dir = parent
  }
  return join(dir, '.data', 'devnet')
}
