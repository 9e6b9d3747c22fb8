import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Downloads `spec` from the npm registry with `npm pack` (no install, so none of its own
 * dependencies are fetched), unpacks it in a temporary folder and gives `use` the unpacked
 * package folder. The folder is removed afterwards.
 */
export function withPackedPackage<T>(spec: string, use: (packageDir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'assent-pack-'))
  try {
    const tarball = execFileSync('npm', ['pack', spec, '--silent'], { cwd: dir }).toString().trim()
    execFileSync('tar', ['xzf', tarball], { cwd: dir })
    return use(join(dir, 'package'))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
