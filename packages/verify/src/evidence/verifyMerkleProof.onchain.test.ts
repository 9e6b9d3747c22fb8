import { SAFE_DEPLOYMENTS } from '@assent/core'
import { startTestDevnet, type TestDevnet } from '@assent/test'
import { type Hex, keccak256, numberToHex, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyMerkleProof } from './verifyMerkleProof'

// Anvil's own eth_getProof against its own stateRoot: what is there, and what is not.
let devnet: TestDevnet
let stateRoot: Hex
let block: Hex

beforeAll(async () => {
  devnet = await startTestDevnet()
  const latest = await devnet.publicClient.getBlock()
  stateRoot = latest.stateRoot
  block = toHex(latest.number)
})
afterAll(async () => {
  await devnet?.stop()
})

const getProof = (address: Hex, slots: Hex[]) =>
  devnet.publicClient.request({ method: 'eth_getProof', params: [address, slots, block] })

describe('verifyMerkleProof', () => {
  it('proves an account, and the absence of an account and of a storage slot', async () => {
    const funded = devnet.accounts[0]!.address
    const present = await getProof(funded, [])
    expect(
      verifyMerkleProof({ root: stateRoot, path: keccak256(funded), proof: present.accountProof }),
    ).not.toBeNull()

    const nobody = '0x00000000000000000000000000000000deadbeef'
    const absent = await getProof(nobody, [])
    expect(
      verifyMerkleProof({ root: stateRoot, path: keccak256(nobody), proof: absent.accountProof }),
    ).toBeNull()

    // A Safe contract's storage (the singleton's own: threshold set to 1 at construction).
    const code = await devnet.publicClient.request({
      method: 'eth_getProof',
      params: [
        SAFE_DEPLOYMENTS['1.4.1'].safe,
        [numberToHex(4n, { size: 32 }), numberToHex(99n, { size: 32 })],
        block,
      ],
    })
    const [threshold, unused] = code.storageProof
    expect(
      verifyMerkleProof({
        root: code.storageHash,
        path: keccak256(threshold!.key),
        proof: threshold!.proof,
      }),
    ).toBe('0x01')
    expect(
      verifyMerkleProof({
        root: code.storageHash,
        path: keccak256(unused!.key),
        proof: unused!.proof,
      }),
    ).toBeNull()
  })

  it('refuses a proof that ends early or carries a node past the key', async () => {
    const funded = devnet.accounts[1]!.address
    const { accountProof } = await getProof(funded, [])
    const path = keccak256(funded)
    expect(() =>
      verifyMerkleProof({ root: stateRoot, path, proof: accountProof.slice(0, -1) }),
    ).toThrow(`the proof ends after ${accountProof.length - 1} nodes, before the key.`)
    expect(() =>
      verifyMerkleProof({ root: stateRoot, path, proof: [...accountProof, accountProof[0]!] }),
    ).toThrow(`proof node ${accountProof.length} lies past the key's path.`)
  })
})
