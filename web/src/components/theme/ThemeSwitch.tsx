import { useLayoutEffect, useRef } from 'react';
import { chooseTheme, type ThemeChoice } from './theme';
import { useThemeChoice } from './use-theme';

/** The choices, in the order the switch and the account menu list them. */
export const THEME_CHOICES: readonly { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: 'Follow the system' },
  { value: 'day', label: 'Light' },
  { value: 'night', label: 'Dark' },
];

/** The choice a select's value names, if any. */
export function themeChoiceOf(value: string | undefined): ThemeChoice | undefined {
  return THEME_CHOICES.find((option) => option.value === value)?.value;
}

export interface ThemeSwitchProps {
  /** `icon`: a round icon over the select (the header bar); `labelled`: "Theme" and the select
   * in view (the phone menu). */
  look?: 'icon' | 'labelled';
}

/**
 * The header's theme switch: a native select named "Theme", which keyboards and screen readers
 * know, under an icon in the bar (a sun by day, a moon by night, drawn by theme.css from the
 * theme on <html>, so it is right before this code runs) or labelled in the phone menu. The
 * choice applies at once and is remembered (theme.ts).
 */
export function ThemeSwitch({ look = 'icon' }: ThemeSwitchProps) {
  const choice = useThemeChoice();
  const select = useRef<HTMLSelectElement>(null);

  useLayoutEffect(() => {
    // The server's select, used before this code came, still holds what the reader picked
    // (React leaves a select's value alone while hydrating): apply it.
    const picked = themeChoiceOf(select.current?.value);
    if (picked && picked !== 'system') chooseTheme(picked);
  }, []);

  return (
    <label className={`theme-switch theme-switch--${look}`} title="Theme">
      <span className="theme-switch__icon" aria-hidden="true" />
      <span className={look === 'icon' ? 'visually-hidden' : 'theme-switch__label'}>Theme</span>
      <select
        ref={select}
        className="theme-switch__select"
        value={choice}
        onChange={(event) => {
          const next = themeChoiceOf(event.target.value);
          if (next) chooseTheme(next);
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
