// A form that is sent by the page's script. The server renders it before that script runs; a
// shopper who types and presses Enter before hydration would otherwise send it natively, as a
// GET with the password in the address. Until hydrated its controls are disabled (so nothing can
// be sent), and it says method="post", so that even a native send puts nothing in the URL.
import type { ComponentPropsWithoutRef } from 'react';
import { useHydrated } from '../use-hydrated';
import classes from './client-form.module.css';

export function ClientForm({ children, ...props }: ComponentPropsWithoutRef<'form'>) {
  const hydrated = useHydrated();
  return (
    <form method="post" {...props}>
      <fieldset className={classes.controls} disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  );
}
