import {
  buildSafeTransaction,
  encodeMultiSendCall,
  erc20Abi,
  SAFE_1_1_1_DEPLOYMENTS,
  SAFE_DEPLOYMENTS,
  type SafeTransactionData,
  safeTxHash,
} from '@assent/core'
import {
  type AttackKit,
  attackKitAbis,
  type DemoTokens,
  demoErc20Abi,
  deployAttackKit,
  deployDemoTokens,
} from '@assent/devnet'
import { deployTestSafe, execSafeTransaction, startTestDevnet, type TestDevnet } from '@assent/test'
import {
  type Address,
  concat,
  createPublicClient,
  custom,
  encodeFunctionData,
  getAddress,
  maxUint256,
  parseEther,
  parseUnits,
  toEventSelector,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SimulationUnavailableError } from '../../errors/simulation'
import { readOnChainSafeState } from '../../onchain/readOnChainSafeState'
import type { SimulationMode } from '../engine/types'
import { analyseTransaction } from './analyseTransaction'
import { collectSimulationFindings } from './collectSimulationFindings'

// The simulation against the real Safe contracts on a real anvil, with the attack kit: every
// attack must produce its critical finding, an ordinary transfer none.
const FULL_MODES: SimulationMode[] = ['eth_simulateV1', 'debug_traceCall']
const evilSingleton = getAddress('0x000000000000000000000000000000000000bad1')

describe('simulating a Safe transaction before it is signed', () => {
  let devnet: TestDevnet
  let tokens: DemoTokens
  let kit: AttackKit
  let owners: Address[]
  beforeAll(async () => {
    devnet = await startTestDevnet()
    tokens = await deployDemoTokens(devnet)
    owners = devnet.walletClients.slice(0, 3).map((wallet) => wallet.account.address)
    kit = await deployAttackKit(devnet, {
      attacker: getAddress('0x00000000000000000000000000000000000a77ac'),
    })
  }, 120_000)
  afterAll(() => devnet?.stop())

  /** A fresh 2-of-3 Safe holding 1,000 aUSD, 2 ETH and 500 fUSD. */
  async function fundedSafe(
    options: Parameters<typeof deployTestSafe>[1] = {
      owners: [0, 1, 2],
      threshold: 2,
    },
  ) {
    const safe = await deployTestSafe(devnet, options)
    const wallet = devnet.walletClients[0]!
    const mint = async (token: Address, amount: bigint) => {
      const hash = await wallet.writeContract({
        address: token,
        abi: demoErc20Abi,
        functionName: 'mint',
        args: [safe, amount],
      })
      await devnet.publicClient.waitForTransactionReceipt({ hash })
    }
    await mint(tokens.usd6, parseUnits('1000', 6))
    await mint(kit.approvingToken, parseUnits('500', 6))
    const hash = await wallet.sendTransaction({ to: safe, value: parseEther('2') })
    await devnet.publicClient.waitForTransactionReceipt({ hash })
    return safe
  }

  async function analyse(
    safe: Address,
    fields: Partial<SafeTransactionData> & Pick<SafeTransactionData, 'to'>,
    only?: SimulationMode[],
    safeVersion = '1.4.1',
  ) {
    const state = await readOnChainSafeState(devnet.publicClient, {
      chainId: devnet.chainId,
      address: safe,
    })
    const tx = buildSafeTransaction({ nonce: BigInt(state.nonce), ...fields })
    const hash = safeTxHash({ chainId: devnet.chainId, safeAddress: safe, safeVersion, tx })
    const report = await analyseTransaction({
      client: devnet.publicClient,
      chainId: devnet.chainId,
      safe,
      tx,
      safeTxHash: hash,
      state,
      only,
    })
    const findings = collectSimulationFindings({
      report,
      tx,
      safe,
      known: owners.map((address, index) => ({ address, name: `Owner ${index + 1}` })),
      nativeSymbol: 'ETH',
    })
    return { report, findings, state }
  }

  const transferUsd = (to: Address, amount: string) =>
    encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, parseUnits(amount, 6)],
    })

  it.each(FULL_MODES)('an ordinary transfer: one asset change, no finding (%s)', async (mode) => {
    const safe = await fundedSafe()
    const { report, findings } = await analyse(
      safe,
      { to: tokens.usd6, data: transferUsd(owners[1]!, '250') },
      [mode],
    )
    expect(report.run.mode).toBe(mode)
    expect(report.run.outcome).toBe('success')
    expect(report.run.gasUsed).toBeGreaterThan(21_000n)
    expect(report.assetChanges).toEqual([
      {
        kind: 'erc20',
        token: tokens.usd6,
        direction: 'out',
        counterparty: owners[1],
        amount: parseUnits('250', 6),
      },
    ])
    expect(report.tokens[tokens.usd6.toLowerCase()]).toMatchObject({ symbol: 'aUSD', decimals: 6 })
    expect(report.settings).toEqual([])
    expect(findings.risks).toEqual([])
    expect(findings.notices).toEqual([])
    // Only simulated: the chain did not move.
    const balance = await devnet.publicClient.readContract({
      address: tokens.usd6,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [safe],
    })
    expect(balance).toBe(parseUnits('1000', 6))
  })

  it.each(FULL_MODES)(
    'the Bybit pattern: a delegate call that replaces the singleton is critical (%s)',
    async (mode) => {
      const safe = await fundedSafe()
      const { report, findings, state } = await analyse(
        safe,
        {
          to: kit.singletonWriter,
          operation: 1,
          data: encodeFunctionData({
            abi: attackKitAbis.singletonWriter,
            functionName: 'upgrade',
            args: [evilSingleton],
          }),
        },
        [mode],
      )
      expect(report.run.outcome).toBe('success')
      expect(report.settings).toEqual([
        {
          field: 'singleton',
          before: state.singleton,
          after: evilSingleton,
          critical: true,
          controller: evilSingleton,
        },
      ])
      expect(findings.risks.map((risk) => [risk.id, risk.word])).toEqual([
        ['safe-control', 'control'],
      ])
      expect(findings.risks[0]?.title).toContain(evilSingleton)
      expect(findings.risks[0]?.items).toEqual([
        `singleton (implementation): ${state.singleton} → ${evilSingleton} (not a Safe singleton this wallet knows)`,
      ])
    },
  )

  it('a module enabled and the threshold lowered, read back after the execution', async () => {
    const safe = await fundedSafe()
    const module = getAddress('0x00000000000000000000000000000000000e0d01')
    const enable = encodeFunctionData({
      abi: [
        {
          type: 'function',
          name: 'enableModule',
          inputs: [{ name: 'm', type: 'address' }],
          outputs: [],
          stateMutability: 'nonpayable',
        },
      ],
      functionName: 'enableModule',
      args: [module],
    })
    const threshold = encodeFunctionData({
      abi: [
        {
          type: 'function',
          name: 'changeThreshold',
          inputs: [{ name: 't', type: 'uint256' }],
          outputs: [],
          stateMutability: 'nonpayable',
        },
      ],
      functionName: 'changeThreshold',
      args: [1n],
    })
    for (const mode of FULL_MODES) {
      const { report, findings } = await analyse(
        safe,
        {
          to: SAFE_DEPLOYMENTS['1.4.1'].multiSendCallOnly,
          operation: 1,
          data: encodeMultiSendCall([
            { operation: 0, to: safe, value: 0n, data: enable },
            { operation: 0, to: safe, value: 0n, data: threshold },
          ]),
        },
        [mode],
      )
      expect(
        report.settings?.map((change) => [change.field, change.after, change.critical]),
      ).toEqual([
        ['threshold', '1', false],
        ['modules', module, true],
      ])
      expect(findings.risks.map((risk) => risk.id)).toEqual(['safe-control'])
    }
  })

  it.each(FULL_MODES)(
    'a token whose transfer also approves an attacker: a hidden approval (%s)',
    async (mode) => {
      const safe = await fundedSafe()
      const { report, findings } = await analyse(
        safe,
        {
          to: kit.approvingToken,
          data: encodeFunctionData({
            abi: attackKitAbis.approvingToken,
            functionName: 'transfer',
            args: [owners[1]!, parseUnits('10', 6)],
          }),
        },
        [mode],
      )
      expect(report.approvals).toEqual([
        {
          kind: 'erc20',
          token: kit.approvingToken,
          spender: kit.attacker,
          amount: maxUint256,
          unlimited: true,
        },
      ])
      expect(findings.risks.map((risk) => risk.id)).toEqual(['hidden-approval'])
      expect(findings.risks[0]?.items[0]).toContain('an unlimited amount of fUSD')
    },
  )

  it('a look-alike of an owner is caught, the owner itself is not', async () => {
    const safe = await fundedSafe()
    const owner = owners[1]!.toLowerCase()
    const lookAlike = getAddress(`0x${owner.slice(2, 6)}${'0'.repeat(32)}${owner.slice(-4)}`)
    const { findings } = await analyse(safe, { to: lookAlike, value: parseEther('0.1') })
    expect(findings.risks.map((risk) => risk.id)).toEqual(['look-alike'])
    expect(findings.risks[0]?.items).toEqual([`${lookAlike} looks like Owner 2 (${owners[1]})`])
  })

  it('the whole balance leaving the Safe, in one or several steps, is called out', async () => {
    const safe = await fundedSafe()
    const { report, findings } = await analyse(safe, {
      to: SAFE_DEPLOYMENTS['1.4.1'].multiSendCallOnly,
      operation: 1,
      data: encodeMultiSendCall([
        { operation: 0, to: tokens.usd6, value: 0n, data: transferUsd(owners[1]!, '600') },
        { operation: 0, to: tokens.usd6, value: 0n, data: transferUsd(owners[2]!, '400') },
        { operation: 0, to: owners[1]!, value: parseEther('2'), data: '0x' },
      ]),
    })
    expect(report.assetChanges.map((change) => [change.kind, change.counterparty])).toEqual([
      ['erc20', owners[1]],
      ['erc20', owners[2]],
      ['native', owners[1]],
    ])
    expect(findings.notices.filter((notice) => notice.id === 'whole-balance')).toEqual([
      {
        id: 'whole-balance',
        level: 'warning',
        text: "Empties the Safe's aUSD: all of it leaves the Safe.",
      },
      {
        id: 'whole-balance',
        level: 'warning',
        text: "Empties the Safe's ETH: all of it leaves the Safe.",
      },
    ])
  })

  it.each<SimulationMode>(['eth_simulateV1', 'debug_traceCall', 'eth_call'])(
    'a failing call: reverted with GS013, or failed with the inner reason when safeTxGas is set (%s)',
    async (mode) => {
      const safe = await fundedSafe()
      const tooMuch = { to: tokens.usd6, data: transferUsd(owners[1]!, '5000') }
      const reverted = await analyse(safe, tooMuch, [mode])
      expect(reverted.report.run.outcome).toBe('reverted')
      expect(reverted.report.run.revertReason).toMatch(/^GS013/)
      expect(reverted.findings.notices.map((notice) => notice.id)).toContain('reverts')
      const failed = await analyse(safe, { ...tooMuch, safeTxGas: 100_000n }, [mode])
      expect(failed.report.run.outcome).toBe('execution-failure')
      expect(failed.report.run.revertReason).toContain('ERC20')
    },
  )

  it.each<SimulationMode>(['eth_simulateV1', 'debug_traceCall', 'eth_call'])(
    'a queued transaction behind others runs as if it were next (%s)',
    async (mode) => {
      const safe = await fundedSafe()
      const { report } = await analyse(
        safe,
        { to: tokens.usd6, data: transferUsd(owners[1]!, '3'), nonce: 4n },
        [mode],
      )
      expect(report.run.outcome).toBe('success')
      expect(report.settings ?? []).toEqual([])
    },
  )

  it('eth_call alone: the outcome and gas, and no asset or settings changes claimed', async () => {
    const safe = await fundedSafe()
    const { report, findings } = await analyse(
      safe,
      { to: tokens.usd6, data: transferUsd(owners[1]!, '1') },
      ['eth_call'],
    )
    expect(report.run).toMatchObject({ mode: 'eth_call', outcome: 'success' })
    expect(report.run.gasUsed).toBeGreaterThan(21_000n)
    expect(report.run.logs).toBeUndefined()
    expect(report.settings).toBeUndefined()
    expect(findings.risks).toEqual([])
  })

  it('a call with data to an address without code is pointed out', async () => {
    const safe = await fundedSafe()
    const empty = getAddress('0x00000000000000000000000000000000c0de1e55')
    const { findings } = await analyse(safe, { to: empty, data: '0x12345678' })
    expect(findings.notices.map((notice) => notice.id)).toContain('codeless')
  })

  it.each([
    [
      '1.3.0',
      SAFE_DEPLOYMENTS['1.3.0'].safe,
      SAFE_DEPLOYMENTS['1.3.0'].safeProxyFactory,
      SAFE_DEPLOYMENTS['1.3.0'].compatibilityFallbackHandler,
    ],
    [
      '1.1.1',
      SAFE_1_1_1_DEPLOYMENTS.safe,
      SAFE_1_1_1_DEPLOYMENTS.safeProxyFactory,
      SAFE_1_1_1_DEPLOYMENTS.defaultCallbackHandler,
    ],
  ] as const)(
    'Safe %s (non-L2): the singleton replacement is seen too',
    async (version, singleton, factory, fallbackHandler) => {
      const safe = await fundedSafe({
        owners: [0, 1],
        threshold: 2,
        singleton,
        factory,
        fallbackHandler,
      })
      const { report, findings } = await analyse(
        safe,
        {
          to: kit.singletonWriter,
          operation: 1,
          data: encodeFunctionData({
            abi: attackKitAbis.singletonWriter,
            functionName: 'upgrade',
            args: [evilSingleton],
          }),
        },
        ['eth_simulateV1'],
        version,
      )
      expect(report.run.outcome).toBe('success')
      expect(report.settings?.map((change) => change.field)).toEqual(['singleton'])
      expect(findings.risks.map((risk) => risk.id)).toEqual(['safe-control'])
    },
  )

  it('a delegate call to a verified executed transaction leaves the real chain untouched', async () => {
    // Sanity: the same transfer executed for real moves what the simulation said it would.
    const safe = await fundedSafe({ owners: [0], threshold: 1 })
    const { report } = await analyse(safe, { to: tokens.usd6, data: transferUsd(owners[2]!, '7') })
    const executed = await execSafeTransaction(devnet, {
      safe,
      tx: { to: tokens.usd6, data: transferUsd(owners[2]!, '7') },
      signers: [0],
    })
    expect(executed.success).toBe(true)
    const logs = executed.receipt.logs.filter(
      (log) => log.address.toLowerCase() === tokens.usd6.toLowerCase(),
    )
    expect(logs).toHaveLength(report.assetChanges.length)
  })

  it('an RPC that refuses every mode: a clear error naming each; one refused mode falls back', async () => {
    const safe = await fundedSafe()
    const refusing = (methods: string[]) =>
      createPublicClient({
        transport: custom({
          async request({ method, params }) {
            if (methods.includes(method)) {
              throw Object.assign(new Error(`the method ${method} does not exist`), {
                code: -32601,
              })
            }
            return devnet.publicClient.request({ method, params } as never)
          },
        }),
      })
    const state = await readOnChainSafeState(devnet.publicClient, {
      chainId: devnet.chainId,
      address: safe,
    })
    const tx = buildSafeTransaction({ to: owners[1]!, value: 1n, nonce: BigInt(state.nonce) })
    const params = {
      chainId: devnet.chainId,
      safe,
      tx,
      safeTxHash: safeTxHash({
        chainId: devnet.chainId,
        safeAddress: safe,
        safeVersion: '1.4.1',
        tx,
      }),
      state,
    }
    const refused = analyseTransaction({
      ...params,
      client: refusing(['eth_simulateV1', 'debug_traceCall', 'eth_call']),
    })
    await expect(refused).rejects.toThrow(
      /^The RPC could not simulate the transaction \(eth_simulateV1: .+; debug_traceCall: .+; eth_call: .+\)\.$/,
    )
    await expect(refused).rejects.toBeInstanceOf(SimulationUnavailableError)
    await expect(refused).rejects.toMatchObject({
      name: 'SimulationUnavailableError',
      attempts: [
        expect.stringMatching(/^eth_simulateV1: /),
        expect.stringMatching(/^debug_traceCall: /),
        expect.stringMatching(/^eth_call: /),
      ],
    })
    const fallback = await analyseTransaction({ ...params, client: refusing(['eth_simulateV1']) })
    expect(fallback.run.mode).toBe('debug_traceCall')
    expect(fallback.run.fallbacks).toEqual([expect.stringMatching(/^eth_simulateV1: /)])
    expect(fallback.assetChanges).toEqual([
      { kind: 'native', direction: 'out', counterparty: owners[1], amount: 1n },
    ])
  })

  it('an RPC whose simulation answers are malformed: the fallback note names the method and the field', async () => {
    const safe = await fundedSafe()
    // Answers these methods with `answer` instead of asking the node.
    const lying = (answers: Record<string, unknown>) =>
      createPublicClient({
        transport: custom({
          async request({ method, params }) {
            if (method in answers) return answers[method]
            return devnet.publicClient.request({ method, params } as never)
          },
        }),
      })
    const state = await readOnChainSafeState(devnet.publicClient, {
      chainId: devnet.chainId,
      address: safe,
    })
    const tx = buildSafeTransaction({ to: owners[1]!, value: 1n, nonce: BigInt(state.nonce) })
    const params = {
      chainId: devnet.chainId,
      safe,
      tx,
      safeTxHash: safeTxHash({
        chainId: devnet.chainId,
        safeAddress: safe,
        safeVersion: '1.4.1',
        tx,
      }),
      state,
    }
    const badShape = await analyseTransaction({
      ...params,
      client: lying({
        eth_simulateV1: [{ calls: [{ status: 'yes', returnData: '0x', gasUsed: '0x1' }] }],
        debug_traceCall: { type: 'CALL' },
      }),
    })
    expect(badShape.run.mode).toBe('eth_call')
    expect(badShape.run.fallbacks).toEqual([
      'eth_simulateV1: eth_simulateV1 answered in an unexpected shape (0.calls.0.status: expected 0x-prefixed hex).',
      'debug_traceCall: debug_traceCall answered in an unexpected shape (from: expected 0x-prefixed hex).',
    ])
    const noResult = await analyseTransaction({
      ...params,
      client: lying({ eth_simulateV1: [] }),
    })
    expect(noResult.run.mode).toBe('debug_traceCall')
    expect(noResult.run.fallbacks).toEqual([
      'eth_simulateV1: eth_simulateV1 returned no result for execTransaction.',
    ])
  })

  it('a token whose decimals() and symbol() answer garbage: raw units, no crash', async () => {
    const safe = await fundedSafe()
    const garbage = getAddress('0x00000000000000000000000000000000000ba9ba')
    // Any call: emits Transfer(caller → owner 2, 42) and answers 2^256 − 1 (not a uint8, not a string).
    await devnet.testClient.setCode({
      address: garbage,
      bytecode: concat([
        '0x602a600052',
        '0x73',
        owners[1]!,
        '0x33',
        '0x7f',
        toEventSelector('Transfer(address,address,uint256)'),
        '0x60206000a3',
        '0x7f',
        `0x${'ff'.repeat(32)}`,
        '0x60005260206000f3',
      ]),
    })
    const { report } = await analyse(safe, { to: garbage, data: '0xa9059cbb' })
    expect(report.assetChanges).toEqual([
      { kind: 'erc20', token: garbage, direction: 'out', counterparty: owners[1], amount: 42n },
    ])
    expect(report.tokens[garbage.toLowerCase()]).toEqual({
      decimals: null,
      symbol: null,
      name: null,
    })
  })
})
