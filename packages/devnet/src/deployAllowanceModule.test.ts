import { ALLOWANCE_MODULE_0_1_1, allowanceModuleAbi } from '@assent/core'
import { keccak256 } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevnetClients, type DevnetClients } from './createDevnetClients'
import { ALLOWANCE_MODULE_CODE_HASH, deployAllowanceModule } from './deployAllowanceModule'
import { deploySingletonFactory } from './deploySingletonFactory'
import { type Devnet, startDevnet } from './startDevnet'

// Both demo chains: 31337 has a presigned singleton-factory transaction, 31338 gets the factory
// by setCode; the module must land at the one published address either way.
describe.each([31337, 31338])('deployAllowanceModule on chain %i', (chainId) => {
  let devnet: Devnet
  let clients: DevnetClients
  beforeAll(async () => {
    devnet = await startDevnet({ port: 0, dataDir: null, chainId })
    clients = createDevnetClients(devnet.rpcUrl, chainId)
    await deploySingletonFactory(clients)
  })
  afterAll(async () => {
    await devnet?.stop()
  })

  it('puts the released 0.1.1 code at its published address, once', async () => {
    expect(await deployAllowanceModule(clients)).toBe(true)
    const code = await clients.publicClient.getCode({ address: ALLOWANCE_MODULE_0_1_1 })
    expect(code && keccak256(code)).toBe(ALLOWANCE_MODULE_CODE_HASH)
    const read = (functionName: 'NAME' | 'VERSION') =>
      clients.publicClient.readContract({
        address: ALLOWANCE_MODULE_0_1_1,
        abi: allowanceModuleAbi,
        functionName,
      })
    expect(await read('NAME')).toBe('Allowance Module')
    expect(await read('VERSION')).toBe('0.1.1')
    expect(await deployAllowanceModule(clients)).toBe(false)
  })
})
