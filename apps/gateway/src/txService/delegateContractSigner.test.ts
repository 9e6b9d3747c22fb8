import { buildSafeTransaction, buildSignatureBytes, delegateTypedData } from '@assent/core'
import { startTestDevnet, TEST_ACCOUNTS, type TestDevnet } from '@assent/test'
import { type Address, type Hex, hashTypedData } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployTestSafe } from '../testing/deployTestSafe'
import { startTestGateway, type TestGateway } from '../testing/startTestGateway'
import { waitForIndexed } from '../testing/waitForIndexed'
import { buildProposal } from '../transactions/buildProposal'

// An owner that is itself a Safe registers a delegate the way the Transaction Service accepts
// it from a contract: a Safe-format contract signature (v = 0) its EIP-1271 isValidSignature
// approves on chain. Its owner's ECDSA signature is over the owner Safe's SafeMessage.
const CHAIN_ID = 31337
const [ownerOfOwnerSafe, stranger, delegate] = [3, 4, 5].map((index) =>
  privateKeyToAccount(TEST_ACCOUNTS[index]!.privateKey),
) as [
  ReturnType<typeof privateKeyToAccount>,
  ReturnType<typeof privateKeyToAccount>,
  ReturnType<typeof privateKeyToAccount>,
]

let devnet: TestDevnet
let gateway: TestGateway
let ownerSafe: Address
let safe: Address
beforeAll(async () => {
  devnet = await startTestDevnet()
  gateway = await startTestGateway({ rpcUrl: devnet.rpcUrl })
  const owner = await deployTestSafe(devnet, { owners: [ownerOfOwnerSafe.address], threshold: 1 })
  ownerSafe = owner.address
  const target = await deployTestSafe(devnet, {
    owners: [ownerSafe, devnet.accounts[0]!.address],
    threshold: 1,
  })
  safe = target.address
  const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash: target.txHash })
  await waitForIndexed(gateway, receipt.blockNumber)
})
afterAll(async () => {
  await gateway?.close()
  await devnet?.stop()
})

/** The owner Safe's contract signature of this hour's Delegate typed data, signed by `by`. */
async function contractSignature(by: typeof stranger): Promise<Hex> {
  const totp = BigInt(Math.floor(Date.now() / 3_600_000))
  const delegateHash = hashTypedData(
    delegateTypedData({ chainId: CHAIN_ID, delegate: delegate.address, totp }),
  )
  // CompatibilityFallbackHandler: isValidSignature(bytes32 h) checks SafeMessage(abi.encode(h)).
  const inner = await by.signTypedData({
    domain: { chainId: CHAIN_ID, verifyingContract: ownerSafe },
    types: { SafeMessage: [{ name: 'message', type: 'bytes' }] },
    primaryType: 'SafeMessage',
    message: { message: delegateHash },
  })
  return buildSignatureBytes([{ signer: ownerSafe, data: inner, dynamic: true }])
}

const api = (path: string, init?: RequestInit) =>
  fetch(`${gateway.url}/txs/${CHAIN_ID}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json' },
  })

describe('a delegate registered by an owner that is a Safe (EIP-1271)', () => {
  it('refuses a contract signature its owner contract does not accept, and writes nothing', async () => {
    const res = await api('/v2/delegates/', {
      method: 'POST',
      body: JSON.stringify({
        safe,
        delegate: delegate.address,
        delegator: ownerSafe,
        label: 'bot',
        signature: await contractSignature(stranger),
      }),
    })
    expect(res.status).toBe(422)
    const list = await (await api(`/v2/delegates/?safe=${safe}`)).json()
    expect(list.count).toBe(0)
  })

  it('registers it with a valid contract signature, and the delegate may then propose', async () => {
    const res = await api('/v2/delegates/', {
      method: 'POST',
      body: JSON.stringify({
        safe,
        delegate: delegate.address,
        delegator: ownerSafe,
        label: 'bot',
        signature: await contractSignature(ownerOfOwnerSafe),
      }),
    })
    expect(res.status).toBe(201)
    const list = await (await api(`/v2/delegates/?safe=${safe}`)).json()
    expect(list.results).toMatchObject([{ delegate: delegate.address, delegator: ownerSafe }])

    const { safeTxHash, ...body } = await buildProposal(delegate, {
      chainId: CHAIN_ID,
      safeAddress: safe,
      safeVersion: '1.4.1',
      tx: buildSafeTransaction({ to: delegate.address, value: 1n, nonce: 0n }),
    })
    const proposed = await api(`/v2/safes/${safe}/multisig-transactions/`, {
      method: 'POST',
      body: JSON.stringify({ ...body, contractTransactionHash: safeTxHash }),
    })
    expect(proposed.status).toBe(201)
    const stored = await (await api(`/v2/multisig-transactions/${safeTxHash}/`)).json()
    expect(stored).toMatchObject({ proposer: ownerSafe, proposedByDelegate: delegate.address })
  })
})
