import type { RerunReport } from '../evidence/rerun/checkRerun'
import type { EvidenceCheck } from '../evidence/verifyEvidence'
import type { CheckEvidenceTextReturnType } from './checkEvidenceText'
import { describeSimulation } from './describeSimulation'

const MARKS = { ok: '✓', failed: '✗', unchecked: '?' } as const

/** The sections checks are shown in, by the part of the file they are about. */
const SECTIONS: { title: string; holds: (part: string) => boolean }[] = [
  {
    title: "Proofs against the header's state root",
    holds: (part) => part === 'block header' || /^(account proof|storage proof|proof\.)/.test(part),
  },
  { title: "The Safe's state, from the proofs", holds: (part) => part.startsWith('state.') },
  { title: 'Signatures, each recovered', holds: (part) => part.startsWith('confirmations[') },
  { title: 'Transaction and hashes', holds: () => true },
]

/**
 * The page's report of one evidence file, built as DOM nodes: every value from the file is
 * set as text, never parsed as HTML.
 * @example report.replaceChildren(...renderReport(await checkEvidenceText(text)))
 */
export function renderReport(report: CheckEvidenceTextReturnType): Node[] {
  if (report.kind === 'unreadable') {
    return [
      element('p', { id: 'verdict', className: 'verdict failed', role: 'alert' }, report.message),
    ]
  }
  const { evidence, result } = report
  const failed = result.failures.map((failure) => failure.part)
  const verdict = result.ok
    ? element(
        'p',
        { id: 'verdict', className: 'verdict ok', role: 'status' },
        'Every part of the evidence holds.',
      )
    : element(
        'p',
        { id: 'verdict', className: 'verdict failed', role: 'alert' },
        `Do not trust this evidence. What does not hold: ${failed.join(', ')}.`,
      )
  const byPart = new Map(result.checks.map((check) => [check.part, check]))
  const hashes = evidence.hashes ?? {}
  const tx = evidence.transaction ?? {}
  const simulation = describeSimulation({ simulation: evidence.simulation })
  return [
    verdict,
    element('h2', {}, 'Compare with a second source'),
    element(
      'p',
      {},
      'Ask another node or a block explorer for this block: its hash must be this one.',
    ),
    definitions('block', [
      ['Block number', String(result.block.number ?? '(unknown)')],
      ['Block hash', blockHashLine(result.block.hash, byPart.get('block header'))],
      ['Chain ID', String(evidence.chainId)],
      ['Safe', String(evidence.safe)],
    ]),
    element('h2', {}, 'Hashes (as a hardware wallet shows them)'),
    definitions('hashes', [
      ['Domain hash', hashLine(hashes.domainHash, byPart.get('hashes.domainHash'))],
      ['Message hash', hashLine(hashes.messageHash, byPart.get('transaction'))],
      ['safeTxHash', hashLine(hashes.safeTxHash, byPart.get('hashes.safeTxHash'))],
    ]),
    element('h2', {}, 'Transaction'),
    definitions('transaction', [
      ['To', String(tx.to)],
      ['Value (wei)', String(tx.value)],
      ['Data', String(tx.data)],
      ['Operation', tx.operation === 1 ? '1 (delegatecall)' : String(tx.operation)],
      ['Nonce', String(tx.nonce)],
    ]),
    ...checkSections(result.checks.filter((check) => check.part !== 're-run')),
    element('h2', {}, 'Simulation, as exported'),
    element(
      'p',
      { className: 'note', id: 'simulation-source' },
      `From the evidence file: the effects as simulated at block ${simulation.blockNumber ?? '(unknown)'}.`,
    ),
    list(
      'simulation',
      simulation.lines.map((line) => element('li', {}, line)),
    ),
    ...rerunSection(result.rerun, byPart.get('re-run'), result.block.number),
  ]
}

/** The re-run in this page's EVM beside the exported simulation, each difference flagged. */
function rerunSection(
  rerun: RerunReport,
  check: EvidenceCheck | undefined,
  block: bigint | null,
): Node[] {
  const title = element('h2', {}, 'Re-run here, over the proven state')
  if (rerun.status !== 'ran') {
    const status = rerun.status === 'failed' ? 'verdict failed' : 'note'
    return [title, element('p', { id: 'rerun-status', className: status }, rerun.message)]
  }
  const differences = rerun.differences.map((difference) =>
    element(
      'li',
      {},
      `${MARKS.failed} ${difference.charAt(0).toUpperCase()}${difference.slice(1)}`,
    ),
  )
  return [
    title,
    element(
      'p',
      { className: 'note', id: 'rerun-status' },
      check?.status === 'ok' && rerun.compared
        ? `Re-run in this page's EVM over the state proven at block ${block ?? '(unknown)'}: the same effects as the exported simulation.`
        : (check?.message ?? 'Re-run in this page.'),
    ),
    list(
      'rerun',
      rerun.lines.map((line) => element('li', {}, line)),
    ),
    ...(differences.length > 0
      ? [
          element(
            'ul',
            { id: 'rerun-differences', className: 'checks', role: 'alert' },
            ...differences,
          ),
        ]
      : []),
  ]
}

function checkSections(checks: EvidenceCheck[]): Node[] {
  const remaining = [...checks]
  return SECTIONS.flatMap(({ title, holds }) => {
    const inSection = remaining.filter((check) => holds(check.part))
    for (const check of inSection) remaining.splice(remaining.indexOf(check), 1)
    if (inSection.length === 0) return []
    return [
      element('h2', {}, title),
      list(
        undefined,
        inSection.map((check) => {
          const item = element(
            'li',
            {},
            element('span', { className: 'mark' }, `${MARKS[check.status]} `),
          )
          item.dataset.status = check.status
          item.dataset.part = check.part
          item.append(element('strong', {}, check.part), `: ${check.message}`)
          return item
        }),
      ),
    ]
  })
}

/** The block hash, unless the header does not hash to it (then the file was changed). */
function blockHashLine(hash: string | undefined, check: EvidenceCheck | undefined): string {
  const value = hash ?? '(missing)'
  return check?.status === 'ok'
    ? value
    : `${value} (the header does not hash to it: the file was changed, compare nothing)`
}

/** A recorded hash and whether it was recomputed from the file's fields. */
function hashLine(hash: string | undefined, check: EvidenceCheck | undefined): string {
  const status = !check
    ? 'not checked'
    : check.status === 'ok'
      ? 'recomputed ✓'
      : check.status === 'failed'
        ? `DOES NOT HOLD ✗ (${check.message})`
        : 'not checked'
  return `${hash ?? '(missing)'} ${status}`
}

function definitions(id: string, rows: [string, string][]): HTMLElement {
  const dl = element('dl', { id })
  for (const [term, value] of rows) {
    dl.append(element('dt', {}, term), element('dd', { className: 'value' }, value))
  }
  return dl
}

function list(id: string | undefined, items: HTMLElement[]): HTMLElement {
  const ul = element('ul', id ? { id, className: 'checks' } : { className: 'checks' })
  ul.append(...items)
  return ul
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: { id?: string; className?: string; role?: string },
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  if (properties.id) node.id = properties.id
  if (properties.className) node.className = properties.className
  if (properties.role) node.setAttribute('role', properties.role)
  node.append(...children)
  return node
}
