import {
  buildSafeTransaction,
  getSafeMessageTypedData,
  getSafeTxTypedData,
  safeTxDomainHash,
  safeTxHash,
  typedDataPreimage,
} from '@assent/core'
import { concatHex, hashTypedData, keccak256 } from 'viem'
import { describe, expect, it } from 'vitest'
import type { LooseTypedData } from '../looseTypedData'
import { toTypedDataDefinition } from '../toTypedDataDefinition'
import { describeMessageRisks } from './describeMessageRisks'
import type { MessageRiskSafe } from './messageRisk'

const SAFE = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const THIS_SAFE: MessageRiskSafe = { chainId: '31337', address: SAFE, version: '1.4.1' }
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

const json = (value: unknown): LooseTypedData =>
  JSON.parse(JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v)))

const otherSafeTx = {
  chainId: 31337,
  safeAddress: OTHER_SAFE,
  safeVersion: '1.4.1',
  tx: buildSafeTransaction({ to: SPENDER, operation: 1, nonce: 12n }),
} as const
const safeTx = json(getSafeTxTypedData(otherSafeTx))

const risksOf = (content: string | LooseTypedData, safe = THIS_SAFE) =>
  describeMessageRisks(content, safe).risks
const ids = (content: string | LooseTypedData, safe = THIS_SAFE) =>
  risksOf(content, safe).map((risk) => [risk.id, risk.word])

describe('describeMessageRisks', () => {
  it('is valid EIP-712 data all along (viem hashes every sample)', () => {
    for (const data of [eip2612, daiPermit, permitSingle, permitBatchTransferFrom, safeTx]) {
      expect(hashTypedData(toTypedDataDefinition(data))).toMatch(/^0x[0-9a-f]{64}$/)
    }
    // The SafeTx sample is the real thing: it hashes to the other Safe's safeTxHash.
    expect(hashTypedData(toTypedDataDefinition(safeTx))).toBe(safeTxHash(otherSafeTx))
  })

  it('makes an unlimited EIP-2612 Permit a risk with the word "permit"', () => {
    const [risk, ...rest] = risksOf(eip2612)
    expect(rest).toEqual([])
    expect(risk).toMatchObject({
      id: 'permit',
      word: 'permit',
      title: 'Unlimited token approval (Permit)',
    })
    expect(risk?.items).toEqual([
      `Token: ${USDC}`,
      `Spender: ${SPENDER}`,
      `Amount: ${MAX} (unlimited)`,
      'Deadline: 1900000000',
    ])
  })

  it('needs the word for a limited Permit too, without calling it unlimited', () => {
    const limited = { ...eip2612, message: { ...eip2612.message, value: '1000' } }
    expect(risksOf(limited).map((risk) => [risk.id, risk.title])).toEqual([
      ['permit', 'Token approval (Permit)'],
    ])
    expect(risksOf(limited)[0]?.items).toContain('Amount: 1000')
  })

  it('reads a DAI-style Permit (primary type inferred): allowed true is unlimited', () => {
    const [risk] = risksOf(daiPermit)
    expect(risk?.title).toBe('Unlimited token approval (Permit)')
    expect(risk?.items).toContain('Amount: unlimited (allowed: true)')
    expect(risk?.items).toContain('Expiry: 0')
  })

  it('makes Permit2 single and batch permits one "permit" risk listing every token', () => {
    const [single] = risksOf(permitSingle)
    expect(single).toMatchObject({ id: 'permit', title: 'Unlimited token approval (Permit2)' })
    expect(single?.items).toEqual([
      `Permit2 contract: ${PERMIT2}`,
      `Spender: ${SPENDER}`,
      `Token: ${USDC} — amount ${(1n << 160n) - 1n} (unlimited), until 1900000000`,
      'Signature deadline: 1800000000',
    ])
    const [batch, ...more] = risksOf(permitBatchTransferFrom)
    expect(more).toEqual([])
    expect(batch?.title).toBe('Unlimited token approval (Permit2)')
    expect(batch?.items.filter((item) => item.startsWith('Token:'))).toEqual([
      `Token: ${USDC} — amount 5`,
      `Token: ${PERMIT2} — amount ${MAX} (unlimited)`,
    ])
  })

  it('makes a SafeTx of another Safe an "othersafe" risk with its call and safeTxHash', () => {
    const [risk, ...rest] = risksOf(safeTx)
    expect(rest).toEqual([])
    expect(risk).toMatchObject({
      id: 'other-safe',
      word: 'othersafe',
      title: 'Approves a transaction of another Safe',
    })
    expect(risk?.items).toEqual([
      `Safe: ${OTHER_SAFE} (chain 31337)`,
      `To: ${SPENDER}`,
      'Value: 0',
      'Data: 0x',
      'Operation: 1 (DELEGATECALL)',
      'Nonce: 12',
      `safeTxHash it approves: ${safeTxHash(otherSafeTx)}`,
    ])
  })

  it("counts this Safe's address on another chain as another Safe", () => {
    const elsewhere = json(getSafeTxTypedData({ ...otherSafeTx, chainId: 1, safeAddress: SAFE }))
    expect(ids(elsewhere)).toEqual([['other-safe', 'othersafe']])
    expect(risksOf(elsewhere)[0]?.items[0]).toBe(`Safe: ${SAFE} (chain 1)`)
  })

  it("makes this Safe's own SafeTx a notice, not a risk; unknown version cannot tell", () => {
    const own = json(getSafeTxTypedData({ ...otherSafeTx, safeAddress: SAFE }))
    const findings = describeMessageRisks(own, THIS_SAFE)
    expect(findings.risks).toEqual([])
    expect(findings.notices.map((notice) => notice.title)).toEqual([
      'Wraps a transaction of this Safe',
    ])
    expect(ids(own, { ...THIS_SAFE, version: null })).toEqual([['other-safe', 'othersafe']])
  })

  it('makes a SafeMessage of another Safe an "othersafe" risk', () => {
    const message = json(
      getSafeMessageTypedData({
        chainId: 31337,
        safeAddress: OTHER_SAFE,
        safeVersion: '1.4.1',
        message: 'transfer everything',
      }),
    )
    const [risk] = risksOf(message)
    expect(risk).toMatchObject({ id: 'other-safe', title: 'Signs a message for another Safe' })
    expect(risk?.items[0]).toBe(`Safe: ${OTHER_SAFE} (chain 31337)`)
    expect(risk?.items.at(-1)).toBe(
      `SafeMessage hash it approves: ${hashTypedData(toTypedDataDefinition(message))}`,
    )
  })

  it('leaves text and ordinary typed data alone', () => {
    expect(describeMessageRisks('Permit me to say hello', THIS_SAFE)).toEqual({
      risks: [],
      notices: [],
    })
    const mail: LooseTypedData = {
      domain: { name: 'Ether Mail', chainId: 1 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      message: { contents: 'Permit SafeTx' },
    }
    expect(describeMessageRisks(mail, THIS_SAFE)).toEqual({ risks: [], notices: [] })
  })

  it('makes a bare 32-byte hash a "blindhash" risk, with or without 0x, any case', () => {
    const hash = `0x${'ab'.repeat(32)}`
    expect(ids(` ${hash} `)).toEqual([['blind-hash', 'blindhash']])
    expect(risksOf(hash.toUpperCase().replace('0X', ''))[0]?.items).toEqual([`Hash: ${hash}`])
    // One digit short, or one more, is just text.
    expect(ids(hash.slice(0, -1))).toEqual([])
    expect(ids(`${hash}0`)).toEqual([])
  })

  it('makes a raw 0x1901 preimage of another Safe\'s SafeTx a "preimage" risk', () => {
    const preimage = typedDataPreimage(getSafeTxTypedData(otherSafeTx))
    const [risk, ...rest] = risksOf(preimage)
    expect(rest).toEqual([])
    expect(risk).toMatchObject({
      id: 'raw-preimage',
      word: 'preimage',
      title: 'Signs a raw EIP-712 preimage',
    })
    expect(risk?.items).toEqual([
      `Domain separator: ${safeTxDomainHash(otherSafeTx)} (not this Safe's domain: another Safe's or another contract's)`,
      `Struct hash: 0x${preimage.slice(70)}`,
      `EIP-712 hash it stands for: ${safeTxHash(otherSafeTx)}`,
    ])
    // In this Safe's own domain it still needs the word, and says whose domain it is.
    const ownDomain = safeTxDomainHash({ ...otherSafeTx, safeAddress: SAFE })
    const own = concatHex(['0x1901', ownDomain, keccak256('0x')])
    expect(risksOf(own)[0]?.items[0]).toContain("(this Safe's own domain)")
  })
})
