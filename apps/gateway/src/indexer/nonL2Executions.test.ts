import {
  buildSafeTransaction,
  encodeExecTransaction,
  encodeMultiSendCall,
  preValidatedSignature,
  SAFE_DEPLOYMENTS,
  safeTxHash,
} from '@assent/core'
import {
  getOwnedSafes,
  getTransactionDetails,
  getTransactionHistory,
  proposeTransaction,
  type TransactionSummary,
} from '@assent/gateway-client'
import { execSafeTransaction, startTestDevnet, TEST_ACCOUNTS, type TestDevnet } from '@assent/test'
import { type Address, type Hex, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployTestSafe } from '../testing/deployTestSafe'
import { type RpcRequest, startRpcProxy } from '../testing/startRpcProxy'
import { startTestGateway, type TestGateway } from '../testing/startTestGateway'
import { waitForIndexed } from '../testing/waitForIndexed'
import { buildProposal } from '../transactions/buildProposal'

type RpcError = { code: number; message: string }
const METHOD_NOT_FOUND: RpcError = { code: -32601, message: 'the method does not exist' }

// Mainnet Safes run the non-L2 singleton: an execution emits only ExecutionSuccess or
// ExecutionFailure. The indexer must still list it in full — fields and signatures from the
// transaction's input when an owner called the Safe, from the call trace when a contract did.
// Both tracing dialects: geth's debug_traceTransaction (anvil's own), and Parity/Erigon's
// trace_transaction alone behind a proxy that refuses debug_*.
const traceOnly = (request: RpcRequest) =>
  request.method.startsWith('debug_') ? METHOD_NOT_FOUND : undefined
const noTracing = (request: RpcRequest) =>
  request.method.startsWith('debug_') || request.method.startsWith('trace_')
    ? METHOD_NOT_FOUND
    : undefined

type Stack = {
  devnet: TestDevnet
  proxy: Awaited<ReturnType<typeof startRpcProxy>>
  gateway: TestGateway
}

/**
 * One devnet, RPC proxy (refusing what `refuse` names) and gateway for the enclosing describe:
 * its tests each deploy Safes of their own, so they share a chain instead of starting one each.
 */
function useStack(refuse: (request: RpcRequest) => RpcError | undefined): () => Stack {
  let devnet: TestDevnet | undefined
  let proxy: Stack['proxy'] | undefined
  let gateway: TestGateway | undefined
  beforeAll(async () => {
    devnet = await startTestDevnet()
    proxy = await startRpcProxy(devnet.rpcUrl, refuse)
    gateway = await startTestGateway({ rpcUrl: proxy.url })
  })
  afterAll(async () => {
    await gateway?.close()
    await proxy?.close()
    await devnet?.stop()
  })
  return () => {
    if (!devnet || !proxy || !gateway) throw new Error('the stack did not start')
    return { devnet, proxy, gateway }
  }
}

/**
 * A 1-of-1 Safe owned by account 0 executes `innerTx` on the Safe it owns: as msg.sender its
 * pre-validated signature (v = 1) is enough, and the inner execution is a call inside a call.
 */
function execThroughOwnerSafe(
  devnet: TestDevnet,
  ownerSafe: Address,
  inner: Address,
  innerTx: ReturnType<typeof buildSafeTransaction>,
) {
  const data = encodeExecTransaction(innerTx, preValidatedSignature(ownerSafe))
  return execSafeTransaction(devnet, { safe: ownerSafe, tx: { to: inner, data }, signers: [0] })
}

const dialects: [
  string,
  (request: RpcRequest) => RpcError | undefined,
  Array<'1.4.1' | '1.3.0' | '1.2.0' | '1.1.1'>,
][] = [
  // 1.1.1: no chainId in its EIP-712 domain, no SafeSetup event, another ProxyCreation;
  // 1.2.0: the same, on the 1.2.0 singleton (also created by the 1.1.1 ProxyFactory).
  ['debug_traceTransaction', () => undefined, ['1.4.1', '1.3.0', '1.1.1', '1.2.0']],
  ['trace_transaction', traceOnly, ['1.4.1']],
]

describe.each(dialects)('executions of non-L2 Safes (%s)', (_, refuse, versions) => {
  const stack = useStack(refuse)

  describe.each(versions)('Safe %s', (version) => {
    let devnet: TestDevnet
    let gateway: TestGateway
    beforeAll(() => {
      ;({ devnet, gateway } = stack())
    })

    const mined = async (hash: Hex) => {
      const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash })
      await waitForIndexed(gateway, receipt.blockNumber)
      return receipt
    }
    const fund = async (safe: Address) =>
      mined(await devnet.walletClients[0]!.sendTransaction({ to: safe, value: parseEther('1') }))
    const details = (safeTxHash: Hex) =>
      getTransactionDetails(gateway.client, { chainId: 31337, transactionId: safeTxHash })

    it('lists an execution an owner sent straight to the Safe, with its fields and signers', async () => {
      const [a, b] = [devnet.walletClients[0]!.account.address, devnet.walletClients[1]!.account]
      const safe = await deployTestSafe(devnet, {
        owners: [a, b.address],
        threshold: 2,
        version,
        l2: false,
      })
      await mined(safe.txHash)
      await fund(safe.address)
      const recipient = devnet.accounts[6]!.address
      const result = await execSafeTransaction(devnet, {
        safeVersion: version,
        safe: safe.address,
        tx: { to: recipient, value: 1234n },
        signers: [0, 1],
        executor: 1,
      })
      await mined(result.hash)

      const tx = await details(result.safeTxHash)
      expect(tx.txStatus).toBe('SUCCESS')
      expect(tx.txHash).toBe(result.hash)
      expect(tx.txData?.to.value).toBe(recipient)
      expect(tx.txData?.value).toBe('1234')
      const execution = tx.detailedExecutionInfo
      expect(execution?.type).toBe('MULTISIG')
      if (execution?.type !== 'MULTISIG') return
      expect(execution.nonce).toBe(0)
      expect(execution.executor?.value).toBe(b.address)
      expect(execution.confirmations.map((c) => c.signer.value).sort()).toEqual(
        [a, b.address].sort(),
      )
      // Its owners are indexed (from SafeSetup, or from the chain for 1.1.1, which emits none).
      const owned = await getOwnedSafes(gateway.client, { chainId: 31337, ownerAddress: a })
      expect(owned.safes).toContain(safe.address)
    })

    it('finds the fields in the call trace when another Safe executed it', async () => {
      const owner = devnet.walletClients[0]!.account.address
      // A Safe (L2) owns the mainnet-style Safe and executes for it: the outer transaction goes to
      // the owner Safe, which calls the inner Safe's execTransaction.
      const ownerSafe = await deployTestSafe(devnet, { owners: [owner], threshold: 1 })
      await mined(ownerSafe.txHash)
      const inner = await deployTestSafe(devnet, {
        owners: [ownerSafe.address],
        threshold: 1,
        version,
        l2: false,
      })
      await mined(inner.txHash)
      await fund(inner.address)

      const innerTx = buildSafeTransaction({ to: devnet.accounts[7]!.address, value: 99n })
      const innerHash = safeTxHash({
        chainId: 31337,
        safeAddress: inner.address,
        safeVersion: version,
        tx: innerTx,
      })
      const outer = await execThroughOwnerSafe(devnet, ownerSafe.address, inner.address, innerTx)
      await mined(outer.hash)

      const tx = await details(innerHash)
      expect(tx.txStatus).toBe('SUCCESS')
      expect(tx.txHash).toBe(outer.hash)
      expect(tx.txData?.value).toBe('99')
      const execution = tx.detailedExecutionInfo
      if (execution?.type !== 'MULTISIG') throw new Error('not a multisig transaction')
      expect(execution.nonce).toBe(0)
      expect(execution.executor?.value).toBe(ownerSafe.address)
      expect(execution.confirmations.map((c) => c.signer.value)).toEqual([ownerSafe.address])
    })
  })
})

// On an RPC without call tracing, an execution made through a contract cannot be read from
// the chain; a proposal the gateway holds of it has the fields, so it is shown executed.
describe('executions of non-L2 Safes on an RPC without tracing', () => {
  const stack = useStack(noTracing)
  let devnet: TestDevnet
  let proxy: Stack['proxy']
  let gateway: TestGateway
  beforeAll(() => {
    ;({ devnet, proxy, gateway } = stack())
  })

  it('marks the stored proposal executed', async () => {
    const mined = async (hash: Hex) => {
      const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash })
      await waitForIndexed(gateway, receipt.blockNumber)
    }
    const proposer = privateKeyToAccount(TEST_ACCOUNTS[2]!.privateKey)
    const ownerSafe = await deployTestSafe(devnet, {
      owners: [devnet.walletClients[0]!.account.address],
      threshold: 1,
    })
    await mined(ownerSafe.txHash)
    const inner = await deployTestSafe(devnet, {
      owners: [proposer.address, ownerSafe.address],
      threshold: 1,
      l2: false,
    })
    await mined(inner.txHash)
    await mined(
      await devnet.walletClients[0]!.sendTransaction({ to: inner.address, value: parseEther('1') }),
    )
    const innerTx = buildSafeTransaction({ to: devnet.accounts[7]!.address, value: 5n })
    const params = { chainId: 31337, safeAddress: inner.address, safeVersion: '1.4.1', tx: innerTx }
    await proposeTransaction(gateway.client, {
      chainId: 31337,
      address: inner.address,
      body: await buildProposal(proposer, params),
    })
    const outer = await execThroughOwnerSafe(devnet, ownerSafe.address, inner.address, innerTx)
    await mined(outer.hash)

    expect(proxy.refused()).toBeGreaterThan(0)
    const tx = await getTransactionDetails(gateway.client, {
      chainId: 31337,
      transactionId: safeTxHash(params),
    })
    expect(tx.txStatus).toBe('SUCCESS')
    expect(tx.txHash).toBe(outer.hash)
    expect(tx.txData?.value).toBe('5')
  })

  // Nothing proposed: the execution is still listed — from its event and the nonce the chain
  // gives — as "details unavailable", in the Client Gateway and the Transaction Service API.
  it('lists them as "details unavailable" with their nonces, status and hashes', async () => {
    const mined = async (hash: Hex) => {
      const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash })
      await waitForIndexed(gateway, receipt.blockNumber)
    }
    const ownerSafe = await deployTestSafe(devnet, {
      owners: [devnet.walletClients[0]!.account.address],
      threshold: 1,
    })
    await mined(ownerSafe.txHash)
    const inner = await deployTestSafe(devnet, {
      owners: [ownerSafe.address],
      threshold: 1,
      version: '1.3.0',
      l2: false,
    })
    await mined(inner.txHash)
    await mined(
      await devnet.walletClients[0]!.sendTransaction({ to: inner.address, value: parseEther('1') }),
    )
    const innerTxs = [1n, 2n, 3n].map((value, nonce) =>
      buildSafeTransaction({ to: devnet.accounts[7]!.address, value, nonce: BigInt(nonce) }),
    )
    const hashes = innerTxs.map((tx) =>
      safeTxHash({ chainId: 31337, safeAddress: inner.address, safeVersion: '1.3.0', tx }),
    )
    const execData = (tx: (typeof innerTxs)[number]) =>
      encodeExecTransaction(tx, preValidatedSignature(ownerSafe.address))
    // Nonces 0 and 1 in one transaction (a batch of the owner Safe), 2 in the next block:
    // the nonce comes from the Safe's nonce before the block plus the executions before it.
    const batch = await execSafeTransaction(devnet, {
      safe: ownerSafe.address,
      tx: {
        to: SAFE_DEPLOYMENTS['1.4.1'].multiSendCallOnly,
        operation: 1,
        data: encodeMultiSendCall(
          innerTxs.slice(0, 2).map((tx) => ({
            operation: 0,
            to: inner.address,
            value: 0n,
            data: execData(tx),
          })),
        ),
      },
      signers: [0],
    })
    await mined(batch.hash)
    const single = await execSafeTransaction(devnet, {
      safe: ownerSafe.address,
      tx: { to: inner.address, data: execData(innerTxs[2]!) },
      signers: [0],
    })
    await mined(single.hash)

    const history = await getTransactionHistory(gateway.client, {
      chainId: 31337,
      address: inner.address,
    })
    const executions = history.results.flatMap((item) =>
      item.type === 'TRANSACTION' && item.transaction.executionInfo?.type === 'MULTISIG'
        ? [item.transaction as TransactionSummary]
        : [],
    )
    expect(
      executions.map((tx) => [
        tx.executionInfo?.type === 'MULTISIG' ? tx.executionInfo.nonce : null,
        tx.txHash,
        tx.txStatus,
        tx.txInfo.type === 'Custom' && tx.txInfo.detailsUnavailable,
      ]),
    ).toEqual([
      [2, single.hash, 'SUCCESS', true],
      [1, batch.hash, 'SUCCESS', true],
      [0, batch.hash, 'SUCCESS', true],
    ])

    const details = await getTransactionDetails(gateway.client, {
      chainId: 31337,
      transactionId: hashes[1]!,
    })
    expect(details.txHash).toBe(batch.hash)
    expect(details.txData).toBeNull()
    expect(details.txInfo.type === 'Custom' && details.txInfo.isCancellation).toBe(false)
    const execution = details.detailedExecutionInfo
    if (execution?.type !== 'MULTISIG') throw new Error('not a multisig transaction')
    expect([execution.nonce, execution.safeTxHash, execution.executor]).toEqual([
      1,
      hashes[1],
      null,
    ])

    const service = await fetch(
      `${gateway.url}/txs/31337/api/v2/safes/${inner.address}/multisig-transactions/`,
    ).then((res) => res.json() as Promise<{ results: Record<string, unknown>[] }>)
    expect(
      service.results.map((tx) => [tx.nonce, tx.safeTxHash, tx.isExecuted, tx.detailsUnavailable]),
    ).toEqual([
      ['2', hashes[2], true, true],
      ['1', hashes[1], true, true],
      ['0', hashes[0], true, true],
    ])

    // Whoever holds the fields can fill them in: they must hash to the listed safeTxHash.
    const params = { chainId: 31337, safeAddress: inner.address, safeVersion: '1.3.0' }
    const anyone = privateKeyToAccount(TEST_ACCOUNTS[4]!.privateKey)
    const forged = { ...params, tx: { ...innerTxs[1]!, value: 999n } }
    await expect(
      proposeTransaction(gateway.client, {
        chainId: 31337,
        address: inner.address,
        body: { ...(await buildProposal(anyone, forged)), safeTxHash: hashes[1]! },
      }),
    ).rejects.toThrow(/Invalid safeTxHash/)
    const completed = await proposeTransaction(gateway.client, {
      chainId: 31337,
      address: inner.address,
      body: await buildProposal(anyone, { ...params, tx: innerTxs[1]! }),
    })
    expect(completed.txStatus).toBe('SUCCESS')
    expect(completed.txHash).toBe(batch.hash)
    expect(completed.txData?.value).toBe('2')
    expect(completed.txInfo.type).toBe('Transfer')
  })
})
