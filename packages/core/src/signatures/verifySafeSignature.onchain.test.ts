import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  type Hex,
  http,
  parseAbi,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compatibilityFallbackHandlerAbi } from '../abi/compatibilityFallbackHandlerAbi'
import { safeAbi } from '../abi/safeAbi'
import { getSafeMessageTypedData } from '../hash/getSafeMessageTypedData'
import { getSafeTxTypedData } from '../hash/getSafeTxTypedData'
import { safeMessageHash } from '../hash/safeMessageHash'
import { safeTxHash } from '../hash/safeTxHash'
import type { SafeTransactionData } from '../hash/types'
import { deploySafeFixture, type SafeFixture, testAccounts } from '../test-utils/deploySafeFixture'
import { startAnvil, type TestAnvil } from '../test-utils/startAnvil'
import { buildSafeTransaction } from '../transaction/buildSafeTransaction'
import { encodeExecTransaction } from '../transaction/encodeExecTransaction'
import { buildSignatureBytes } from './buildSignatureBytes'
import { EIP1271_MAGIC_VALUE } from './constants'
import { preValidatedSignature } from './preValidatedSignature'
import { readContractSignature } from './readContractSignature'
import { typedDataPreimage } from './typedDataPreimage'
import type { SafeSignature } from './types'
import { verifySafeConfirmations } from './verifySafeConfirmations'
import { verifySafeSignature } from './verifySafeSignature'

// A real Safe 1.4.1 owned by an EOA, an approving EOA and a nested Safe 1.4.1 (EIP-1271 through
// its CompatibilityFallbackHandler). Executions come from account 0, which owns nothing, so an
// approved hash is never accepted because of msg.sender.
const [executor, eoaOwner, approver, nestedOwner] = testAccounts as [
  (typeof testAccounts)[0],
  (typeof testAccounts)[0],
  (typeof testAccounts)[0],
  (typeof testAccounts)[0],
]

let anvil: TestAnvil
let fixture: SafeFixture
let safe: Address
let nestedSafe: Address
let chainId: number

beforeAll(async () => {
  anvil = await startAnvil()
  fixture = await deploySafeFixture(anvil.rpcUrl)
  nestedSafe = await fixture.deploySafe([nestedOwner.address], 1n)
  safe = await fixture.deploySafe([eoaOwner.address, approver.address, nestedSafe], 2n)
  chainId = await fixture.publicClient.getChainId()
})
afterAll(async () => {
  await anvil?.stop()
})

/** The Safe under test is 1.4.1: it calls owner contracts' legacy isValidSignature(bytes,bytes). */
const caller = { safeVersion: '1.4.1' }

const txAt = (nonce: bigint): SafeTransactionData =>
  buildSafeTransaction({ to: '0x000000000000000000000000000000000000bEEF', nonce })

function hashes(tx: SafeTransactionData) {
  const params = { chainId, safeAddress: safe, safeVersion: '1.4.1', tx }
  return { hash: safeTxHash(params), preimage: typedDataPreimage(getSafeTxTypedData(params)) }
}

async function approve(owner: typeof approver, hash: Hex) {
  const sent = await fixture.walletClientFor(owner).writeContract({
    address: safe,
    abi: safeAbi,
    functionName: 'approveHash',
    args: [hash],
  })
  await fixture.publicClient.waitForTransactionReceipt({ hash: sent })
}

/** The nested Safe's owner signs `preimage` as the nested Safe's SafeMessage (what Safe 1.4.1 checks). */
async function nestedSignature(preimage: Hex): Promise<Hex> {
  const nestedHash = await fixture.publicClient.readContract({
    address: fixture.fallbackHandler,
    abi: compatibilityFallbackHandlerAbi,
    functionName: 'getMessageHashForSafe',
    args: [nestedSafe, preimage],
  })
  return nestedOwner.sign({ hash: nestedHash })
}

const contractConfirmation = (payload: Hex) =>
  buildSignatureBytes([{ signer: nestedSafe, data: payload, dynamic: true }])

function execute(tx: SafeTransactionData, signatures: Hex) {
  return fixture.walletClientFor(executor).sendTransaction({
    to: safe,
    data: encodeExecTransaction(tx, signatures),
  })
}

describe('verifySafeSignature on a real Safe 1.4.1', () => {
  it('proves a real approveHash and refuses a fabricated v=1 with no approval', async () => {
    const { hash, preimage } = hashes(txAt(0n))
    await approve(approver, hash)
    const client = fixture.publicClient
    const check = (owner: Address) =>
      verifySafeSignature({
        client,
        safeAddress: safe,
        caller,
        hash,
        preimage,
        signatures: preValidatedSignature(owner),
      })
    expect(await check(approver.address)).toMatchObject({
      status: 'verified',
      kind: 'approved_hash',
      signer: approver.address,
      proof: 'approved-hash',
    })
    expect(await check(eoaOwner.address)).toMatchObject({
      status: 'invalid',
      failure: 'refused-on-chain',
      signer: eoaOwner.address,
    })
    // An approval of another hash proves nothing for this one.
    const other = hashes(txAt(1n))
    expect(
      await verifySafeSignature({
        client,
        safeAddress: safe,
        caller,
        ...other,
        signatures: preValidatedSignature(approver.address),
      }),
    ).toMatchObject({ status: 'invalid', failure: 'refused-on-chain' })
  })

  it('proves a real nested Safe signature and refuses fabricated v=0 ones', async () => {
    const { hash, preimage } = hashes(txAt(0n))
    const client = fixture.publicClient
    const payload = await nestedSignature(preimage)
    const check = (signatures: Hex) =>
      verifySafeSignature({ client, safeAddress: safe, caller, hash, preimage, signatures })
    expect(await check(contractConfirmation(payload))).toMatchObject({
      status: 'verified',
      kind: 'contract',
      signer: nestedSafe,
      proof: 'eip1271-legacy',
      contractSignature: payload,
    })
    // r = the owner contract, garbage payload; and a real signature of another transaction.
    expect(await check(contractConfirmation('0xdeadbeef'))).toMatchObject({
      status: 'invalid',
      failure: 'refused-on-chain',
      signer: nestedSafe,
    })
    const otherPayload = await nestedSignature(hashes(txAt(1n)).preimage)
    expect(await check(contractConfirmation(otherPayload))).toMatchObject({
      status: 'invalid',
      failure: 'refused-on-chain',
    })
    // v=0 naming an EOA: there is no code to ask, so nothing is proven.
    const eoa = buildSignatureBytes([{ signer: eoaOwner.address, data: payload, dynamic: true }])
    expect(await check(eoa)).toMatchObject({ status: 'invalid', failure: 'refused-on-chain' })
  })

  it('proves nothing without a client, and an RPC failure is unverified, not invalid', async () => {
    const { hash, preimage } = hashes(txAt(0n))
    const signatures = contractConfirmation(await nestedSignature(preimage))
    expect(
      await verifySafeSignature({
        client: undefined,
        safeAddress: safe,
        caller,
        hash,
        preimage,
        signatures,
      }),
    ).toMatchObject({ status: 'unverified', failure: 'no-client', signer: nestedSafe })
    // A real RPC that is down: nothing listens on port 1.
    const down = createPublicClient({ transport: http('http://127.0.0.1:1', { retryCount: 0 }) })
    for (const bytes of [signatures, preValidatedSignature(approver.address)]) {
      expect(
        await verifySafeSignature({
          client: down,
          safeAddress: safe,
          caller,
          hash,
          preimage,
          signatures: bytes,
        }),
      ).toMatchObject({ status: 'unverified', failure: 'rpc-error' })
    }
  })

  it('agrees with execTransaction: reverts GS0xx with a fake part, executes with the real ones', async () => {
    const tx = txAt(0n)
    const { hash, preimage } = hashes(tx)
    const realContract: SafeSignature = {
      signer: nestedSafe,
      data: await nestedSignature(preimage),
      dynamic: true,
    }
    const realApproval: SafeSignature = {
      signer: approver.address,
      data: preValidatedSignature(approver.address),
    }
    const fakeApproval: SafeSignature = {
      signer: eoaOwner.address,
      data: preValidatedSignature(eoaOwner.address),
    }
    const fakeContract: SafeSignature = { signer: nestedSafe, data: '0x1234', dynamic: true }
    const verdicts = async (bytes: Hex) =>
      Promise.all(
        [0, 1].map(async (index) => {
          const check = await verifySafeSignature({
            client: fixture.publicClient,
            safeAddress: safe,
            caller,
            hash,
            preimage,
            signatures: bytes,
            index,
            requiredSignatures: 2,
          })
          return `${check.signer}:${check.status}`
        }),
      )

    const withFakeApproval = buildSignatureBytes([realContract, fakeApproval])
    expect(new Set(await verdicts(withFakeApproval))).toEqual(
      new Set([`${nestedSafe}:verified`, `${eoaOwner.address}:invalid`]),
    )
    await expect(execute(tx, withFakeApproval)).rejects.toThrow('GS025')

    const withFakeContract = buildSignatureBytes([realApproval, fakeContract])
    expect(new Set(await verdicts(withFakeContract))).toEqual(
      new Set([`${approver.address}:verified`, `${nestedSafe}:invalid`]),
    )
    await expect(execute(tx, withFakeContract)).rejects.toThrow(/GS0\d\d/)

    const real = buildSignatureBytes([realApproval, realContract])
    expect(new Set(await verdicts(real))).toEqual(
      new Set([`${approver.address}:verified`, `${nestedSafe}:verified`]),
    )
    const receipt = await fixture.publicClient.waitForTransactionReceipt({
      hash: await execute(tx, real),
    })
    expect(receipt.status).toBe('success')
    const nonce = await fixture.publicClient.readContract({
      address: safe,
      abi: safeAbi,
      functionName: 'nonce',
    })
    expect(nonce).toBe(1n)
  })

  it('reads contract payloads exactly where checkNSignatures does, refusing what it refuses', async () => {
    const { hash, preimage } = hashes(txAt(5n))
    const payload = await nestedSignature(preimage)
    const good = contractConfirmation(payload)
    const word = (n: number) => n.toString(16).padStart(64, '0')
    const staticWithOffset = (offset: number) => `${good.slice(0, 2 + 64)}${word(offset)}00` as Hex
    const cases: [Hex, string][] = [
      // The payload would start inside the static part.
      [`${staticWithOffset(64)}${word(65)}${payload.slice(2)}` as Hex, 'GS021'],
      // The length word is out of bounds.
      [`${staticWithOffset(66)}${word(65)}` as Hex, 'GS022'],
      // The payload runs past the end.
      [`${staticWithOffset(65)}${word(66)}${payload.slice(2)}` as Hex, 'GS023'],
    ]
    for (const [bytes, code] of cases) {
      const local = (() => {
        try {
          readContractSignature(bytes, 0, 1)
          return 'accepted'
        } catch (error) {
          return (error as Error).message.slice(0, 5)
        }
      })()
      const onChain = await fixture.publicClient
        .readContract({
          address: safe,
          abi: safeAbi,
          functionName: 'checkNSignatures',
          args: [hash, preimage, bytes, 1n],
        })
        .then(
          () => 'accepted',
          (error: Error) => error.message.match(/GS0\d\d/)?.[0] ?? error.message,
        )
      expect(local).toBe(code)
      expect(onChain).toBe(code)
      expect(
        await verifySafeSignature({
          client: fixture.publicClient,
          safeAddress: safe,
          caller,
          hash,
          preimage,
          signatures: bytes,
        }),
      ).toMatchObject({ status: 'invalid', failure: 'malformed' })
    }
    // And the well-formed one passes both.
    await fixture.publicClient.readContract({
      address: safe,
      abi: safeAbi,
      functionName: 'checkNSignatures',
      args: [hash, preimage, good, 1n],
    })
    expect(readContractSignature(good, 0, 1)).toBe(payload)
  })
})

describe('SafeMessage confirmations on a real Safe 1.4.1', () => {
  it('verifies real approval and nested signatures as the Safe’s own EIP-1271 does, and refuses fakes', async () => {
    const message = 'Sign in to example.org'
    const params = { chainId, safeAddress: safe, safeVersion: '1.4.1', message }
    const hash = safeMessageHash(params)
    const preimage = typedDataPreimage(getSafeMessageTypedData(params))
    await approve(approver, hash)
    const nested = await nestedSignature(preimage)
    const result = await verifySafeConfirmations({
      client: fixture.publicClient,
      safeAddress: safe,
      safeVersion: '1.4.1',
      hash,
      preimage,
      owners: [eoaOwner.address, approver.address, nestedSafe],
      confirmations: [
        { claimedSigner: approver.address, signature: preValidatedSignature(approver.address) },
        { claimedSigner: nestedSafe, signature: contractConfirmation(nested) },
        { claimedSigner: eoaOwner.address, signature: preValidatedSignature(eoaOwner.address) },
        { claimedSigner: nestedSafe, signature: contractConfirmation('0xbad0') },
      ],
    })
    expect(result.checks.map((c) => c.status)).toEqual([
      'verified',
      'verified',
      'invalid',
      'invalid',
    ])
    expect(result.verifiedSigners).toEqual([approver.address, nestedSafe])
    // The refused one is invalid, not a second confirmation of the nested Safe.
    expect(result.duplicateSigners).toEqual([])

    // The Safe itself (isValidSignature through its fallback handler) agrees.
    const isValidSignature = (signatures: Hex) =>
      fixture.publicClient.call({
        to: safe,
        data: encodeFunctionData({
          abi: parseAbi(['function isValidSignature(bytes32, bytes) view returns (bytes4)']),
          args: [getSafeMessageTypedData(params).message.message as Hex, signatures],
        }),
      })
    const verified = result.checks
      .filter((c) => c.status === 'verified')
      .map((c) => ({
        signer: c.recoveredSigner as Address,
        data: c.contractSignature ?? (c.data as Hex),
        dynamic: c.contractSignature !== undefined,
      }))
    const answer = await isValidSignature(buildSignatureBytes(verified))
    expect(answer.data?.slice(0, 10)).toBe(EIP1271_MAGIC_VALUE)
    await expect(
      isValidSignature(
        buildSignatureBytes([
          verified[1] as SafeSignature,
          { signer: eoaOwner.address, data: preValidatedSignature(eoaOwner.address) },
        ]),
      ),
    ).rejects.toThrow(/GS0\d\d/)
  })
})
