import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { executionsInBlock } from './deriveExecutionNonces'

const a = getAddress('0x00000000000000000000000000000000000000aa')
const b = getAddress('0x00000000000000000000000000000000000000bb')

describe('executionsInBlock', () => {
  it("counts the same Safe's executions earlier in the same block", () => {
    const outcomes = [
      { safe: a, blockNumber: 5, logIndex: 1 },
      { safe: b, blockNumber: 5, logIndex: 2 },
      { safe: a, blockNumber: 5, logIndex: 4 },
      { safe: a, blockNumber: 6, logIndex: 0 },
    ]
    expect(executionsInBlock(outcomes[0]!, outcomes)).toEqual({ before: 0, total: 2 })
    expect(executionsInBlock(outcomes[2]!, outcomes)).toEqual({ before: 1, total: 2 })
    expect(executionsInBlock(outcomes[1]!, outcomes)).toEqual({ before: 0, total: 1 })
    expect(executionsInBlock(outcomes[3]!, outcomes)).toEqual({ before: 0, total: 1 })
  })
})
