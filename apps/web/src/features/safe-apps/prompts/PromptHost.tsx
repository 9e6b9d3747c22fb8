import { PermissionPrompt } from './PermissionPrompt'
import { useCurrentPrompt } from './promptStore'
import { SettingsPrompt } from './SettingsPrompt'
import { SignMessagePrompt } from './SignMessagePrompt'

/** Shows the oldest open prompt of the Safe Apps (one at a time). */
export function PromptHost() {
  const prompt = useCurrentPrompt()
  if (!prompt) return null
  switch (prompt.kind) {
    case 'permissions':
      return <PermissionPrompt key={prompt.id} prompt={prompt} />
    case 'settings':
      return <SettingsPrompt key={prompt.id} prompt={prompt} />
    case 'signMessage':
      return <SignMessagePrompt key={prompt.id} prompt={prompt} />
  }
}
