import type { EvidenceFile } from '../evidence/evidenceFile'
import { type VerifyEvidenceReturnType, verifyEvidence } from '../evidence/verifyEvidence'

/** What the page shows for a file: why it could not be read, or the checks of it. */
export type CheckEvidenceTextReturnType =
  | { kind: 'unreadable'; message: string }
  | { kind: 'checked'; evidence: EvidenceFile; result: VerifyEvidenceReturnType }

/**
 * Parses a file's text as evidence and checks it with `verifyEvidence` (no network). A file
 * that is not JSON, or whose shape `verifyEvidence` cannot walk, is unreadable, with why.
 * @example const report = await checkEvidenceText(await file.text())
 */
export async function checkEvidenceText(text: string): Promise<CheckEvidenceTextReturnType> {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    return { kind: 'unreadable', message: `The file is not JSON: ${describe(error)}` }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { kind: 'unreadable', message: 'The file is not an evidence file: not a JSON object.' }
  }
  const evidence = parsed as EvidenceFile
  try {
    return { kind: 'checked', evidence, result: await verifyEvidence(evidence) }
  } catch (error) {
    return { kind: 'unreadable', message: `The evidence file is malformed: ${describe(error)}` }
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
