import { readFileSync } from 'node:fs'
import type { EvidenceFile } from './evidence/evidenceFile'
import { type VerifyEvidenceReturnType, verifyEvidence } from './evidence/verifyEvidence'
import { bigintsAsStrings } from './reviewToJson'

/** Parameters of `checkEvidenceFile`: the file, and whether to answer JSON. */
export type CheckEvidenceFileParameters = { path: string; json: boolean }

/** What `checkEvidenceFile` answers: the text to print, and whether every check held. */
export type CheckEvidenceFileReturnType = { ok: boolean; text: string }

const MARKS = { ok: '✓', failed: '✗', unchecked: '?' } as const

/**
 * `assent-verify --check-evidence file.json`: reads an evidence file and checks it with no
 * network (`verifyEvidence`), one line per check, ending with the block hash to compare with
 * a second source. A file that is not JSON, or not shaped as evidence, fails as a whole.
 * @throws Node's error when the file cannot be read
 * @example const { ok, text } = await checkEvidenceFile({ path: 'evidence.json', json: false })
 */
export async function checkEvidenceFile({
  path,
  json,
}: CheckEvidenceFileParameters): Promise<CheckEvidenceFileReturnType> {
  const content = readFileSync(path, 'utf8')
  let result: VerifyEvidenceReturnType
  try {
    const evidence: EvidenceFile = JSON.parse(content)
    result = await verifyEvidence(evidence)
  } catch (error) {
    const message = `The evidence file is malformed: ${error instanceof Error ? error.message : String(error)}`
    return {
      ok: false,
      text: json ? `${JSON.stringify({ ok: false, error: message })}\n` : `${message}\n`,
    }
  }
  if (json) return { ok: result.ok, text: `${JSON.stringify(result, bigintsAsStrings, 2)}\n` }
  const lines = [
    ...result.checks.map((check) => `${MARKS[check.status]} ${check.part}: ${check.message}`),
    ...(result.rerun.status === 'ran'
      ? ['', 'Effects of the re-run here:', ...result.rerun.lines.map((line) => `  ${line}`)]
      : []),
    '',
    `Block ${result.block.number ?? '(unknown)'}, hash ${result.block.hash}: compare this hash with a second source (another node, a block explorer).`,
    result.ok
      ? 'Verdict: every part of the evidence holds.'
      : `Verdict: DO NOT TRUST: ${result.failures.map((failure) => failure.part).join(', ')}.`,
  ]
  return { ok: result.ok, text: `${lines.join('\n')}\n` }
}
