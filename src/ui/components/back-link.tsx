// The link back to the screen above (the profile, the orders list). The arrow points to the
// reading direction's start, so it is mirrored on Arabic pages.
import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import classes from './back-link.module.css';

export function BackLink({ to, children }: { readonly to: string; readonly children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm" className={classes.back}>
      <svg className={classes.arrow} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M15 18l-6-6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {children}
    </Anchor>
  );
}
