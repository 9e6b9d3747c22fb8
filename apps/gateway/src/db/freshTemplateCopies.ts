import { resolve } from 'node:path'

/**
 * PGlite folders this process has just copied from the migrated, vacuumed template
 * (preparePgliteDir.ts) and not opened yet. Opening one needs no maintenance: nothing has been
 * written to it since the template's own `vacuum analyze`, which otherwise costs ~0.16 CPU-s at
 * every open — a tenth of a test gateway's start. A folder opened in another process is not
 * known here and is maintained as usual.
 */
const freshCopies = new Set<string>()

/** Records that `dir` holds an untouched copy of the template. */
export function markFreshTemplateCopy(dir: string): void {
  freshCopies.add(resolve(dir))
}

/** Whether `dir` is an untouched template copy; true once only (opening it ends that). */
export function takeFreshTemplateCopy(dir: string): boolean {
  return freshCopies.delete(resolve(dir))
}
