import { SAFE_DEPLOYMENTS } from '@assent/core'
import type { SafeInfo } from '@assent/gateway-client'
import { describe, expect, it } from 'vitest'
import { safeStateFromGateway } from './safeStateFromGateway'

const a = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const b = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const singleton = SAFE_DEPLOYMENTS['1.4.1'].safeL2

describe('safeStateFromGateway', () => {
  it("reads the gateway's SafeInfo: null modules, guard and handler mean none", () => {
    const info = {
      owners: [{ value: a }, { value: b }],
      threshold: 2,
      nonce: 7,
      modules: null,
      guard: null,
      fallbackHandler: null,
      implementation: { value: singleton },
      version: '1.4.1',
    } as unknown as SafeInfo
    expect(safeStateFromGateway(info)).toEqual({
      owners: [a, b],
      threshold: 2,
      nonce: 7,
      modules: [],
      guard: null,
      fallbackHandler: null,
      singleton,
      version: '1.4.1',
    })
  })
})
