import { buildSafeTransaction, deleteRequestTypedData, SAFE_DEPLOYMENTS } from '@assent/core'
import {
  getSafeInfo,
  getTransactionDetails,
  getTransactionHistory,
  getTransactionQueue,
  proposeTransaction as proposeThroughClientGateway,
  type TransactionListItem,
} from '@assent/gateway-client'
import {
  startPostgres,
  startTestDevnet,
  TEST_ACCOUNTS,
  type TestDevnet,
  type TestPostgres,
} from '@assent/test'
import SafeApiKit from '@safe-global/api-kit'
import Safe, { hashSafeMessage, type SafeAccountConfig } from '@safe-global/protocol-kit'
import {
  type Address,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  parseAbi,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../testing/startTestGateway'
import { DATABASE_KINDS } from '../testing/startTestStack'
import { waitForIndexed } from '../testing/waitForIndexed'
import { buildProposal } from '../transactions/buildProposal'

const CHAIN_ID = 31337
const keyOf = (index: number) => {
  const account = TEST_ACCOUNTS[index]
  if (!account) throw new Error(`test account ${index} missing`)
  return account.privateKey
}
const [aliceKey, bobKey, carolKey, daveKey, eveKey] = [0, 1, 2, 3, 4].map(keyOf) as [
  Hex,
  Hex,
  Hex,
  Hex,
  Hex,
]
const alice = privateKeyToAccount(aliceKey)
const bob = privateKeyToAccount(bobKey)
const carol = privateKeyToAccount(carolKey)
const dave = privateKeyToAccount(daveKey)
const eve = privateKeyToAccount(eveKey)
const devnetChain = (rpcUrl: string) =>
  defineChain({
    id: CHAIN_ID,
    name: 'devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })

/** protocol-kit knows no contracts on chain 31337: the devnet's canonical 1.4.1 deployments. */
const d = SAFE_DEPLOYMENTS['1.4.1']
const contractNetworks = {
  [String(CHAIN_ID)]: {
    safeSingletonAddress: d.safeL2,
    safeProxyFactoryAddress: d.safeProxyFactory,
    multiSendAddress: d.multiSend,
    multiSendCallOnlyAddress: d.multiSendCallOnly,
    fallbackHandlerAddress: d.compatibilityFallbackHandler,
    signMessageLibAddress: d.signMessageLib,
    createCallAddress: d.createCall,
    simulateTxAccessorAddress: d.simulateTxAccessor,
  },
}

const transactionIds = (items: TransactionListItem[]) =>
  items.flatMap((item) => (item.type === 'TRANSACTION' ? [item.transaction.id] : []))

// One devnet for both databases: protocol-kit memoizes contract instances (with their RPC)
// per process, so a second devnet on another port would be called through the first one's URL.
let devnet: TestDevnet
beforeAll(async () => {
  devnet = await startTestDevnet()
})
afterAll(async () => {
  await devnet?.stop()
})

describe.each(DATABASE_KINDS)(
  'the Transaction Service API with the published SDKs (%s)',
  (kind) => {
    const stack = {} as { devnet: TestDevnet; gateway: TestGateway }
    let postgres: TestPostgres | undefined
    let safeAddress: Address
    let apiKit: SafeApiKit
    const kits = new Map<Hex, Safe>()
    /** protocol-kit connected to the test Safe as the owner with this key. */
    const kitOf = async (key: Hex) => {
      const known = kits.get(key)
      if (known) return known
      const kit = await Safe.init({
        provider: stack.devnet.rpcUrl,
        signer: key,
        safeAddress,
        contractNetworks,
      })
      kits.set(key, kit)
      return kit
    }
    const settle = async (hash: Hex) => {
      const receipt = await stack.devnet.publicClient.waitForTransactionReceipt({ hash })
      await waitForIndexed(stack.gateway, receipt.blockNumber)
      return receipt
    }

    beforeAll(async () => {
      postgres = kind === 'postgres' ? await startPostgres() : undefined
      stack.devnet = devnet
      stack.gateway = await startTestGateway({ rpcUrl: devnet.rpcUrl, databaseUrl: postgres?.url })
      apiKit = new SafeApiKit({
        chainId: BigInt(CHAIN_ID),
        txServiceUrl: `${stack.gateway.url}/txs/${CHAIN_ID}/api`,
      })
      // Created with protocol-kit: predicted, deployed by alice's wallet, found by the indexer.
      const safeAccountConfig: SafeAccountConfig = {
        owners: [alice.address, bob.address, carol.address],
        threshold: 2,
      }
      const predicted = await Safe.init({
        provider: stack.devnet.rpcUrl,
        signer: aliceKey,
        predictedSafe: {
          safeAccountConfig,
          safeDeploymentConfig: { saltNonce: String(Date.now()), safeVersion: '1.4.1' },
        },
        contractNetworks,
      })
      const deployment = await predicted.createSafeDeploymentTransaction()
      const hash = await stack.devnet.walletClient.sendTransaction({
        to: deployment.to as Address,
        data: deployment.data as Hex,
        value: BigInt(deployment.value),
      })
      await settle(hash)
      safeAddress = (await predicted.getAddress()) as Address
      await settle(
        await stack.devnet.walletClient.sendTransaction({
          to: safeAddress,
          value: parseEther('2'),
        }),
      )
    })
    afterAll(async () => {
      await stack.gateway?.close()
      await postgres?.stop()
    })

    it('describes the service, its singletons, the Safe and its owners', async () => {
      const about = await apiKit.getServiceInfo()
      expect(about.name).toBe('Safe Transaction Service')
      const singletons = await apiKit.getServiceSingletonsInfo()
      expect(singletons).toContainEqual(
        expect.objectContaining({ address: d.safeL2, version: '1.4.1', l2: true }),
      )
      const info = await apiKit.getSafeInfo(safeAddress)
      expect(info).toMatchObject({
        address: safeAddress,
        nonce: '0',
        threshold: 2,
        owners: [alice.address, bob.address, carol.address],
        singleton: d.safeL2,
        fallbackHandler: d.compatibilityFallbackHandler,
        version: '1.4.1',
      })
      expect((await apiKit.getSafesByOwner(bob.address)).safes).toContain(safeAddress)
      expect((await apiKit.getSafesByModule(eve.address)).safes).toEqual([])
      const estimate = await apiKit.estimateSafeTransaction(safeAddress, {
        to: carol.address,
        value: '1',
        operation: 0,
      })
      expect(BigInt(estimate.safeTxGas)).toBeGreaterThan(0n)
      // safe-cli reads balances (api-kit 5 does not): the native coin first, with a null token.
      const balances = await fetch(
        `${stack.gateway.url}/txs/${CHAIN_ID}/api/v1/safes/${safeAddress}/balances/`,
      ).then((res) => res.json())
      expect(balances).toEqual([
        { tokenAddress: null, token: null, balance: parseEther('2').toString() },
      ])
      const creation = await apiKit.getSafeCreationInfo(safeAddress)
      expect(creation.factoryAddress).toBe(d.safeProxyFactory)
      expect(creation.singleton).toBe(d.safeL2)
    })

    it('proposes, confirms, executes: api-kit, protocol-kit and the Client Gateway agree', async () => {
      const aliceKit = await kitOf(aliceKey)
      const safeTx = await aliceKit.createTransaction({
        transactions: [{ to: carol.address, value: parseEther('0.5').toString(), data: '0x' }],
      })
      const safeTxHash = await aliceKit.getTransactionHash(safeTx)
      const signed = await aliceKit.signTransaction(safeTx)
      await apiKit.proposeTransaction({
        safeAddress,
        safeTransactionData: signed.data,
        safeTxHash,
        senderAddress: alice.address,
        senderSignature: signed.getSignature(alice.address)?.data ?? '',
        origin: 'api-kit test',
      })

      const pending = await apiKit.getPendingTransactions(safeAddress)
      expect(pending.count).toBe(1)
      expect(pending.results[0]).toMatchObject({
        safeTxHash,
        nonce: '0',
        proposer: alice.address,
        isExecuted: false,
        confirmationsRequired: 2,
        confirmations: [expect.objectContaining({ owner: alice.address, signatureType: 'EOA' })],
      })
      // The same row in the Client Gateway's queue.
      const queue = await getTransactionQueue(stack.gateway.client, {
        chainId: String(CHAIN_ID),
        address: safeAddress,
      })
      expect(transactionIds(queue.results).some((id) => id.endsWith(safeTxHash))).toBe(true)

      // Bob confirms with eth_sign through protocol-kit's signHash, as safe-cli scripts do.
      const bobKit = await kitOf(bobKey)
      const bobSignature = await bobKit.signHash(safeTxHash)
      const confirmed = await apiKit.confirmTransaction(safeTxHash, bobSignature.data)
      expect(confirmed.signature).toBe(bobSignature.data)
      const confirmations = await apiKit.getTransactionConfirmations(safeTxHash)
      expect(confirmations.count).toBe(2)
      expect(confirmations.results.map((c) => c.signatureType).sort()).toEqual(['EOA', 'ETH_SIGN'])

      const stored = await apiKit.getTransaction(safeTxHash)
      expect(stored.confirmations).toHaveLength(2)
      const execution = await aliceKit.executeTransaction(stored)
      const receipt = await settle(execution.hash as Hex)
      expect(receipt.status).toBe('success')

      const executed = await apiKit.getMultisigTransactions(safeAddress, { executed: true })
      expect(executed.count).toBe(1)
      expect(executed.results[0]).toMatchObject({
        safeTxHash,
        isExecuted: true,
        isSuccessful: true,
        transactionHash: execution.hash,
        executor: alice.address,
        blockNumber: Number(receipt.blockNumber),
      })
      expect((await apiKit.getPendingTransactions(safeAddress)).count).toBe(0)
      expect(await apiKit.getNextNonce(safeAddress)).toBe('1')
      const history = await getTransactionHistory(stack.gateway.client, {
        chainId: String(CHAIN_ID),
        address: safeAddress,
      })
      expect(transactionIds(history.results).some((id) => id.endsWith(safeTxHash))).toBe(true)

      const all = await apiKit.getAllTransactions(safeAddress)
      const types = all.results.map((tx) => tx.txType)
      expect(types).toContain('MULTISIG_TRANSACTION')
      expect(types).toContain('ETHEREUM_TRANSACTION')
      const incoming = await apiKit.getIncomingTransactions(safeAddress)
      expect(incoming.results[0]).toMatchObject({
        type: 'ETHER_TRANSFER',
        to: safeAddress,
        value: parseEther('2').toString(),
      })
      expect((await apiKit.getModuleTransactions(safeAddress)).count).toBe(0)
    })

    it('returns what the web app proposed, and deletes it at its proposer’s signed request', async () => {
      const nonce = 1n
      const params = {
        chainId: CHAIN_ID,
        safeAddress,
        safeVersion: '1.4.1',
        tx: buildSafeTransaction({ to: bob.address, value: 7n, nonce }),
      }
      const body = await buildProposal(bob, params)
      await proposeThroughClientGateway(stack.gateway.client, {
        chainId: String(CHAIN_ID),
        address: safeAddress,
        body,
      })
      const listed = await apiKit.getMultisigTransactions(safeAddress, { nonce: '1' })
      expect(listed.count).toBe(1)
      expect(listed.results[0]).toMatchObject({
        safeTxHash: body.safeTxHash,
        to: bob.address,
        value: '7',
        data: null,
        proposer: bob.address,
        confirmations: [expect.objectContaining({ owner: bob.address, signature: body.signature })],
      })

      const totp = BigInt(Math.floor(Date.now() / 3_600_000))
      const signature = await bob.signTypedData(
        deleteRequestTypedData({
          chainId: CHAIN_ID,
          safeAddress,
          safeTxHash: body.safeTxHash as Hex,
          totp,
        }),
      )
      const url = `${stack.gateway.url}/txs/${CHAIN_ID}/api/v2/multisig-transactions/${body.safeTxHash}/`
      const deleted = await fetch(url, {
        method: 'DELETE',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ signature }),
      })
      expect(deleted.status).toBe(204)
      await expect(apiKit.getTransaction(body.safeTxHash)).rejects.toMatchObject({
        statusCode: 404,
      })
      await expect(
        getTransactionDetails(stack.gateway.client, {
          chainId: String(CHAIN_ID),
          transactionId: body.safeTxHash,
        }),
      ).rejects.toMatchObject({ status: 404 })
    })

    it('collects message signatures until the Safe validates the prepared signature on chain', async () => {
      const text = `Assent tx-service message ${kind}`
      const aliceKit = await kitOf(aliceKey)
      const bobKit = await kitOf(bobKey)
      const aliceSigned = await aliceKit.signMessage(aliceKit.createMessage(text))
      await apiKit.addMessage(safeAddress, {
        message: text,
        signature: aliceSigned.encodedSignatures(),
      })
      const messageHash = await aliceKit.getSafeMessageHash(hashSafeMessage(text))
      const first = await apiKit.getMessage(messageHash)
      expect(first).toMatchObject({
        safe: safeAddress,
        messageHash,
        message: text,
        proposedBy: alice.address,
        preparedSignature: null,
      })
      expect(first.confirmations).toHaveLength(1)

      const bobSigned = await bobKit.signMessage(bobKit.createMessage(text))
      await apiKit.addMessageSignature(messageHash, bobSigned.encodedSignatures())
      const both = await apiKit.getMessage(messageHash)
      expect(both.confirmations.map((c) => c.owner).sort()).toEqual(
        [alice.address, bob.address].sort(),
      )
      expect(both.preparedSignature).toMatch(/^0x[0-9a-f]{260}$/)
      // The Safe itself (EIP-1271, through its fallback handler) accepts the prepared signature.
      const magic = await stack.devnet.publicClient.readContract({
        address: safeAddress,
        abi: parseAbi([
          'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
        ]),
        functionName: 'isValidSignature',
        args: [hashSafeMessage(text) as Hex, both.preparedSignature as Hex],
      })
      expect(magic).toBe('0x1626ba7e')
      const list = await apiKit.getMessages(safeAddress)
      expect(list.results.map((m) => m.messageHash)).toContain(messageHash)
    })

    it('lets a registered delegate propose without confirming, until it is removed', async () => {
      const signer = createWalletClient({
        account: alice,
        chain: devnetChain(stack.devnet.rpcUrl),
        transport: http(stack.devnet.rpcUrl),
      })
      const added = await apiKit.addSafeDelegate({
        safeAddress,
        delegateAddress: dave.address,
        delegatorAddress: alice.address,
        label: 'Payroll bot',
        signer,
      })
      expect(added).toMatchObject({
        safe: safeAddress,
        delegate: dave.address,
        label: 'Payroll bot',
      })
      const delegates = await apiKit.getSafeDelegates({ safeAddress })
      expect(delegates.count).toBe(1)
      expect(delegates.results[0]).toMatchObject({
        delegate: dave.address,
        delegator: alice.address,
        label: 'Payroll bot',
        expiryDate: null,
      })

      const info = await getSafeInfo(stack.gateway.client, {
        chainId: String(CHAIN_ID),
        address: safeAddress,
      })
      const proposal = async (by: typeof dave, nonce: bigint) => {
        const params = {
          chainId: CHAIN_ID,
          safeAddress,
          safeVersion: info.version ?? '1.4.1',
          tx: buildSafeTransaction({ to: carol.address, value: 1n, nonce }),
        }
        const body = await buildProposal(by, params)
        return apiKit
          .proposeTransaction({
            safeAddress,
            safeTransactionData: {
              ...body,
              data: body.data ?? '0x',
              gasToken: body.gasToken,
              refundReceiver: body.refundReceiver,
              nonce: Number(body.nonce),
            },
            safeTxHash: body.safeTxHash,
            senderAddress: by.address,
            senderSignature: body.signature,
          })
          .then(() => body.safeTxHash)
      }
      const byDelegate = await proposal(dave, 1n)
      const stored = await apiKit.getTransaction(byDelegate)
      expect(stored).toMatchObject({ proposer: alice.address, proposedByDelegate: dave.address })
      expect(stored.confirmations).toEqual([])
      // The Client Gateway says so too, for the web app's "proposed by a delegate" label.
      const details = await getTransactionDetails(stack.gateway.client, {
        chainId: String(CHAIN_ID),
        transactionId: byDelegate,
      })
      expect(details.detailedExecutionInfo).toMatchObject({
        proposer: { value: alice.address },
        proposedByDelegate: { value: dave.address },
      })
      // Someone who is neither owner nor delegate is refused with a readable message.
      await expect(proposal(eve, 2n)).rejects.toThrow('Signer is not an owner')

      await apiKit.removeSafeDelegate({
        delegateAddress: dave.address,
        delegatorAddress: alice.address,
        signer,
      })
      expect((await apiKit.getSafeDelegates({ safeAddress })).count).toBe(0)
      await expect(proposal(dave, 3n)).rejects.toMatchObject({ statusCode: 422 })
    })

    it('decodes data and answers unknown endpoints with the service’s 404', async () => {
      const aliceKit = await kitOf(aliceKey)
      const addOwner = await aliceKit.createAddOwnerTx({ ownerAddress: eve.address, threshold: 2 })
      const decoded = await apiKit.decodeData(addOwner.data.data, safeAddress)
      expect(decoded).toMatchObject({ method: 'addOwnerWithThreshold' })
      const res = await fetch(`${stack.gateway.url}/txs/${CHAIN_ID}/api/v1/no-such-endpoint/`)
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ detail: 'Not found.' })
      const unknownHash = `0x${'12'.repeat(32)}`
      await expect(apiKit.getTransaction(unknownHash)).rejects.toMatchObject({ statusCode: 404 })
      const otherChain = new SafeApiKit({
        chainId: 5n,
        txServiceUrl: `${stack.gateway.url}/txs/5/api`,
      })
      await expect(otherChain.getServiceInfo()).rejects.toThrow('Chain 5 is not supported')
    })
  },
)
