import { describe, expect, it } from 'vitest'
import { compareSafeState } from './compareSafeState'

const a = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const b = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const c = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('compareSafeState', () => {
  it('accepts the same owners in any order and case, and an L2 version suffix', () => {
    expect(
      compareSafeState(
        { owners: [b, a], threshold: 2, version: '1.4.1+L2' },
        { owners: [a.toLowerCase(), b], threshold: 2, version: '1.4.1' },
      ),
    ).toEqual([])
  })

  it('blocks a gateway that invents an owner, a threshold or a version', () => {
    const problems = compareSafeState(
      { owners: [a, b, c], threshold: 1, version: '1.3.0' },
      { owners: [a, b], threshold: 2, version: '1.4.1' },
    )
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringContaining('owners'),
      expect.stringContaining('threshold'),
      expect.stringContaining('version'),
    ])
    expect(problems[0]).toMatchObject({ expected: `${a}, ${b}`, received: `${a}, ${b}, ${c}` })
  })
})
