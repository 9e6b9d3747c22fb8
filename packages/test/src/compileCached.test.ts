import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { compileCached } from './compileCached'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** A throwaway repository: a lockfile, an entry and a module it imports. */
function tinyRepo(): string {
  const root = mkdtempSync(join(tmpdir(), 'assent-compile-'))
  folders.push(root)
  mkdirSync(join(root, 'src'))
  writeFileSync(join(root, 'package-lock.json'), '{}\n')
  writeFileSync(join(root, 'src/words.ts'), "export const greeting: string = 'two of three'\n")
  writeFileSync(
    join(root, 'src/main.ts'),
    "import { greeting } from './words'\nconsole.log(greeting)\n",
  )
  return root
}

const run = (file: string) => execFileSync(process.execPath, [file], { encoding: 'utf8' }).trim()

describe('compileCached', () => {
  it('compiles an entry for plain node, once for calls at the same time, and reuses it', async () => {
    const root = tinyRepo()
    // Three gateways of one test start at once: one compile, one file, no rename race.
    const outputs = await Promise.all([1, 2, 3].map(() => compileCached(root, 'src/main.ts')))
    expect(new Set(outputs).size).toBe(1)
    const output = outputs[0]!
    expect(run(output)).toBe('two of three')
    const written = statSync(output).mtimeMs
    expect(await compileCached(root, 'src/main.ts')).toBe(output)
    expect(statSync(output).mtimeMs).toBe(written)
  })

  it('compiles again when an imported file changes', async () => {
    const root = tinyRepo()
    const output = await compileCached(root, 'src/main.ts')
    writeFileSync(join(root, 'src/words.ts'), "export const greeting: string = 'three of five'\n")
    expect(await compileCached(root, 'src/main.ts')).toBe(output)
    expect(run(output)).toBe('three of five')
  })
})
