import {
  buildSafeTransaction,
  encodeMultiSendCall,
  SAFE_DEPLOYMENTS,
  type SafeTransactionData,
  safeAbi,
  safeTxHash,
} from '@assent/core'
import {
  deploySimulationEvader,
  deploySimulationProbe,
  simulationEvasionAbis,
} from '@assent/devnet'
import { deployTestSafe, execSafeTransaction, startTestDevnet, type TestDevnet } from '@assent/test'
import {
  type Address,
  decodeEventLog,
  encodeFunctionData,
  getAddress,
  isAddressEqual,
  parseEther,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readOnChainSafeState } from '../../onchain/readOnChainSafeState'
import { criticalChangeRisks } from '../../risks/criticalChangeRisks'
import { findCriticalChanges } from '../../risks/findCriticalChanges'
import type { SimulationMode } from '../engine/types'
import { analyseTransaction } from './analyseTransaction'

// Issue #28, finding 1: a module that switches itself off whenever the transaction is not sent
// by the attacker fools every simulation — the decoder's finding must stand on its own. And the
// simulation must not be trivially told apart from a real execution (fixed sender, no gas
// price, an empty sender account).
const FULL_MODES: SimulationMode[] = ['eth_simulateV1', 'debug_traceCall']
const { multiSendCallOnly } = SAFE_DEPLOYMENTS['1.4.1']
const attacker = getAddress('0x00000000000000000000000000000000000a77ac')

describe('a simulation that a contract tries to tell apart from the execution', () => {
  let devnet: TestDevnet
  let owners: Address[]
  beforeAll(async () => {
    devnet = await startTestDevnet()
    owners = devnet.walletClients.slice(0, 3).map((wallet) => wallet.account.address)
  }, 120_000)
  afterAll(() => devnet?.stop())

  async function simulate(
    safe: Address,
    fields: Partial<SafeTransactionData> & { to: Address },
    mode: SimulationMode,
    executor?: Address,
  ) {
    const state = await readOnChainSafeState(devnet.publicClient, {
      chainId: devnet.chainId,
      address: safe,
    })
    const tx = buildSafeTransaction({ nonce: BigInt(state.nonce), ...fields })
    const hash = safeTxHash({
      chainId: devnet.chainId,
      safeAddress: safe,
      safeVersion: '1.4.1',
      tx,
    })
    const report = await analyseTransaction({
      client: devnet.publicClient,
      chainId: devnet.chainId,
      safe,
      tx,
      safeTxHash: hash,
      state,
      only: [mode],
      executor,
    })
    return { report, tx, state }
  }

  it.each(FULL_MODES)(
    'runs as the signer who executes, paying the chain gas price from a funded account (%s)',
    async (mode) => {
      const safe = await deployTestSafe(devnet, { owners: [0, 1, 2], threshold: 2 })
      const probe = await deploySimulationProbe(devnet)
      const look = encodeFunctionData({ abi: simulationEvasionAbis.probe, functionName: 'look' })
      const seen = async (executor?: Address) => {
        const { report } = await simulate(safe, { to: probe, data: look }, mode, executor)
        const log = report.run.logs?.find((entry) => isAddressEqual(entry.address, probe))
        if (!log) throw new Error('the probe logged nothing')
        const [signature, ...rest] = log.topics
        if (!signature) throw new Error('the probe logged no event')
        return decodeEventLog({
          abi: simulationEvasionAbis.probe,
          data: log.data,
          topics: [signature, ...rest],
        }).args
      }
      const asSigner = await seen(owners[1])
      expect(asSigner.origin).toBe(owners[1])
      expect(asSigner.gasPrice).toBeGreaterThan(0n)
      expect(asSigner.originBalance).toBeGreaterThan(0n)
      // Without a signer, each run comes from a new address that still has coins.
      const [first, second] = [await seen(), await seen()]
      expect(first.origin).not.toBe(second.origin)
      expect(first.origin).not.toBe(getAddress('0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe'))
      expect(first.originBalance).toBeGreaterThan(0n)
      expect(first.gasPrice).toBeGreaterThan(0n)
    },
  )

  it('a module that hides from the simulation is still a critical finding, and really takes the Safe', async () => {
    const safe = await deployTestSafe(devnet, { owners: [0, 1, 2], threshold: 2 })
    const fund = await devnet.walletClients[3]!.sendTransaction({
      to: safe,
      value: parseEther('3'),
    })
    await devnet.publicClient.waitForTransactionReceipt({ hash: fund })
    // The attacker is owner 0 and will execute the transaction once owner 1 has signed.
    const evader = await deploySimulationEvader(devnet, { executor: owners[0]!, attacker })
    const data = encodeMultiSendCall([
      {
        operation: 0,
        to: safe,
        value: 0n,
        data: encodeFunctionData({ abi: safeAbi, functionName: 'enableModule', args: [evader] }),
      },
      {
        operation: 0,
        to: evader,
        value: 0n,
        data: encodeFunctionData({ abi: simulationEvasionAbis.evader, functionName: 'register' }),
      },
    ])
    const fields = { to: multiSendCallOnly, data, operation: 1 } as const

    // Owner 1's review: the simulation (run as owner 1) is fooled…
    const { report, tx, state } = await simulate(safe, fields, 'eth_simulateV1', owners[1])
    expect(report.run.outcome).toBe('success')
    expect(report.settings).toEqual([])
    // …but the decoder's finding needs its typed word all the same.
    const { risks } = criticalChangeRisks({
      changes: findCriticalChanges(tx, safe),
      ownersBefore: state,
      ownSettingsChange: false,
    })
    expect(risks).toEqual([expect.objectContaining({ id: 'safe-control', word: 'control' })])

    // The premise: executed by the attacker, the module stays and drains the Safe.
    const executed = await execSafeTransaction(devnet, {
      safe,
      tx: fields,
      signers: [0, 1],
      executor: 0,
    })
    expect(executed.success).toBe(true)
    const modules = await devnet.publicClient.readContract({
      address: safe,
      abi: safeAbi,
      functionName: 'getModulesPaginated',
      args: ['0x0000000000000000000000000000000000000001', 10n],
    })
    expect(modules[0]).toEqual([evader])
    const drain = await devnet.walletClients[5]!.writeContract({
      address: evader,
      abi: simulationEvasionAbis.evader,
      functionName: 'drain',
      args: [safe],
    })
    await devnet.publicClient.waitForTransactionReceipt({ hash: drain })
    await expect(devnet.publicClient.getBalance({ address: safe })).resolves.toBe(0n)
    await expect(devnet.publicClient.getBalance({ address: attacker })).resolves.toBe(
      parseEther('3'),
    )
  })
})
