import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

/** The site's one button; links styled as buttons use `buttonClassName`. */
export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, className)} {...props} />;
}

export function buttonClassName(variant: ButtonVariant = 'primary', extra?: string) {
  return ['button', `button--${variant}`, extra].filter(Boolean).join(' ');
}
