import { buildSafeTransaction, safeTxDomainHash, safeTxMessageHash } from '@assent/core'
import { parseEther } from 'viem'
import { expect } from 'vitest'
import type { CliRun, VerifyStack } from './startVerifyStack'

/**
 * Asserts the review `assent-verify` prints of the transaction `startVerifyStack` proposed
 * (1 ETH to account 3 at nonce 0): the hashes a Ledger shows, the gateway's safeTxHash
 * matching, owner 0's confirmation proven, a successful simulation, a clean verdict and exit 0.
 * Both the checkout's bin and the packed one must print the same. Tests only.
 */
export function expectDevnetReview(run: CliRun, stack: VerifyStack): void {
  const params = {
    chainId: stack.devnet.chainId,
    safeAddress: stack.safe,
    safeVersion: '1.4.1',
    tx: buildSafeTransaction({
      to: stack.devnet.accounts[3]!.address,
      value: parseEther('1'),
      nonce: 0n,
    }),
  }
  expect(run.stdout).toContain(`Domain hash   ${safeTxDomainHash(params)}`)
  expect(run.stdout).toContain(`Message hash  ${safeTxMessageHash(params)}`)
  expect(run.stdout).toContain(`safeTxHash    ${stack.proposed.safeTxHash}`)
  expect(run.stdout).toContain('(matches)')
  expect(run.stdout).toContain('Confirmations: 1 verified of threshold 2')
  expect(run.stdout).toContain(`✓ ${stack.devnet.accounts[0]!.address} verified (ecdsa)`)
  expect(run.stdout).toMatch(/Simulation \(\w+ at block \d+\): success/)
  expect(run.stdout).toContain('Verdict: no mismatch and no critical finding.')
  expect(run.code).toBe(0)
}
