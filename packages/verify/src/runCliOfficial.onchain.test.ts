import {
  buildSafeTransaction,
  SAFE_1_3_0_EIP155_DEPLOYMENTS,
  safeTxDomainHash,
  safeTxHash,
  safeTxMessageHash,
} from '@assent/core'
import {
  createGatewayClient,
  getChainConfig,
  getMultisigTransactions,
  getSafeInfo,
  getTransactionDetails,
} from '@assent/gateway-client'
import { compareSafeState, readOnChainSafeState, safeStateFromGateway } from '@assent/review'
import { startTestDevnet, type TestDevnet } from '@assent/test'
import { type Address, getAddress, type Hex, recoverAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SWAP_ORDER, SWAP_ORDER_SAFE, swapOrderAnswers } from './test-utils/officialAnswers'
import { plantSafe } from './test-utils/plantSafe'
import { type RecordedGateway, startRecordedGateway } from './test-utils/startRecordedGateway'
import { type CliRun, runAssentVerify } from './test-utils/startVerifyStack'

// The command against what the official Safe Client Gateway really answered for a pending
// Sepolia transaction (test-utils/official/README.md says which files are recordings), served
// byte for byte by a local HTTP server, and checked against anvil on Sepolia's chain ID with
// the Safe put there as the answers state it.
let devnet: TestDevnet
let gateway: RecordedGateway
const safeName = `${SWAP_ORDER.shortName}:${SWAP_ORDER.safe}`
const recorded = JSON.parse(SWAP_ORDER.transactionText)
const params = {
  chainId: SWAP_ORDER.chainId,
  safeAddress: SWAP_ORDER.safe,
  safeVersion: '1.3.0',
  tx: buildSafeTransaction({
    to: SWAP_ORDER.to,
    data: recorded.txData.hexData,
    nonce: BigInt(SWAP_ORDER.nonce),
  }),
}

beforeAll(async () => {
  devnet = await startTestDevnet({ chainId: SWAP_ORDER.chainId })
  await plantSafe(devnet, SWAP_ORDER_SAFE)
  gateway = await startRecordedGateway(swapOrderAnswers())
})
afterAll(async () => {
  await gateway?.stop()
  await devnet?.stop()
})

/** The recorded text with `from` replaced by `to`, which must occur exactly once. */
function changeOnce(text: string, from: string, to: string): string {
  expect(text.split(from)).toHaveLength(2)
  return text.replace(from, to)
}

/**
 * Runs the command by safeTxHash against a gateway serving `transactionText` as the
 * transaction details, and asserts it refuses: exit 1 and "DO NOT SIGN".
 */
async function reviewChangedTransaction(transactionText: string): Promise<CliRun> {
  const lying = await startRecordedGateway(swapOrderAnswers({ transactionText }))
  try {
    const run = await runAssentVerify([
      safeName,
      '--safe-tx-hash',
      SWAP_ORDER.safeTxHash,
      '--gateway',
      lying.url,
      '--rpc',
      devnet.rpcUrl,
    ])
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('Verdict: DO NOT SIGN')
    return run
  } finally {
    await lying.stop()
  }
}

describe('the recorded answers', () => {
  it('hash to their safeTxHash on Sepolia, and the signature recovers to the owner named', async () => {
    expect(safeTxHash(params)).toBe(SWAP_ORDER.safeTxHash)
    expect(recorded.detailedExecutionInfo.safeTxHash).toBe(SWAP_ORDER.safeTxHash)
    const [confirmation] = recorded.detailedExecutionInfo.confirmations
    expect(getAddress(confirmation.signer.value)).toBe(SWAP_ORDER.signer)
    expect(
      await recoverAddress({ hash: SWAP_ORDER.safeTxHash, signature: confirmation.signature }),
    ).toBe(SWAP_ORDER.signer)
  })

  it("pass the gateway client's validation, each endpoint the command reads", async () => {
    const client = createGatewayClient({ baseUrl: gateway.url, maxRetries: 0 })
    const chainId = String(SWAP_ORDER.chainId)
    const chain = await getChainConfig(client, { chainId })
    expect(chain).toMatchObject({ chainName: 'Sepolia', shortName: 'sep' })
    const safe = await getSafeInfo(client, { chainId, address: SWAP_ORDER.safe })
    expect(safe.version).toBe('1.3.0+L2')
    const page = await getMultisigTransactions(client, {
      chainId,
      address: SWAP_ORDER.safe,
      query: { nonce: String(SWAP_ORDER.nonce) },
    })
    expect(page.results).toHaveLength(1)
    const details = await getTransactionDetails(client, {
      chainId,
      transactionId: `multisig_${SWAP_ORDER.safe}_${SWAP_ORDER.safeTxHash}`,
    })
    expect(details).toMatchObject({ txStatus: 'AWAITING_EXECUTION', txInfo: { type: 'SwapOrder' } })
  })
})

describe('assent-verify on the official gateway', () => {
  it('proves the recorded confirmation and the Safe, and exits 0', async () => {
    const sources = ['--gateway', gateway.url, '--rpc', devnet.rpcUrl]
    const run = await runAssentVerify([
      safeName,
      '--safe-tx-hash',
      SWAP_ORDER.safeTxHash,
      ...sources,
    ])
    expect(run.stderr).toBe('')
    expect(run.stdout).toContain(`Safe ${safeName} (chain 11155111), transaction nonce 19`)
    expect(run.stdout).toContain(`Domain hash   ${safeTxDomainHash(params)}`)
    expect(run.stdout).toContain(`Message hash  ${safeTxMessageHash(params)}`)
    expect(run.stdout).toContain(`safeTxHash    ${SWAP_ORDER.safeTxHash}`)
    expect(run.stdout).toContain(`gateway says  ${SWAP_ORDER.safeTxHash} (matches)`)
    expect(run.stdout).toContain(`CALL ${SWAP_ORDER.to} value 0 native`)
    expect(run.stdout).toContain(`data ${recorded.txData.hexData}`)
    expect(run.stdout).toContain('Confirmations: 1 verified of threshold 1')
    expect(run.stdout).toContain(`✓ ${SWAP_ORDER.signer} verified (ecdsa)`)
    expect(run.stdout).toContain(`owners     ${SWAP_ORDER.owners.join(', ')}`)
    expect(run.stdout).toContain(`singleton  ${SAFE_1_3_0_EIP155_DEPLOYMENTS.safeL2}`)
    expect(run.stdout).toMatch(/nonce {6}19\n\s+version {4}1\.3\.0\n/)
    expect(run.stdout).toContain('Problems: none')
    expect(run.stdout).toContain('Verdict: no mismatch and no critical finding.')
    expect(run.code).toBe(0)
  })

  it('finds it by nonce through the multisig-transactions list, and agrees in --json', async () => {
    const run = await runAssentVerify([
      safeName,
      '--nonce',
      String(SWAP_ORDER.nonce),
      '--json',
      '--gateway',
      gateway.url,
      '--rpc',
      devnet.rpcUrl,
    ])
    expect(run.code).toBe(0)
    const review = JSON.parse(run.stdout)
    expect(review).toMatchObject({
      ok: true,
      chainId: SWAP_ORDER.chainId,
      hashes: {
        domainHash: safeTxDomainHash(params),
        messageHash: safeTxMessageHash(params),
        safeTxHash: SWAP_ORDER.safeTxHash,
      },
      tx: { to: SWAP_ORDER.to, nonce: '19', value: '0', data: recorded.txData.hexData },
      chainState: { owners: SWAP_ORDER.owners, threshold: 1, nonce: 19, version: '1.3.0' },
      problems: [],
      findings: [],
    })
    expect(review.confirmations).toMatchObject([
      {
        claimedSigner: SWAP_ORDER.signer,
        recoveredSigner: SWAP_ORDER.signer,
        signature: recorded.detailedExecutionInfo.confirmations[0].signature,
        status: 'verified',
        proof: 'ecdsa',
      },
    ])
    expect(gateway.requests).toContain(
      `/v1/chains/11155111/safes/${SWAP_ORDER.safe}/multisig-transactions/?nonce=19`,
    )
  })

  it('exits 1 naming the hash when one byte of the recorded txData changes', async () => {
    const run = await reviewChangedTransaction(
      changeOnce(SWAP_ORDER.transactionText, '"value": "0",', '"value": "1",'),
    )
    expect(run.stdout).toContain(`gateway says  ${SWAP_ORDER.safeTxHash} (DIFFERS)`)
    expect(run.stdout).toContain(
      'The transaction the gateway sent does not hash to the safeTxHash asked for',
    )
  })

  it('exits 1 naming the signer when one byte of the recorded signature changes', async () => {
    const signature: Hex = recorded.detailedExecutionInfo.confirmations[0].signature
    const forged = `${signature.slice(0, 10)}${signature[10] === '0' ? '1' : '0'}${signature.slice(11)}`
    const run = await reviewChangedTransaction(
      changeOnce(SWAP_ORDER.transactionText, signature, forged),
    )
    expect(run.stdout).toContain('(matches)')
    expect(run.stdout).toContain('Confirmations: 0 verified of threshold 1')
    expect(run.stdout).toMatch(
      new RegExp(
        `The confirmation said to be from ${SWAP_ORDER.signer} is invalid: It was signed by 0x[0-9a-fA-F]{40}, not ${SWAP_ORDER.signer}`,
      ),
    )
  })
})

describe("the official gateway's recorded Safe info", () => {
  it('agrees with the Safe planted from it, modules and fallback handler included', async () => {
    const info = JSON.parse(SWAP_ORDER.recordedSafeInfoText)
    const address: Address = info.address.value
    await plantSafe(devnet, {
      address,
      singleton: info.implementation.value,
      owners: info.owners.map((owner: { value: Address }) => owner.value),
      threshold: info.threshold,
      nonce: info.nonce,
      fallbackHandler: info.fallbackHandler.value,
      modules: info.modules.map((module: { value: Address }) => module.value),
    })
    const server = await startRecordedGateway({
      [`/v1/chains/11155111/safes/${address}`]: SWAP_ORDER.recordedSafeInfoText,
    })
    try {
      const client = createGatewayClient({ baseUrl: server.url, maxRetries: 0 })
      const gatewayState = safeStateFromGateway(
        await getSafeInfo(client, { chainId: '11155111', address }),
      )
      const chainState = await readOnChainSafeState(devnet.publicClient, {
        chainId: SWAP_ORDER.chainId,
        address,
      })
      expect(chainState.modules).toEqual([info.modules[0].value])
      expect(compareSafeState(gatewayState, chainState)).toEqual([])
      const lying = { ...gatewayState, threshold: gatewayState.threshold - 1 }
      expect(compareSafeState(lying, chainState)).toMatchObject([{ code: expect.any(String) }])
    } finally {
      await server.stop()
    }
  })
})
