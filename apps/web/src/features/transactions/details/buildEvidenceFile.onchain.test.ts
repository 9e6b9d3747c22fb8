// @vitest-environment node
import { createGatewayClient } from '@assent/gateway-client'
import { type EvidenceFile, verifyEvidence } from '@assent/verify/browser'
import { startVerifyStack, type VerifyStack } from '@assent/verify/test-utils/startVerifyStack'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildEvidenceFile } from './buildEvidenceFile'

// "Export evidence" of the transaction details page, as its click runs it: a transaction
// proposed to a real Safe 1.4.1 on anvil through the real gateway, reviewed and proven
// through the RPC, then checked the way the offline verifier page checks it.
describe('buildEvidenceFile (real Safe on anvil, real gateway)', () => {
  let stack: VerifyStack

  beforeAll(async () => {
    stack = await startVerifyStack()
  }, 180_000)
  afterAll(async () => {
    await stack?.stop()
  })

  const parameters = () => ({
    gateway: createGatewayClient({ baseUrl: stack.gatewayUrl, maxRetries: 0 }),
    chainId: stack.devnet.chainId,
    chainShortName: 'devnet',
    safe: stack.safe,
    safeTxHash: stack.proposed.safeTxHash,
  })

  it('builds the evidence file that verifies offline, named after the chain and hash', async () => {
    const file = await buildEvidenceFile({ ...parameters(), client: stack.devnet.publicClient })
    expect(file.fileName).toBe(`assent-evidence-devnet-${stack.proposed.safeTxHash}.json`)
    const evidence: EvidenceFile = JSON.parse(file.json)
    expect(evidence).toMatchObject({
      format: 'assent-evidence/2',
      safe: stack.safe,
      hashes: { safeTxHash: stack.proposed.safeTxHash },
    })
    const result = await verifyEvidence(evidence)
    expect(result.failures).toEqual([])
    expect(result.ok).toBe(true)
  })

  it('fails with the RPC error when the RPC does not answer', async () => {
    const client = createPublicClient({ transport: http('http://127.0.0.1:1', { retryCount: 0 }) })
    await expect(buildEvidenceFile({ ...parameters(), client })).rejects.toThrow(
      /HTTP request failed/,
    )
  })
})
