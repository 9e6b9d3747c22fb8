import { buildSafeTransaction, getSafeTxTypedData, safeTxHash } from '@assent/core'
import { hashTypedData } from 'viem'
import { describe, expect, it } from 'vitest'
import { type LooseTypedData, toTypedDataDefinition } from '../toTypedDataDefinition'
import { describeMessageRisks } from './describeMessageRisks'

const SAFE = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const OTHER_SAFE = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const SPENDER = '0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const PERMIT2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3'
const MAX = ((1n << 256n) - 1n).toString()

const domainType = (...names: string[]) => ({
  EIP712Domain: names.map((name) => ({
    name,
    type: { name: 'string', version: 'string', chainId: 'uint256', verifyingContract: 'address' }[
      name
    ] as string,
  })),
})

// As dApps send them over eth_signTypedData_v4 (JSON, EIP712Domain included).
const eip2612: LooseTypedData = {
  domain: { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: USDC },
  types: {
    ...domainType('name', 'version', 'chainId', 'verifyingContract'),
    Permit: [
      { name: 'owner', type: 'address' },
      { name: 'spender', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'nonce', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
    ],
  },
  primaryType: 'Permit',
  message: { owner: SAFE, spender: SPENDER, value: MAX, nonce: '0', deadline: '1900000000' },
}

const daiPermit: LooseTypedData = {
  domain: {
    name: 'Dai Stablecoin',
    version: '1',
    chainId: 1,
    verifyingContract: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
  },
  types: {
    ...domainType('name', 'version', 'chainId', 'verifyingContract'),
    Permit: [
      { name: 'holder', type: 'address' },
      { name: 'spender', type: 'address' },
      { name: 'nonce', type: 'uint256' },
      { name: 'expiry', type: 'uint256' },
      { name: 'allowed', type: 'bool' },
    ],
  },
  message: { holder: SAFE, spender: SPENDER, nonce: 3, expiry: 0, allowed: true },
}

const permitSingle: LooseTypedData = {
  domain: { name: 'Permit2', chainId: 1, verifyingContract: PERMIT2 },
  types: {
    ...domainType('name', 'chainId', 'verifyingContract'),
    PermitSingle: [
      { name: 'details', type: 'PermitDetails' },
      { name: 'spender', type: 'address' },
      { name: 'sigDeadline', type: 'uint256' },
    ],
    PermitDetails: [
      { name: 'token', type: 'address' },
      { name: 'amount', type: 'uint160' },
      { name: 'expiration', type: 'uint48' },
      { name: 'nonce', type: 'uint48' },
    ],
  },
  primaryType: 'PermitSingle',
  message: {
    details: {
      token: USDC,
      amount: ((1n << 160n) - 1n).toString(),
      expiration: '1900000000',
      nonce: '0',
    },
    spender: SPENDER,
    sigDeadline: '1800000000',
  },
}

const permitBatchTransferFrom: LooseTypedData = {
  domain: { name: 'Permit2', chainId: '1', verifyingContract: PERMIT2 },
  types: {
    PermitBatchTransferFrom: [
      { name: 'permitted', type: 'TokenPermissions[]' },
      { name: 'spender', type: 'address' },
      { name: 'nonce', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
    ],
    TokenPermissions: [
      { name: 'token', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  message: {
    permitted: [
      { token: USDC, amount: '5' },
      { token: PERMIT2, amount: MAX },
    ],
    spender: SPENDER,
    nonce: '7',
    deadline: '1800000000',
  },
}

const json = (value: unknown) =>
  JSON.parse(JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v)))

const safeTxParams = {
  chainId: 31337,
  safeAddress: OTHER_SAFE,
  safeVersion: '1.4.1',
  tx: buildSafeTransaction({ to: SPENDER, operation: 1, nonce: 12n }),
} as const
const safeTx: LooseTypedData = json(getSafeTxTypedData(safeTxParams))

const detail = (risks: ReturnType<typeof describeMessageRisks>, label: string) =>
  risks[0]?.details.filter((d) => d.label === label).map((d) => d.value)

describe('describeMessageRisks', () => {
  it('is valid EIP-712 data all along (viem hashes every sample)', () => {
    for (const data of [eip2612, daiPermit, permitSingle, permitBatchTransferFrom, safeTx]) {
      expect(hashTypedData(toTypedDataDefinition(data))).toMatch(/^0x[0-9a-f]{64}$/)
    }
    // The SafeTx sample is the real thing: it hashes to the other Safe's safeTxHash.
    expect(hashTypedData(toTypedDataDefinition(safeTx))).toBe(safeTxHash(safeTxParams))
  })

  it('flags an EIP-2612 Permit as a token approval with spender and amount', () => {
    const risks = describeMessageRisks(eip2612, { safeAddress: SAFE })
    expect(risks.map((r) => r.kind)).toEqual(['permit'])
    expect(detail(risks, 'Token')).toEqual([USDC])
    expect(detail(risks, 'Spender')).toEqual([SPENDER])
    expect(detail(risks, 'Amount')).toEqual([`${MAX} (unlimited)`])
    expect(detail(risks, 'Deadline')).toEqual(['1900000000'])
  })

  it('flags a DAI-style Permit (primary type inferred)', () => {
    const risks = describeMessageRisks(daiPermit)
    expect(risks.map((r) => r.kind)).toEqual(['permit'])
    expect(detail(risks, 'Allowed')).toEqual(['unlimited'])
  })

  it('flags Permit2 single and batch permits with every token', () => {
    const single = describeMessageRisks(permitSingle)
    expect(single.map((r) => r.kind)).toEqual(['permit2'])
    expect(detail(single, 'Token')).toEqual([`${USDC} — amount ${(1n << 160n) - 1n} (unlimited)`])
    expect(detail(single, 'Spender')).toEqual([SPENDER])
    const batch = describeMessageRisks(permitBatchTransferFrom)
    expect(batch.map((r) => r.kind)).toEqual(['permit2'])
    expect(detail(batch, 'Token')).toEqual([
      `${USDC} — amount 5`,
      `${PERMIT2} — amount ${MAX} (unlimited)`,
    ])
  })

  it('flags a SafeTx of another Safe, showing its target and the delegate call', () => {
    const risks = describeMessageRisks(safeTx, { safeAddress: SAFE })
    expect(risks).toHaveLength(1)
    expect(risks[0]).toMatchObject({
      kind: 'safeTx',
      title: 'Approves a transaction of another Safe',
    })
    expect(detail(risks, 'Safe')).toEqual([OTHER_SAFE])
    expect(detail(risks, 'Operation')).toEqual(['1 (DELEGATECALL)'])
    expect(detail(risks, 'Nonce')).toEqual(['12'])
    const own = describeMessageRisks(safeTx, { safeAddress: OTHER_SAFE.toLowerCase() })
    expect(own[0]?.title).toBe('Approves a transaction of this Safe')
  })

  it('leaves text and ordinary typed data alone', () => {
    expect(describeMessageRisks('Permit me to say hello')).toEqual([])
    const mail: LooseTypedData = {
      domain: { name: 'Ether Mail', chainId: 1 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      message: { contents: 'Permit' },
    }
    expect(describeMessageRisks(mail)).toEqual([])
  })

  it('calls out a bare 32-byte hash, which can be a safeTxHash in disguise', () => {
    const hash = `0x${'ab'.repeat(32)}`
    const risks = describeMessageRisks(` ${hash} `)
    expect(risks.map((risk) => [risk.kind, risk.title])).toEqual([
      ['hash', 'Signs a bare 32-byte hash'],
    ])
    expect(detail(risks, 'Hash')).toEqual([hash])
    // One digit short is just text.
    expect(describeMessageRisks(hash.slice(0, -1))).toEqual([])
  })
})
