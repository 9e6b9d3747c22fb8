import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SafeAppsError } from '../protocol/errors'
import { createFramePair, type FramePair } from '../test-utils/createFramePair'
import { safeInfo } from '../test-utils/fixtures'
import { createCommunicator } from './createCommunicator'

let frames: FramePair

beforeEach(() => {
  frames = createFramePair()
})
afterEach(async () => {
  await frames.close()
})

/** The request the app posted last, as the host received it. */
const lastRequest = () => {
  const post = frames.posts.filter((p) => p.to === 'host').at(-1)
  if (!post) throw new Error('nothing posted')
  return post.data as { id: string; method: string }
}

/** Answers the last request from the given origin and source (default: the real host). */
const answer = (reply: Record<string, unknown>, origin = frames.hostOrigin, source?: unknown) =>
  frames.injectToApp({ id: lastRequest().id, ...reply }, origin, source ?? frames.appWindow.parent)

describe('createCommunicator', () => {
  it('posts to the host origin taken from the referrer, never to *', async () => {
    const communicator = createCommunicator({ window: frames.appWindow, timeoutMs: 50 })
    await expect(communicator.send('getSafeInfo', undefined)).rejects.toThrow(
      'timed out after 50 ms',
    )
    expect(frames.posts.map((post) => post.targetOrigin)).toEqual([frames.hostOrigin])
  })

  it('prefers ancestorOrigins, then an explicit parentOrigin', async () => {
    const withAncestors = createCommunicator({
      window: { ...frames.appWindow, location: { ancestorOrigins: ['https://wallet.example'] } },
      timeoutMs: 10,
    })
    await expect(withAncestors.send('getSafeInfo', undefined)).rejects.toThrow('timed out')
    const explicit = createCommunicator({
      window: frames.appWindow,
      parentOrigin: 'https://other.example',
      timeoutMs: 10,
    })
    await expect(explicit.send('getSafeInfo', undefined)).rejects.toThrow('timed out')
    expect(frames.posts.map((post) => post.targetOrigin)).toEqual([
      'https://wallet.example',
      'https://other.example',
    ])
  })

  it('refuses to post when the host origin is unknown or not allowed', async () => {
    const { document: _, ...noReferrer } = frames.appWindow
    const unknown = createCommunicator({ window: noReferrer })
    await expect(unknown.send('getSafeInfo', undefined)).rejects.toThrow('pass parentOrigin')
    const notAllowed = createCommunicator({
      window: frames.appWindow,
      allowedOrigins: ['https://wallet.example'],
    })
    await expect(notAllowed.send('getSafeInfo', undefined)).rejects.toThrow('is not allowed')
    expect(frames.posts).toEqual([])
  })

  it('resolves with data from the parent, at major version >= 1', async () => {
    const communicator = createCommunicator({ window: frames.appWindow })
    const pending = communicator.send('getSafeInfo', undefined)
    answer({ success: true, data: safeInfo, version: '1.0.0' })
    await expect(pending).resolves.toEqual(safeInfo)
  })

  it('ignores replies without a version, with major 0, from another source or unknown ids', async () => {
    const communicator = createCommunicator({ window: frames.appWindow, timeoutMs: 100 })
    const pending = communicator.send('getSafeInfo', undefined)
    answer({ success: true, data: 'no version' })
    answer({ success: true, data: 'major zero', version: '0.9.0' })
    answer({ success: true, data: 'bad version', version: 'x.1' })
    answer({ success: true, data: 'other frame', version: '9.1.0' }, frames.hostOrigin, {})
    frames.injectToApp(
      { id: 'ffffffffff', success: true, data: 'other id', version: '9.1.0' },
      frames.hostOrigin,
      frames.appWindow.parent,
    )
    frames.injectToApp(null, frames.hostOrigin, frames.appWindow.parent)
    answer({ success: true, data: 'the one', version: '9.1.0' })
    await expect(pending).resolves.toBe('the one')
  })

  it('with allowedOrigins, drops replies from other origins (strings and patterns)', async () => {
    const communicator = createCommunicator({
      window: frames.appWindow,
      allowedOrigins: [/^http:\/\/127\.0\.0\.1:5173$/g, 'https://wallet.example'],
    })
    const pending = communicator.send('getSafeInfo', undefined)
    answer({ success: true, data: 'evil', version: '9.1.0' }, 'https://evil.example')
    answer({ success: true, data: 'good', version: '9.1.0' })
    await expect(pending).resolves.toBe('good')
    // A /g pattern must keep matching on later replies.
    const again = communicator.send('getSafeInfo', undefined)
    answer({ success: true, data: 'good again', version: '9.1.0' })
    await expect(again).resolves.toBe('good again')
  })

  it('rejects with the host error text on success:false, once', async () => {
    const communicator = createCommunicator({ window: frames.appWindow })
    const pending = communicator.send('getSafeInfo', undefined)
    answer({ success: false, error: 'Safe not loaded', version: '9.1.0' })
    answer({ success: true, data: 'late duplicate', version: '9.1.0' })
    const error = await pending.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SafeAppsError)
    expect((error as Error).message).toBe('Safe not loaded')
  })

  it('a per-request timeout overrides the default, and destroy rejects pending requests', async () => {
    const communicator = createCommunicator({ window: frames.appWindow, timeoutMs: 60_000 })
    await expect(communicator.send('getChainInfo', undefined, { timeoutMs: 5 })).rejects.toThrow(
      '"getChainInfo" timed out after 5 ms',
    )
    const pending = communicator.send('getSafeInfo', undefined)
    communicator.destroy()
    await expect(pending).rejects.toThrow('Client destroyed')
  })
})
