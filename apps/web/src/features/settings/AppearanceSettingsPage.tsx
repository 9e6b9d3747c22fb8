import { useLocalStore } from '../../kernel/createLocalStore'
import { settingsStore, type ThemePreference } from '../../kernel/settingsStore'
import { useResolvedTheme } from '../../kernel/useResolvedTheme'
import { InboxNotificationsSetting } from '../inbox/InboxNotificationsSetting'

const options: { value: ThemePreference; label: string }[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
]

/** Light, dark, or follow the system (default); kept in this browser. */
export function AppearanceSettingsPage() {
  const { theme } = useLocalStore(settingsStore)
  const resolved = useResolvedTheme()
  return (
    <>
      <section className="card" aria-labelledby="appearance-title">
        <h2 id="appearance-title">Appearance</h2>
        <p className="muted">
          Choose the colour theme. System follows your device (now {resolved}).
        </p>
        <fieldset className="segmented">
          <legend className="visually-hidden">Theme</legend>
          {options.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={theme === option.value}
              data-testid={`theme-${option.value}`}
              onClick={() => settingsStore.set((s) => ({ ...s, theme: option.value }))}
            >
              {option.label}
            </button>
          ))}
        </fieldset>
      </section>
      <InboxNotificationsSetting />
    </>
  )
}
