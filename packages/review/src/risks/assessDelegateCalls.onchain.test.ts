import { encodeMultiSendCall, encodeMultiSendData, SAFE_DEPLOYMENTS, safeAbi } from '@assent/core'
import { deployTestSafe, execSafeTransaction, startTestDevnet, type TestDevnet } from '@assent/test'
import {
  type Address,
  concatHex,
  encodeFunctionData,
  getAddress,
  type Hex,
  pad,
  parseAbi,
  size,
  slice,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signingBlockers } from '../verification/signingBlockers'
import { assessDelegateCalls } from './assessDelegateCalls'
import { collectSigningRisks } from './collectSigningRisks'
import { findCriticalChanges } from './findCriticalChanges'

// Two batches the review used to pass in silence, executed on the real Safe 1.4.1 with the real
// MultiSend / MultiSendCallOnly at their canonical addresses.
const { multiSend, multiSendCallOnly } = SAFE_DEPLOYMENTS['1.4.1']

describe('nested and malformed MultiSend batches, on the real Safe 1.4.1', () => {
  let devnet: TestDevnet
  beforeAll(async () => {
    devnet = await startTestDevnet()
  }, 120_000)
  afterAll(() => devnet?.stop())

  /** The review's verdict: what must be typed before signing. */
  function reviewBlockers(tx: { to: Address; data: Hex; operation: number }) {
    const risks = collectSigningRisks({ delegateCalls: assessDelegateCalls(tx) })
    return {
      risks: risks.map((risk) => risk.id),
      blocked: signingBlockers({ problems: [], risks, acknowledgements: {} }).length > 0,
      acknowledged:
        signingBlockers({ problems: [], risks, acknowledgements: { delegatecall: 'delegatecall' } })
          .length === 0,
    }
  }

  it('(a) six nested delegatecalls into MultiSend replace the singleton: an unknown delegate call', async () => {
    const safe = await deployTestSafe(devnet, { owners: [0], threshold: 1 })
    const newSingleton: Address = '0x000000000000000000000000000000000000dEaD'
    const evil = getAddress('0x00000000000000000000000000000000000e7e11')
    // PUSH20 newSingleton PUSH1 0 SSTORE STOP: writes the Safe's slot 0 when delegate-called.
    await devnet.testClient.setCode({
      address: evil,
      bytecode: concatHex(['0x73', newSingleton, '0x60005500']),
    })
    let data = encodeMultiSendCall([{ operation: 1, to: evil, value: 0n, data: '0x' }])
    for (let level = 1; level < 6; level++) {
      data = encodeMultiSendCall([{ operation: 1, to: multiSend, value: 0n, data }])
    }
    const executed = await execSafeTransaction(devnet, {
      safe,
      tx: { to: multiSend, data, operation: 1 },
      signers: [0],
    })
    expect(executed.success).toBe(true)
    const slot0 = await devnet.publicClient.getStorageAt({ address: safe, slot: '0x0' })
    expect(slot0).toBe(pad(newSingleton.toLowerCase() as Hex))

    const assessment = assessDelegateCalls(executed.tx)
    expect(assessment.findings.filter((finding) => !finding.known)).toEqual([
      { to: evil, path: [0, 0, 0, 0, 0, 0], known: false },
    ])
    expect(assessment.needsAcknowledgement).toBe(true)
    expect(reviewBlockers(executed.tx)).toEqual({
      risks: ['delegatecall'],
      blocked: true,
      acknowledged: true,
    })
  })

  it('(b) a batch cut short enables a module: a decode problem and a critical change', async () => {
    const safe = await deployTestSafe(devnet, { owners: [0], threshold: 1 })
    // The module's address ends in zero bytes, which MultiSend reads past the end of the batch.
    const attacker = getAddress('0xbad0bad0bad0bad0bad0bad0bad0bad000000000')
    const enable = encodeFunctionData({
      abi: safeAbi,
      functionName: 'enableModule',
      args: [attacker],
    })
    const packed = encodeMultiSendData([
      { operation: 0, to: attacker, value: 0n, data: '0x' },
      { operation: 0, to: safe, value: 0n, data: enable },
    ])
    const data = encodeFunctionData({
      abi: parseAbi(['function multiSend(bytes transactions)']),
      args: [slice(packed, 0, size(packed) - 4)],
    })
    const executed = await execSafeTransaction(devnet, {
      safe,
      tx: { to: multiSendCallOnly, data, operation: 1 },
      signers: [0],
    })
    expect(executed.success).toBe(true)
    const enabled = await devnet.publicClient.readContract({
      address: safe,
      abi: safeAbi,
      functionName: 'isModuleEnabled',
      args: [attacker],
    })
    expect(enabled).toBe(true)

    const assessment = assessDelegateCalls(executed.tx)
    // The only delegate call is the trusted MultiSendCallOnly: the problem alone raises the alarm.
    expect(assessment.findings).toEqual([{ to: multiSendCallOnly, path: [], known: true }])
    expect(assessment.decodeProblems).toEqual([
      { path: [1], message: expect.stringContaining('4 bytes past the end') },
    ])
    expect(assessment.needsAcknowledgement).toBe(true)
    expect(findCriticalChanges(executed.tx, safe)).toEqual([
      expect.objectContaining({ kind: 'ENABLE_MODULE', path: [1] }),
    ])
    expect(reviewBlockers(executed.tx)).toEqual({
      risks: ['delegatecall'],
      blocked: true,
      acknowledged: true,
    })
  })
})
