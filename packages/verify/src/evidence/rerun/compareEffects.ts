import { describeAssetEffects } from '../../offline/describeSimulation'
import type { RerunTransactionReturnType } from './rerunTransaction'

/** Parameters of `compareEffects`: the file's (untrusted) simulation and the re-run's effects. */
export type CompareEffectsParameters = { simulation: unknown; rerun: RerunTransactionReturnType }

/** What `compareEffects` answers: the re-run's effects in words, and every difference. */
export type CompareEffectsReturnType = {
  lines: string[]
  differences: string[]
  /** False when the file holds no simulation result to compare with. */
  compared: boolean
}

/**
 * The offline re-run's outcome, asset changes and approvals beside the exported simulation's,
 * in the words the page shows both in; each one that only one of them has is a difference
 * ("the exported simulation says X, the re-run here says Y"). Settings are not compared: the
 * re-run does not read the Safe back.
 * @example const { lines, differences } = compareEffects({ simulation: evidence.simulation, rerun })
 */
export function compareEffects({
  simulation,
  rerun,
}: CompareEffectsParameters): CompareEffectsReturnType {
  const report = reportOf(simulation)
  const exportedOutcome = outcomeOf(report)
  // The re-run's effects in the exported report's JSON shape, so both read in the same words.
  const rerunJson: unknown = JSON.parse(
    JSON.stringify({ assetChanges: rerun.changes, approvals: rerun.approvals }, (_key, value) =>
      typeof value === 'bigint' ? value.toString() : value,
    ),
  )
  const here = describeAssetEffects(rerunJson)
  const there = describeAssetEffects(report)
  const hereLines = [...here.changes, ...here.approvals]
  const thereLines = [...there.changes, ...there.approvals]
  const differences: string[] = []
  const compared = exportedOutcome !== undefined
  if (compared && exportedOutcome !== rerun.outcome) {
    differences.push(
      `the exported simulation says outcome ${exportedOutcome}, the re-run here says outcome ${rerun.outcome}`,
    )
  }
  for (const line of compared ? missingFrom(thereLines, hereLines) : []) {
    differences.push(`the exported simulation says "${line}", the re-run here does not`)
  }
  for (const line of compared ? missingFrom(hereLines, thereLines) : []) {
    differences.push(`the re-run here says "${line}", the exported simulation does not`)
  }
  return {
    lines: [
      `Outcome: ${rerun.outcome}`,
      ...(hereLines.length > 0 ? hereLines : ['Moves no asset and grants no approval.']),
    ],
    differences,
    compared,
  }
}

/** The lines of `lines` that `other` lacks, counting repeats. */
function missingFrom(lines: string[], other: string[]): string[] {
  const left = [...other]
  return lines.filter((line) => {
    const index = left.indexOf(line)
    if (index === -1) return true
    left.splice(index, 1)
    return false
  })
}

function reportOf(simulation: unknown): unknown {
  return field(field(simulation, 'result'), 'report')
}

function outcomeOf(report: unknown): string | undefined {
  const outcome = field(field(report, 'run'), 'outcome')
  return typeof outcome === 'string' ? outcome : undefined
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null && name in value
    ? (value as Record<string, unknown>)[name]
    : undefined
}
