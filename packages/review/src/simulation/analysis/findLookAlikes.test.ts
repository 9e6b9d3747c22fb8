import { buildSafeTransaction } from '@assent/core'
import { type Address, getAddress, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { collectSimulationFindings } from './collectSimulationFindings'
import { findLookAlikes } from './findLookAlikes'
import { PAST_COUNTERPARTY_NAMES } from './pastCounterparties'
import type { SimulationReport } from './simulationReport'

const SAFE = getAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3')
const OWNER = getAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')
const PAST_RECIPIENT = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')

/** What a poisoning tool makes of `address`: the same first and last four hex digits. */
const poisonOf = (address: Address, middle = '0') =>
  getAddress(`0x${address.slice(2, 6)}${middle.repeat(32)}${address.slice(-4)}`)

const known = [{ address: OWNER, name: 'owner 1' }]
const history = [{ address: PAST_RECIPIENT, name: PAST_COUNTERPARTY_NAMES.recipient }]

describe('findLookAlikes', () => {
  it('flags a look-alike of a past recipient, naming it', () => {
    const poison = poisonOf(PAST_RECIPIENT)
    expect(findLookAlikes({ addresses: [poison], known, history, safe: SAFE })).toEqual([
      { address: poison, like: history[0] },
    ])
  })

  it('still flags it when the look-alike is in the history too (its dust transfer)', () => {
    const poison = poisonOf(PAST_RECIPIENT)
    const withDust = [...history, { address: poison, name: PAST_COUNTERPARTY_NAMES.sender }]
    expect(findLookAlikes({ addresses: [poison], known, history: withDust, safe: SAFE })).toEqual([
      { address: poison, like: history[0] },
    ])
  })

  it('leaves the past counterparty itself and unrelated addresses alone', () => {
    const other = getAddress('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc')
    const addresses = [PAST_RECIPIENT, getAddress(PAST_RECIPIENT.toLowerCase()), other]
    expect(findLookAlikes({ addresses, known, history, safe: SAFE })).toEqual([])
  })

  it('still clears owners and the Safe, and flags their look-alikes under their own names', () => {
    const addresses = [OWNER, SAFE, poisonOf(OWNER), poisonOf(SAFE, 'f')]
    const ownerAsPast = [{ address: OWNER, name: PAST_COUNTERPARTY_NAMES.recipient }]
    expect(findLookAlikes({ addresses, known, history: ownerAsPast, safe: SAFE })).toEqual([
      { address: poisonOf(OWNER), like: known[0] },
      { address: poisonOf(SAFE, 'f'), like: { address: SAFE, name: 'this Safe' } },
    ])
  })

  it('without a history, compares with known addresses only', () => {
    expect(findLookAlikes({ addresses: [poisonOf(PAST_RECIPIENT)], known, safe: SAFE })).toEqual([])
  })
})

describe('collectSimulationFindings with past counterparties', () => {
  // A plain transfer of 0.1 ETH to a look-alike of the Safe's past recipient, simulated.
  const poison = poisonOf(PAST_RECIPIENT)
  const tx = buildSafeTransaction({ to: poison, value: parseEther('0.1'), nonce: 0n })
  const report: SimulationReport = {
    run: { mode: 'eth_simulateV1', blockNumber: 1n, outcome: 'success', fallbacks: [] },
    assetChanges: [
      { kind: 'native', direction: 'out', counterparty: poison, amount: parseEther('0.1') },
    ],
    approvals: [],
    tokens: {},
    settings: [],
    balancesBefore: { native: parseEther('2') },
    codeless: [],
    queuedBefore: 0,
  }

  it("needs the typed word 'lookalike' and says which past recipient it looks like", () => {
    const { risks } = collectSimulationFindings({
      report,
      tx,
      safe: SAFE,
      known,
      history,
      nativeSymbol: 'ETH',
    })
    expect(risks.map((risk) => [risk.id, risk.word])).toEqual([['look-alike', 'lookalike']])
    expect(risks[0]?.items).toEqual([`${poison} looks like a past recipient (${PAST_RECIPIENT})`])
  })
})
