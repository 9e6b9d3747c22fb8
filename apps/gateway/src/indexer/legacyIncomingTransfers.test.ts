import { encodeMultiSendCall, SAFE_DEPLOYMENTS } from '@assent/core'
import { getTransactionHistory } from '@assent/gateway-client'
import { execSafeTransaction, startTestDevnet, type TestDevnet } from '@assent/test'
import { type Address, type Hex, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../log/createLogger'
import { deployTestSafe } from '../testing/deployTestSafe'
import { type RpcRequest, startRpcProxy } from '../testing/startRpcProxy'
import { startTestGateway, type TestGateway } from '../testing/startTestGateway'
import { waitForIndexed } from '../testing/waitForIndexed'

type RpcError = { code: number; message: string }
const METHOD_NOT_FOUND: RpcError = { code: -32601, message: 'the method does not exist' }
const refusing =
  (prefixes: string[]) =>
  (request: RpcRequest): RpcError | undefined =>
    prefixes.some((prefix) => request.method.startsWith(prefix)) ? METHOD_NOT_FOUND : undefined

// Safe 1.1.1 and 1.2.0 proxies log nothing when they receive native coin: the indexer finds
// those transfers by tracing — trace_filter (anvil, Erigon, Nethermind, reth), else geth's
// debug_traceBlockByNumber — and without tracing cannot (it says so once in its log).
const modes: ['1.1.1' | '1.2.0', string, (request: RpcRequest) => RpcError | undefined, boolean][] =
  [
    ['1.1.1', 'trace_filter', () => undefined, true],
    ['1.1.1', 'debug_traceBlockByNumber', refusing(['trace_']), true],
    ['1.1.1', 'no tracing', refusing(['trace_', 'debug_']), false],
    ['1.2.0', 'trace_filter', () => undefined, true],
  ]

describe.each(modes)('incoming native coin of a %s Safe (%s)', (version, mode, refuse, found) => {
  let devnet: TestDevnet
  let proxy: Awaited<ReturnType<typeof startRpcProxy>>
  let gateway: TestGateway
  const logs: Record<string, unknown>[] = []

  beforeAll(async () => {
    devnet = await startTestDevnet()
    proxy = await startRpcProxy(devnet.rpcUrl, refuse)
    gateway = await startTestGateway({
      rpcUrl: proxy.url,
      logger: createLogger({ level: 'warn', write: (line) => logs.push(JSON.parse(line)) }),
    })
  })
  afterAll(async () => {
    await gateway?.close()
    await proxy?.close()
    await devnet?.stop()
  })

  const mined = async (hash: Hex) => {
    const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash })
    await waitForIndexed(gateway, receipt.blockNumber)
    return receipt
  }
  const incoming = async (safe: Address) =>
    (await getTransactionHistory(gateway.client, { chainId: 31337, address: safe })).results
      .flatMap((item) =>
        item.type === 'TRANSACTION' &&
        item.transaction.txInfo.type === 'Transfer' &&
        item.transaction.txInfo.direction === 'INCOMING' &&
        item.transaction.txInfo.transferInfo.type === 'NATIVE_COIN'
          ? [
              [
                item.transaction.txInfo.sender.value,
                item.transaction.txInfo.transferInfo.value,
                item.transaction.txHash,
              ],
            ]
          : [],
      )
      .reverse()

  it(`lists sends and internal transfers to it as incoming${found ? '' : ': not without tracing'}`, async () => {
    const sender = devnet.walletClients[2]!
    const legacy = await deployTestSafe(devnet, {
      owners: [devnet.accounts[1]!.address],
      threshold: 1,
      version,
    })
    await mined(legacy.txHash)
    const payer = await deployTestSafe(devnet, {
      owners: [devnet.walletClients[0]!.account.address],
      threshold: 1,
    })
    await mined(payer.txHash)
    await mined(await sender.sendTransaction({ to: payer.address, value: parseEther('1') }))

    // An owner's send, then a Safe's payment (an internal call of its execTransaction).
    const direct = await mined(
      await sender.sendTransaction({ to: legacy.address, value: parseEther('0.5') }),
    )
    const paid = await execSafeTransaction(devnet, {
      safe: payer.address,
      tx: { to: legacy.address, value: 1234n },
      signers: [0],
    })
    await mined(paid.hash)
    // A payment whose batch then reverts (the Safe reports ExecutionFailure): never received.
    const reverted = await execSafeTransaction(devnet, {
      safe: payer.address,
      tx: {
        to: SAFE_DEPLOYMENTS['1.4.1'].multiSendCallOnly,
        operation: 1,
        safeTxGas: 300_000n,
        data: encodeMultiSendCall([
          { operation: 0, to: legacy.address, value: 99n, data: '0x' },
          // MultiSend refuses a plain call: the whole batch reverts.
          {
            operation: 0,
            to: SAFE_DEPLOYMENTS['1.4.1'].multiSend,
            value: 0n,
            data: encodeMultiSendCall([]),
          },
        ]),
      },
      signers: [0],
      gas: 1_000_000n,
    })
    expect(reverted.success).toBe(false)
    await mined(reverted.hash)

    const payerAddress = payer.address
    expect(await incoming(legacy.address)).toEqual(
      found
        ? [
            [sender.account.address, parseEther('0.5').toString(), direct.transactionHash],
            [payerAddress, '1234', paid.hash],
          ]
        : [],
    )
    // The paying Safe (1.4.1) logs SafeReceived as before: listed once.
    expect(await incoming(payer.address)).toHaveLength(1)
    const warned = logs.some((line) => String(line.msg).includes('Safes before 1.3.0'))
    expect(warned).toBe(!found)
    if (mode === 'no tracing') expect(proxy.refused()).toBeGreaterThan(0)
  })
})
