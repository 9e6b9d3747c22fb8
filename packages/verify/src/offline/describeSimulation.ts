import { formatEther } from 'viem'

/** Parameters of `describeSimulation`: the file's `simulation`, untrusted and unchecked. */
export type DescribeSimulationParameters = { simulation: unknown }

/** What `describeSimulation` answers: the block it ran at (when stated) and one line per effect. */
export type DescribeSimulationReturnType = { blockNumber: string | null; lines: string[] }

/**
 * The exported simulation's result in words, as `assent-verify` prints it: the effects as
 * recorded, at the block they were simulated on (the offline re-run is compared with them).
 * @example const { blockNumber, lines } = describeSimulation({ simulation: evidence.simulation })
 */
export function describeSimulation({
  simulation,
}: DescribeSimulationParameters): DescribeSimulationReturnType {
  const input = record(record(simulation).input)
  const result = record(record(simulation).result)
  const blockNumber = text(input.blockNumber)
  if (typeof result.unavailable === 'string') {
    return { blockNumber, lines: [`No simulation was run: ${result.unavailable}`] }
  }
  const report = record(result.report)
  const run = record(report.run)
  if (!run.outcome) return { blockNumber, lines: ['The file holds no simulation result.'] }
  const reason = text(run.revertReason)
  const { changes, approvals } = describeAssetEffects(report)
  const settings = list(report.settings).map((item) => {
    const setting = record(item)
    return `Changes the Safe's ${shown(setting.field)}: ${shown(setting.before)} → ${shown(setting.after)}`
  })
  const effects = [...changes, ...approvals, ...settings]
  return {
    blockNumber: text(run.blockNumber) ?? blockNumber,
    lines: [
      `Outcome: ${shown(run.outcome)}${reason ? ` (${reason})` : ''}`,
      ...(effects.length > 0 ? effects : ['Moves no asset and changes no setting.']),
    ],
  }
}

/**
 * The asset changes and approvals of a simulation report (or of the offline re-run's
 * effects, as JSON with amounts as decimal strings) in words, one line each.
 * @example const { changes, approvals } = describeAssetEffects(report)
 */
export function describeAssetEffects(report: unknown): { changes: string[]; approvals: string[] } {
  const changes = list(record(report).assetChanges).map((item) => {
    const change = record(item)
    const out = change.direction === 'out'
    const what =
      change.kind === 'native'
        ? `${ether(change.amount)} native`
        : change.kind === 'erc20'
          ? `${shown(change.amount)} base units of ${shown(change.token)}`
          : `token ${shown(change.tokenId)} of ${shown(change.token)}`
    return `${out ? 'Sends' : 'Receives'} ${what} ${out ? 'to' : 'from'} ${shown(change.counterparty)}`
  })
  const approvals = list(record(report).approvals).map((item) => {
    const approval = record(item)
    return `Approves ${shown(approval.spender)} on ${shown(approval.token)}`
  })
  return { changes, approvals }
}

function ether(value: unknown): string {
  const amount = text(value)
  return amount && /^\d+$/.test(amount) ? formatEther(BigInt(amount)) : `${amount} (unreadable)`
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

/** A value for a sentence: "(unknown)" when the file does not hold one. */
function shown(value: unknown): string {
  return text(value) ?? '(unknown)'
}

function text(value: unknown): string | null {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null
}
