import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defaultDataDir } from './defaultDataDir'
import type { DemoWorld } from './demoWorld'

/**
 * The manifest the seed wrote to `<dataDir>/demo.json` (default data folder unless given), or
 * undefined when the devnet has not been seeded there yet.
 */
export function readDemoWorld(dataDir: string = defaultDataDir()): DemoWorld | undefined {
  let text: string
  try {
    text = readFileSync(join(dataDir, 'demo.json'), 'utf8')
  } catch {
    return undefined
  }
  return JSON.parse(text) as DemoWorld
}
