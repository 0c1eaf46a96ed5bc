import { useEffect, useRef, useState } from 'react';
import {
  DEFAULT_PREFERENCES,
  saveCookiePreferences,
  type CookiePreferences,
} from '../lib/cookie-consent';

type Category = keyof CookiePreferences;

const categories: { key: Category; title: string; description: string }[] = [
  {
    key: 'essential',
    title: 'Essential cookies',
    description:
      'Needed for the site to work: your session when you log in, security checks and this choice. They cannot be turned off.',
  },
  {
    key: 'performance',
    title: 'Performance cookies',
    description:
      'Count visits and measure how pages load, so we can see what works and make the site faster.',
  },
  {
    key: 'functionality',
    title: 'Functionality cookies',
    description: 'Remember choices you make, such as embedded players and reading preferences.',
  },
  {
    key: 'targeting',
    title: 'Targeting cookies',
    description:
      'Set by partners to show content and offers that match your interests on other sites.',
  },
];

export interface CookieSettingsPanelProps {
  /** "Save Settings" and Escape: close without storing anything. */
  onClose: () => void;
  /** After "Save my preferences" stored the choices. */
  onSaved: () => void;
  initialPreferences?: CookiePreferences;
}

/** The "Customize Cookies" dialog: four expandable categories with their switches. */
export default function CookieSettingsPanel({
  onClose,
  onSaved,
  initialPreferences = DEFAULT_PREFERENCES,
}: CookieSettingsPanelProps) {
  const [preferences, setPreferences] = useState(initialPreferences);
  const [expanded, setExpanded] = useState<Category | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className="cookie-settings__backdrop">
      <div
        className="cookie-settings"
        role="dialog"
        aria-modal="true"
        aria-labelledby="cookie-settings-title"
      >
        <h2 id="cookie-settings-title" ref={heading} tabIndex={-1}>
          Cookie settings
        </h2>
        <p>Choose which cookies we may use. Optional cookies stay off until you turn them on.</p>
        <ul className="cookie-settings__list">
          {categories.map((category) => {
            const isOpen = expanded === category.key;
            const essential = category.key === 'essential';
            const switchId = `cookie-switch-${category.key}`;
            return (
              <li key={category.key} className="cookie-settings__category">
                <div className="cookie-settings__row">
                  <button
                    type="button"
                    className="cookie-settings__toggle"
                    aria-expanded={isOpen}
                    aria-controls={`cookie-about-${category.key}`}
                    onClick={() => setExpanded(isOpen ? null : category.key)}
                  >
                    {category.title}
                  </button>
                  <label className="cookie-settings__switch" htmlFor={switchId}>
                    <input
                      id={switchId}
                      type="checkbox"
                      role="switch"
                      checked={preferences[category.key]}
                      disabled={essential}
                      aria-label={essential ? `${category.title} (always on)` : category.title}
                      onChange={(event) => {
                        if (!essential)
                          setPreferences({ ...preferences, [category.key]: event.target.checked });
                      }}
                    />
                    <span aria-hidden="true">
                      {essential ? 'Always on' : preferences[category.key] ? 'On' : 'Off'}
                    </span>
                  </label>
                </div>
                <p
                  id={`cookie-about-${category.key}`}
                  className="cookie-settings__about"
                  hidden={!isOpen}
                >
                  {category.description}
                </p>
              </li>
            );
          })}
        </ul>
        <div className="cookie-settings__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              saveCookiePreferences(preferences);
              onSaved();
            }}
          >
            Save my preferences
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Save Settings
          </button>
        </div>
      </div>
    </div>
  );
}
