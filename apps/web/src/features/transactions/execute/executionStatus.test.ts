import { describe, expect, it } from 'vitest'
import { executionStatus } from './ExecutionProgress'

const HASH = `0x${'ab'.repeat(32)}` as const
const idle = { isPending: false, isSuccess: false, isError: false }

describe('executionStatus', () => {
  it('follows an execution from the wallet prompt to the block', () => {
    expect(executionStatus(idle, null)).toBe('idle')
    expect(executionStatus({ ...idle, isPending: true }, null)).toBe('sending')
    expect(executionStatus({ ...idle, isPending: true }, HASH)).toBe('pending')
    expect(executionStatus({ ...idle, isSuccess: true }, HASH)).toBe('confirmed')
  })

  it('is failed only once something was sent; a refused prompt can be tried again', () => {
    expect(executionStatus({ ...idle, isError: true }, HASH)).toBe('failed')
    expect(executionStatus({ ...idle, isError: true }, null)).toBe('idle')
  })
})
