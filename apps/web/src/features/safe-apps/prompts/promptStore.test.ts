import { afterEach, describe, expect, it } from 'vitest'
import { closePromptsOf, getPrompts, openPrompt, PromptClosedError } from './promptStore'

const app = { name: 'Demo', url: 'http://127.0.0.1:5174', origin: 'http://127.0.0.1:5174' }
const other = { name: 'Other', url: 'https://other.example', origin: 'https://other.example' }

afterEach(() => {
  closePromptsOf(app.origin)
  closePromptsOf(other.origin)
})

describe('promptStore', () => {
  it('queues prompts and settles each once', async () => {
    const first = openPrompt({ kind: 'permissions', app, capabilities: ['requestAddressBook'] })
    const second = openPrompt({
      kind: 'permissions',
      app: other,
      capabilities: ['requestAddressBook'],
    })
    expect(getPrompts().map((p) => p.app.name)).toEqual(['Demo', 'Other'])
    const [head] = getPrompts()
    if (head?.kind !== 'permissions') throw new Error('expected a permission prompt')
    head.resolve(true)
    head.resolve(false) // a second answer changes nothing
    await expect(first).resolves.toBe(true)
    expect(getPrompts().map((p) => p.app.name)).toEqual(['Other'])
    getPrompts()[0]?.reject(new PromptClosedError())
    await expect(second).rejects.toThrow('The user rejected the request')
    expect(getPrompts()).toEqual([])
  })

  it("rejects an app's open prompts when the app closes", async () => {
    const mine = openPrompt({ kind: 'permissions', app, capabilities: ['requestAddressBook'] })
    const theirs = openPrompt({ kind: 'permissions', app: other, capabilities: [] })
    closePromptsOf(app.origin)
    await expect(mine).rejects.toBeInstanceOf(PromptClosedError)
    expect(getPrompts().map((p) => p.app.name)).toEqual(['Other'])
    closePromptsOf(other.origin)
    await expect(theirs).rejects.toThrow('The app was closed')
  })
})
