import { type Address, decodeEventLog, type Hex, parseEther, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compatibilityFallbackHandlerAbi } from '../abi/compatibilityFallbackHandlerAbi'
import { safeAbi } from '../abi/safeAbi'
import { Operation } from '../enums/transaction'
import { getSafeTxTypedData } from '../hash/getSafeTxTypedData'
import { safeTxHash } from '../hash/safeTxHash'
import type { SafeTransactionData } from '../hash/types'
import { encodeMultiSendCall } from '../multisend/encodeMultiSendCall'
import { deploySafeFixture, type SafeFixture, testAccounts } from '../test-utils/deploySafeFixture'
import { startAnvil, type TestAnvil } from '../test-utils/startAnvil'
import { encodeExecTransaction } from '../transaction/encodeExecTransaction'
import { adjustVForEthSign } from './adjustVForEthSign'
import { buildSignatureBytes } from './buildSignatureBytes'
import { parseSignatureBytes } from './parseSignatureBytes'
import { preValidatedSignature } from './preValidatedSignature'
import { recoverSafeSignature } from './recoverSafeSignature'
import type { SafeSignature } from './types'

// One Safe transaction signed in all four ways the Safe accepts, executed on the real contracts.
const [eip712Owner, ethSignOwner, approvingOwner, nestedOwner] = testAccounts as [
  (typeof testAccounts)[0],
  (typeof testAccounts)[0],
  (typeof testAccounts)[0],
  (typeof testAccounts)[0],
]
const recipients: Address[] = [
  '0x000000000000000000000000000000000000bEEF',
  '0x000000000000000000000000000000000000cafE',
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
  safe = await fixture.deploySafe(
    [eip712Owner.address, ethSignOwner.address, approvingOwner.address, nestedSafe],
    4n,
  )
  chainId = await fixture.publicClient.getChainId()
  const funding = await fixture.walletClient.sendTransaction({ to: safe, value: parseEther('1') })
  await fixture.publicClient.waitForTransactionReceipt({ hash: funding })
})

afterAll(async () => {
  await anvil?.stop()
})

describe('Safe signatures on SafeL2 1.4.1', () => {
  it('executes a MultiSendCallOnly batch confirmed by eip712, eth_sign, approved hash and EIP-1271', async () => {
    const tx: SafeTransactionData = {
      to: fixture.multiSendCallOnly,
      value: 0n,
      data: encodeMultiSendCall(
        recipients.map((to, index) => ({
          operation: Operation.CALL,
          to,
          value: BigInt(index + 1) * 1000n,
          data: '0x',
        })),
      ),
      operation: Operation.DELEGATE,
      safeTxGas: 0n,
      baseGas: 0n,
      gasPrice: 0n,
      gasToken: zeroAddress,
      refundReceiver: zeroAddress,
      nonce: 0n,
    }
    const params = { chainId, safeAddress: safe, safeVersion: '1.4.1', tx }
    const hash = safeTxHash(params)

    const approve = await fixture.walletClientFor(approvingOwner).writeContract({
      address: safe,
      abi: safeAbi,
      functionName: 'approveHash',
      args: [hash],
    })
    await fixture.publicClient.waitForTransactionReceipt({ hash: approve })

    // The nested Safe validates with isValidSignature(bytes txData, bytes sig): its owner signs
    // the SafeMessage hash of the outer transaction data in the nested Safe's domain.
    const txData = await fixture.publicClient.readContract({
      address: safe,
      abi: safeAbi,
      functionName: 'encodeTransactionData',
      args: [
        tx.to,
        tx.value,
        tx.data,
        tx.operation,
        tx.safeTxGas,
        tx.baseGas,
        tx.gasPrice,
        tx.gasToken,
        tx.refundReceiver,
        tx.nonce,
      ],
    })
    const nestedMessageHash = await fixture.publicClient.readContract({
      address: fixture.fallbackHandler,
      abi: compatibilityFallbackHandlerAbi,
      functionName: 'getMessageHashForSafe',
      args: [nestedSafe, txData],
    })
    const nestedSignature = await nestedOwner.sign({ hash: nestedMessageHash })

    const signatures: SafeSignature[] = [
      {
        signer: eip712Owner.address,
        data: await eip712Owner.signTypedData(getSafeTxTypedData(params)),
      },
      {
        signer: ethSignOwner.address,
        data: adjustVForEthSign(await ethSignOwner.signMessage({ message: { raw: hash } })),
      },
      { signer: approvingOwner.address, data: preValidatedSignature(approvingOwner.address) },
      { signer: nestedSafe, data: nestedSignature, dynamic: true },
    ]
    const signatureBytes = buildSignatureBytes(signatures)

    // checkSignatures reverts (GS0xx) unless every part is valid and owners are ascending.
    await fixture.publicClient.readContract({
      address: safe,
      abi: safeAbi,
      functionName: 'checkSignatures',
      args: [hash, txData, signatureBytes],
    })
    await expect(
      fixture.publicClient.readContract({
        address: safe,
        abi: safeAbi,
        functionName: 'checkSignatures',
        args: [hash, txData, buildSignatureBytes(signatures.slice(0, 3))],
      }),
    ).rejects.toThrow()

    const execution = await fixture.walletClient.sendTransaction({
      to: safe,
      data: encodeExecTransaction(tx, signatureBytes),
    })
    const receipt = await fixture.publicClient.waitForTransactionReceipt({ hash: execution })
    const events = receipt.logs
      .filter((log) => log.address.toLowerCase() === safe.toLowerCase())
      .map((log) => decodeEventLog({ abi: safeAbi, ...log }))
    const success = events.find((event) => event.eventName === 'ExecutionSuccess')
    expect(success?.args).toMatchObject({ txHash: hash })
    for (const [index, recipient] of recipients.entries()) {
      expect(await fixture.publicClient.getBalance({ address: recipient })).toBe(
        BigInt(index + 1) * 1000n,
      )
    }

    // Read the signatures back from the indexer's event and recover every signer.
    const multisig = events.find((event) => event.eventName === 'SafeMultiSigTransaction')
    if (multisig?.eventName !== 'SafeMultiSigTransaction') throw new Error('event missing')
    const emitted = multisig.args.signatures as Hex
    expect(emitted).toBe(signatureBytes)
    const parsed = parseSignatureBytes(emitted, 4)
    const recovered = await Promise.all(
      parsed.map((part) => recoverSafeSignature({ hash, signature: part.data })),
    )
    const byKind = Object.fromEntries(recovered.map(({ kind, signer }) => [kind, signer]))
    expect(byKind).toEqual({
      eip712: eip712Owner.address,
      eth_sign: ethSignOwner.address,
      approved_hash: approvingOwner.address,
      contract: nestedSafe,
    })
    expect(parsed.find((part) => part.kind === 'contract')?.dynamicData).toBe(nestedSignature)
  })
})
