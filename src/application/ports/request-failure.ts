// How a refused or failed API call reaches the application and the screens: the server's stable
// code, its already-translated message, and per-field messages for forms.

export class RequestFailure extends Error {
  constructor(
    /** The HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** Stable, and an i18n key: `auth.invalidCredentials`, `http.unavailable`, … */
    readonly code: string,
    /** In the interface language (the server translates by Accept-Language). */
    message: string,
    /** Messages per field path, for showing beside form fields. */
    readonly fields: Readonly<Record<string, readonly string[]>> = {},
  ) {
    super(message);
    this.name = 'RequestFailure';
  }
}

export const isRequestFailure = (error: unknown): error is RequestFailure => error instanceof RequestFailure;
