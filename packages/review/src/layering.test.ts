import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'

// @assent/review sits above core and gateway-client and below every app: it imports no app
// (no arrow back up), and no React or wallet library, so a command-line verifier or a bench can
// run the same checks the web app shows. Tests may also start a devnet.

const packageRoot = resolve(import.meta.dirname, '..')
const src = join(packageRoot, 'src')

/** Packages the checking code may import. */
const ALLOWED = [
  /^viem(\/|$)/,
  /^zod(\/|$)/,
  /^@assent\/core(\/|$)/,
  /^@assent\/gateway-client(\/|$)/,
]
/** What tests may import besides. */
const ALLOWED_IN_TESTS = [/^vitest$/, /^node:/, /^@assent\/test$/, /^@assent\/devnet$/]

/** Every TypeScript file under `dir`. */
function typeScriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return typeScriptFiles(path)
    return entry.name.endsWith('.ts') ? [path] : []
  })
}

/**
 * What is wrong with the imports of one file (static, `export … from` and `import()`): a
 * relative path leaving the package, or a package not allowed here. `file` is an absolute path
 * inside the package.
 */
function importProblems(file: string, text: string): string[] {
  const isTest = /\.test(-d)?\.ts$/.test(file)
  const name = relative(packageRoot, file).split(sep).join('/')
  const specifiers = [
    ...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm),
  ].map((match) => match[1] ?? '')
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith('.')) {
      const target = resolve(dirname(file), specifier)
      return target.startsWith(`${src}${sep}`)
        ? []
        : [`${name} → ${specifier} (outside the package)`]
    }
    const allowed = isTest ? [...ALLOWED, ...ALLOWED_IN_TESTS] : ALLOWED
    return allowed.some((pattern) => pattern.test(specifier)) ? [] : [`${name} → ${specifier}`]
  })
}

describe('@assent/review’s place in the graph', () => {
  it('imports nothing from the apps, React or a wallet library', () => {
    // This file is left out: its planted imports below are text, not imports.
    const files = typeScriptFiles(src).filter((file) => file !== import.meta.filename)
    expect(files.length).toBeGreaterThan(50)
    const problems = files.flatMap((file) => importProblems(file, readFileSync(file, 'utf8')))
    expect(problems).toEqual([])
  })

  it('depends on no app and no UI package', () => {
    const manifest = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>
      devDependencies?: Record<string, string>
    }
    expect(Object.keys(manifest.dependencies ?? {}).sort()).toEqual([
      '@assent/core',
      '@assent/gateway-client',
      'viem',
      'zod',
    ])
    expect(Object.keys(manifest.devDependencies ?? {}).sort()).toEqual([
      '@assent/devnet',
      '@assent/test',
    ])
  })

  it('sees a planted import (the check itself works)', () => {
    const file = join(src, 'verification', 'planted.ts')
    const planted = [
      "import { useState } from 'react'",
      "import { useAccount } from 'wagmi'",
      "import { config } from '../../../../apps/web/src/app/config'",
      "export { startGateway } from '@assent/gateway'",
      "const lazy = () => import('@tanstack/react-query')",
      "import { verifyTransaction } from './verifyTransaction'",
      "import { safeTxHash } from '@assent/core'",
    ].join('\n')
    expect(importProblems(file, planted)).toEqual([
      'src/verification/planted.ts → react',
      'src/verification/planted.ts → wagmi',
      'src/verification/planted.ts → ../../../../apps/web/src/app/config (outside the package)',
      'src/verification/planted.ts → @assent/gateway',
      'src/verification/planted.ts → @tanstack/react-query',
    ])
    expect(
      importProblems(join(src, 'x.test.ts'), "import { startTestDevnet } from '@assent/test'"),
    ).toEqual([])
    expect(importProblems(file, "import { startTestDevnet } from '@assent/test'")).toEqual([
      'src/verification/planted.ts → @assent/test',
    ])
  })
})
