import { useEffect, useRef, useState } from 'react';
import { chooseTheme, readThemeChoice, type ThemeChoice } from './theme';

/** The choices, in the order the switch lists them. */
export const THEME_CHOICES: readonly { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: 'Follow the system' },
  { value: 'day', label: 'Light' },
  { value: 'night', label: 'Dark' },
];

/**
 * The header's theme switch: an icon (a sun by day, a moon by night, drawn by theme.css from the
 * theme on <html>, so it is right before this code runs) over a native select named "Theme",
 * which keyboards and screen readers know. The choice applies at once and is remembered
 * (theme.ts).
 */
export function ThemeSwitch() {
  // The server does not know the reader's choice: "system" until the browser reads it.
  const [choice, setChoice] = useState<ThemeChoice>('system');
  const select = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    // A choice made on the server's select before this code came is applied; otherwise the
    // select shows the stored one.
    const picked = THEME_CHOICES.find((option) => option.value === select.current?.value);
    if (picked && picked.value !== 'system') chooseTheme(picked.value);
    setChoice(picked && picked.value !== 'system' ? picked.value : readThemeChoice());
  }, []);

  return (
    <label className="theme-switch" title="Theme">
      <span className="theme-switch__icon" aria-hidden="true" />
      <span className="visually-hidden">Theme</span>
      <select
        ref={select}
        className="theme-switch__select"
        value={choice}
        onChange={(event) => {
          const next = THEME_CHOICES.find((option) => option.value === event.target.value);
          if (!next) return;
          setChoice(next.value);
          chooseTheme(next.value);
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
