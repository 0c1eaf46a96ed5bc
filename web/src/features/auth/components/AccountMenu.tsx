import type { CurrentUser } from '@apogee/contracts/accounts';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { ThemeMenuItems } from '@/components/theme/ThemeMenuItems';
import { avatarSrc } from '@/lib/session/avatar';

/**
 * docs/decisions/005-account-menu-entries.md: the header dropdown's entries, in this order, then
 * Logout.
 */
export const accountMenuLinks = [
  { href: '/profile', label: 'Profile' },
  { href: '/edit-profile', label: 'Edit Profile' },
  { href: '/your-move', label: 'My Score' },
  { href: '/all-quiz-analytics', label: 'Quiz History' },
  { href: '/reading-list', label: 'Reading List' },
] as const;

export interface AccountMenuProps {
  user: Pick<CurrentUser, 'name' | 'avatarUrl'>;
  onLogout: () => void;
  /** Client-side navigation for a plain click; without it the links load pages. */
  onNavigate?: (href: string) => void;
  /** Starts open (stories). */
  defaultOpen?: boolean;
}

/**
 * The signed-in reader's corner of the header: picture, name and a menu button (WAI-ARIA
 * menu button: Enter/Space/ArrowDown open it, arrows move, Escape closes and returns focus).
 * Before Logout, the theme's choices (docs/product/site-shell.md, "Theme").
 */
export function AccountMenu({ user, onLogout, onNavigate, defaultOpen = false }: AccountMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();
  /** Which item takes focus when the menu opens by keyboard. */
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  // The links, the theme's radio items and Logout, in the menu's order.
  const items = () =>
    Array.from(
      menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"], [role="menuitemradio"]') ??
        [],
    );

  useEffect(() => {
    if (!open) return;
    if (focusOnOpen.current) {
      const all = items();
      (focusOnOpen.current === 'first' ? all[0] : all[all.length - 1])?.focus();
      focusOnOpen.current = null;
    }
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const opening: Record<string, 'first' | 'last'> = {
      ArrowDown: 'first',
      ArrowUp: 'last',
      Enter: 'first',
      ' ': 'first',
    };
    const target = opening[event.key];
    if (!target) return;
    event.preventDefault();
    if (open && (event.key === 'Enter' || event.key === ' ')) {
      close(true);
    } else if (open) {
      const all = items();
      (target === 'first' ? all[0] : all[all.length - 1])?.focus();
    } else {
      focusOnOpen.current = target;
      setOpen(true);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => all[(next + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(all.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  }

  function onLinkClick(event: MouseEvent<HTMLAnchorElement>, href: string) {
    setOpen(false);
    const plainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (onNavigate && plainClick) {
      event.preventDefault();
      onNavigate(href);
    }
  }

  return (
    <div className="account-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="account-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((current) => !current)}
        onKeyDown={onButtonKeyDown}
      >
        <img className="account-menu__avatar" src={avatarSrc(user)} alt="" width={36} height={36} />
        <span className="account-menu__name">{user.name}</span>
        <span className="account-menu__caret" aria-hidden="true" />
      </button>
      <ul
        ref={menu}
        id={menuId}
        role="menu"
        aria-label="Account"
        className="account-menu__list"
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {accountMenuLinks.map((link) => (
          <li key={link.href} role="none">
            <a
              role="menuitem"
              tabIndex={-1}
              href={link.href}
              className="account-menu__item"
              onClick={(event) => onLinkClick(event, link.href)}
            >
              {link.label}
            </a>
          </li>
        ))}
        <ThemeMenuItems />
        <li role="none">
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="account-menu__item account-menu__item--logout"
            onClick={() => {
              setOpen(false);
              onLogout();
            }}
          >
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}
