import type { OffChainSignMessageResponse } from '@assent/safe-apps'
import { useSyncExternalStore } from 'react'
import type {
  HostedApp,
  MessageSignRequest,
  SettingsChangeRequest,
} from '../host/createSafeAppHandlers'

/** A question an app's request put to the user, answered through a modal. */
export type Prompt =
  | {
      id: number
      kind: 'permissions'
      app: HostedApp
      capabilities: string[]
      resolve: (granted: boolean) => void
      reject: (error: Error) => void
    }
  | ({
      id: number
      kind: 'signMessage'
      resolve: (result: OffChainSignMessageResponse) => void
      reject: (error: Error) => void
    } & MessageSignRequest)
  | ({
      id: number
      kind: 'settings'
      resolve: (approved: boolean) => void
      reject: (error: Error) => void
    } & SettingsChangeRequest)

type PromptInput =
  | { kind: 'permissions'; app: HostedApp; capabilities: string[] }
  | ({ kind: 'signMessage' } & MessageSignRequest)
  | ({ kind: 'settings' } & SettingsChangeRequest)
type PromptResult<K extends PromptInput['kind']> = K extends 'signMessage'
  ? OffChainSignMessageResponse
  : boolean

/** Raised to the app's request when the user closes its prompt. */
export class PromptClosedError extends Error {
  override name = 'PromptClosedError'
  constructor(message = 'The user rejected the request') {
    super(message)
  }
}

let prompts: readonly Prompt[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => {
  for (const listener of listeners) listener()
}
const remove = (id: number) => {
  prompts = prompts.filter((prompt) => prompt.id !== id)
  emit()
}

/**
 * Queues a prompt; the returned promise settles exactly once, when the user answers or closes
 * it (closing rejects with PromptClosedError), so an app's request never hangs on a prompt.
 */
export function openPrompt<I extends PromptInput>(input: I): Promise<PromptResult<I['kind']>> {
  return new Promise((resolve, reject) => {
    const id = nextId++
    const prompt = {
      ...input,
      id,
      resolve: (value: unknown) => {
        remove(id)
        resolve(value as PromptResult<I['kind']>)
      },
      reject: (error: Error) => {
        remove(id)
        reject(error)
      },
    } as Prompt
    prompts = [...prompts, prompt]
    emit()
  })
}

/** Closes every prompt of an app (it was closed or navigated away): each request is rejected. */
export function closePromptsOf(appOrigin: string, reason = 'The app was closed'): void {
  for (const prompt of prompts.filter((p) => p.app.origin === appOrigin)) {
    prompt.reject(new PromptClosedError(reason))
  }
}

export function getPrompts(): readonly Prompt[] {
  return prompts
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The prompt to show now (the oldest one), or null. */
export function useCurrentPrompt(): Prompt | null {
  return useSyncExternalStore(subscribe, getPrompts, getPrompts)[0] ?? null
}
