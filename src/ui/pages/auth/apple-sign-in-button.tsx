// The sign-in-with-Apple button with the options of spec §9 (mode, type, colour, corner radius
// 0–50 with 15 by default, logo size), drawn after Apple's own button so it needs no script to
// render. What a click does is the caller's (see social-sign-in.tsx).
import type { CSSProperties } from 'react';
import { Loader, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './apple-sign-in-button.module.css';

export type AppleButtonMode = 'center-align' | 'left-align' | 'logo-only';
export type AppleButtonType = 'sign-in' | 'sign-up' | 'apple' | 'continue';
export type AppleButtonColour = 'white' | 'black';
export type AppleLogoSize = 'small' | 'medium' | 'large';

export const APPLE_BUTTON_DEFAULTS = {
  mode: 'center-align',
  type: 'sign-in',
  colour: 'black',
  cornerRadius: 15,
  logoSize: 'medium',
} as const satisfies {
  mode: AppleButtonMode;
  type: AppleButtonType;
  colour: AppleButtonColour;
  cornerRadius: number;
  logoSize: AppleLogoSize;
};

export const APPLE_CORNER_RADIUS_RANGE = { min: 0, max: 50 } as const;

/** The logo's height as a share of the button's, per size (Apple's small, medium and large). */
const LOGO_SCALE: Readonly<Record<AppleLogoSize, number>> = { small: 0.4, medium: 0.5, large: 0.6 };

export interface AppleSignInButtonProps {
  readonly mode?: AppleButtonMode;
  readonly type?: AppleButtonType;
  readonly colour?: AppleButtonColour;
  /** Corner radius as a percentage of the button's height, 0 to 50; out-of-range values are clamped. */
  readonly cornerRadius?: number;
  readonly logoSize?: AppleLogoSize;
  readonly disabled?: boolean;
  /** A sign-in with Apple is under way: the logo gives way to a spinner. */
  readonly busy?: boolean;
  readonly onClick: () => void;
}

/** The radius the button is drawn with: the option clamped to 0–50, the default when it is not a number. */
export function appleCornerRadius(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value)) return APPLE_BUTTON_DEFAULTS.cornerRadius;
  return Math.min(APPLE_CORNER_RADIUS_RANGE.max, Math.max(APPLE_CORNER_RADIUS_RANGE.min, value));
}

export function AppleSignInButton({
  mode = APPLE_BUTTON_DEFAULTS.mode,
  type = APPLE_BUTTON_DEFAULTS.type,
  colour = APPLE_BUTTON_DEFAULTS.colour,
  cornerRadius,
  logoSize = APPLE_BUTTON_DEFAULTS.logoSize,
  disabled,
  busy = false,
  onClick,
}: AppleSignInButtonProps) {
  const { t } = useTranslation();
  const label = t(`auth.social.apple.${type}`);
  const style = {
    '--apple-radius': `${appleCornerRadius(cornerRadius)}`,
    '--apple-logo-scale': `${LOGO_SCALE[logoSize]}`,
  } as CSSProperties;
  return (
    <UnstyledButton
      className={classes.button}
      data-mode={mode}
      data-colour={colour}
      style={style}
      disabled={disabled}
      onClick={onClick}
      aria-label={mode === 'logo-only' ? label : undefined}
      aria-busy={busy || undefined}
    >
      {busy ? (
        <Loader size="xs" color="currentColor" className={classes.logo} />
      ) : (
        <svg className={classes.logo} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12.152 6.896c-.948 0-2.415-1.078-3.96-1.04-2.04.027-3.91 1.183-4.961 3.014-2.117 3.675-.546 9.103 1.519 12.09 1.013 1.454 2.208 3.09 3.792 3.039 1.52-.065 2.09-.987 3.935-.987 1.831 0 2.35.987 3.96.948 1.637-.026 2.676-1.48 3.676-2.948 1.156-1.688 1.636-3.325 1.662-3.415-.039-.013-3.182-1.221-3.22-4.857-.026-3.04 2.48-4.494 2.597-4.559-1.429-2.09-3.623-2.324-4.39-2.376-2-.156-3.675 1.09-4.61 1.09zM15.53 3.83c.843-1.012 1.4-2.427 1.245-3.83-1.207.052-2.662.805-3.532 1.818-.78.896-1.454 2.338-1.273 3.714 1.338.104 2.715-.688 3.559-1.701"
          />
        </svg>
      )}
      {mode !== 'logo-only' && <span className={classes.label}>{label}</span>}
    </UnstyledButton>
  );
}
