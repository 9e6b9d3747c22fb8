import { PermissionPrompt } from './PermissionPrompt'
import { useCurrentPrompt } from './promptStore'
import { SignMessagePrompt } from './SignMessagePrompt'

/** Shows the oldest open prompt of the Safe Apps (one at a time). */
export function PromptHost() {
  const prompt = useCurrentPrompt()
  if (!prompt) return null
  return prompt.kind === 'permissions' ? (
    <PermissionPrompt key={prompt.id} prompt={prompt} />
  ) : (
    <SignMessagePrompt key={prompt.id} prompt={prompt} />
  )
}
