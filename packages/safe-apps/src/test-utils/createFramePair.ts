import { Window } from 'happy-dom'
import type { AppWindow } from '../app/createCommunicator'
import type { AppFrame, HostWindow } from '../host/createAppHost'

export const HOST_ORIGIN = 'http://127.0.0.1:5173'
export const APP_ORIGIN = 'http://127.0.0.1:5174'

/** One postMessage call as the browser would see it. */
export type PostRecord = {
  from: string
  to: 'host' | 'app'
  targetOrigin: string
  data: unknown
  delivered: boolean
}

type MessageTarget = { postMessage(message: unknown, targetOrigin: string): void }

/**
 * A wallet page and an app iframe as two happy-dom windows joined by browser-like postMessage:
 * data is structured-cloned (uncloneable data throws), delivery is asynchronous, `source` is the
 * sender's window as the receiver knows it, and a message is dropped unless `targetOrigin` is
 * `*` or the receiver's origin. Every post is recorded in `posts`.
 */
export function createFramePair(options: { hostOrigin?: string; appOrigin?: string } = {}) {
  const hostOrigin = options.hostOrigin ?? HOST_ORIGIN
  const appOrigin = options.appOrigin ?? APP_ORIGIN
  const hostDom = new Window({ url: `${hostOrigin}/apps/open` })
  const appDom = new Window({ url: `${appOrigin}/` })
  const posts: PostRecord[] = []

  const deliver = (
    receiver: Window,
    receiverOrigin: string,
    record: PostRecord,
    origin: string,
    source: unknown,
  ) => {
    const data = structuredClone(record.data)
    posts.push(record)
    record.delivered = record.targetOrigin === '*' || record.targetOrigin === receiverOrigin
    if (!record.delivered) return
    setTimeout(() => {
      receiver.dispatchEvent(
        new receiver.MessageEvent('message', { data, origin, source: source as never }),
      )
    }, 0)
  }

  // The host's window as the app sees it (`window.parent`) and the app's as the host sees it
  // (`iframe.contentWindow`): posting through one delivers to the other side.
  const parentRef: MessageTarget = {
    postMessage(data, targetOrigin) {
      const record = { from: appOrigin, to: 'host' as const, targetOrigin, data, delivered: false }
      deliver(hostDom, hostOrigin, record, appOrigin, contentWindowRef)
    },
  }
  const contentWindowRef: MessageTarget = {
    postMessage(data, targetOrigin) {
      const record = { from: hostOrigin, to: 'app' as const, targetOrigin, data, delivered: false }
      deliver(appDom, appOrigin, record, hostOrigin, parentRef)
    },
  }

  const appWindow: AppWindow & { crypto: Crypto } = {
    parent: parentRef,
    addEventListener: (type, listener) => appDom.addEventListener(type, listener as never),
    removeEventListener: (type, listener) => appDom.removeEventListener(type, listener as never),
    document: { referrer: `${hostOrigin}/apps/open?appUrl=${encodeURIComponent(appOrigin)}` },
    crypto: globalThis.crypto,
  }
  const hostWindow: HostWindow = {
    addEventListener: (type, listener) => hostDom.addEventListener(type, listener as never),
    removeEventListener: (type, listener) => hostDom.removeEventListener(type, listener as never),
  }
  const iframe: AppFrame = { contentWindow: contentWindowRef }

  return {
    hostOrigin,
    appOrigin,
    appWindow,
    hostWindow,
    iframe,
    posts,
    /** Dispatches a message on the host window with any origin and source (a foreign frame). */
    injectToHost(data: unknown, origin: string, source: unknown) {
      hostDom.dispatchEvent(
        new hostDom.MessageEvent('message', { data, origin, source: source as never }),
      )
    },
    /** Dispatches a message on the app window with any origin and source. */
    injectToApp(data: unknown, origin: string, source: unknown) {
      appDom.dispatchEvent(
        new appDom.MessageEvent('message', { data, origin, source: source as never }),
      )
    },
    /** Posts as the app would (to the host, with the app as source). */
    postFromApp(data: unknown) {
      parentRef.postMessage(data, hostOrigin)
    },
    /** Resolves once every message posted so far has been delivered (and its handlers ran). */
    settle: (ms = 5) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    async close() {
      await hostDom.happyDOM.close()
      await appDom.happyDOM.close()
    },
  }
}

export type FramePair = ReturnType<typeof createFramePair>
