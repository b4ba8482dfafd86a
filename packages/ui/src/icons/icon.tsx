import type { ReactNode } from 'react';

export interface IconProps {
  /** Width and height in pixels; the drawing is on a 24 × 24 grid. */
  size?: number;
  strokeWidth?: number;
  /**
   * Names the icon for assistive technology when it stands alone (a status, not a button's content).
   * Without it the icon is decorative and hidden: the button or text beside it carries the name.
   */
  label?: string;
}

/** The one SVG frame of every line icon in the kit. */
export function Icon({ size = 16, strokeWidth = 2, label, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {label ? <title>{label}</title> : null}
      {children}
    </svg>
  );
}
