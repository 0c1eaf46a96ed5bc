import { readThemeChoice, THEME_CHOICE_KEY, type ThemeChoice } from './theme';

/** The choices, in the order the switch and the account menu list them. */
export const THEME_CHOICES: readonly { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: 'Follow the system' },
  { value: 'day', label: 'Light' },
  { value: 'night', label: 'Dark' },
];

export interface ThemeSwitchProps {
  /**
   * `icon`: a round icon over the select (the header bar); `labelled`: "Theme" and the select
   * in view (the phone menu).
   */
  look?: 'icon' | 'labelled';
}

/**
 * The header's theme switch: a native select named "Theme", which keyboards and screen readers
 * know, under an icon in the bar (a sun by day, a moon by night, drawn by theme.css from the
 * theme on <html>) or labelled in the phone menu. It has no code of its own: the head script
 * (theme-script.ts) takes its changes, applies and remembers them, and shows the stored choice
 * in it, so it works from the first paint and adds nothing to a page's JavaScript.
 */
export function ThemeSwitch({ look = 'icon' }: ThemeSwitchProps) {
  return (
    <label className={`theme-switch theme-switch--${look}`} title="Theme">
      <span className="theme-switch__icon" aria-hidden="true" />
      <span className={look === 'icon' ? 'visually-hidden' : 'theme-switch__label'}>Theme</span>
      <select
        name={THEME_CHOICE_KEY}
        className="theme-switch__select"
        defaultValue="system"
        // A switch the browser renders itself (the page changed its shell) shows the choice too.
        ref={(select) => {
          if (select) select.value = readThemeChoice();
        }}
      >
        {THEME_CHOICES.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
