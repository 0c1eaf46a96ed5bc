import { chooseTheme } from './theme';
import { THEME_CHOICES } from './ThemeSwitch';
import { useThemeChoice } from './use-theme';

/**
 * The theme's entries of the account menu (AccountMenu, before Logout): a group named "Theme"
 * of three radio items, the reader's choice checked, kept in step with the header's switch. A
 * choice applies at once and leaves the menu open, so the reader sees the check move.
 */
export function ThemeMenuItems() {
  const choice = useThemeChoice();
  return (
    <li role="none" className="theme-menu">
      {/* Seen, not read: a menu holds only its items and groups; the group is named itself. */}
      <span className="theme-menu__label" aria-hidden="true">
        Theme
      </span>
      <ul role="group" aria-label="Theme" className="theme-menu__items">
        {THEME_CHOICES.map((option) => (
          <li key={option.value} role="none">
            <button
              type="button"
              role="menuitemradio"
              aria-checked={choice === option.value}
              tabIndex={-1}
              className="account-menu__item theme-menu__item"
              onClick={() => chooseTheme(option.value)}
            >
              {option.label}
            </button>
          </li>
        ))}
      </ul>
    </li>
  );
}
