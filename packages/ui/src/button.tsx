import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  children: ReactNode;
}

export function Button({ variant = 'secondary', className, type = 'button', ...rest }: ButtonProps) {
  const classes = ['ui-button', `ui-button--${variant}`, className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Icon-only buttons must still have a name for screen readers. */
  label: string;
  children: ReactNode;
}

export function IconButton({ label, className, type = 'button', ...rest }: IconButtonProps) {
  const classes = ['ui-icon-button', className].filter(Boolean).join(' ');
  return <button type={type} aria-label={label} title={label} className={classes} {...rest} />;
}
