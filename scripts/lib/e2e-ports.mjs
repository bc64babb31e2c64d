// The ports of an end-to-end run: the server's (E2E_PORT, 4321 by default), the Firebase
// Authentication emulator's, 5000 above it (the emulator's hub and logging take the next two), and
// the mail sink's, 6000 and 6001 above it, so two runs with different E2E_PORT values do not meet.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4321);
export const AUTH_EMULATOR_PORT = E2E_PORT + 5000;
export const AUTH_EMULATOR_URL = `http://127.0.0.1:${AUTH_EMULATOR_PORT}`;
/** The Firebase project the emulator and the server agree on (a demo- project never reaches Google). */
export const AUTH_EMULATOR_PROJECT = 'demo-herfa';
/** The end-to-end mail sink (scripts/mail-sink.mjs): the server sends through its SMTP port, the tests read mail on its HTTP port. */
export const MAIL_SINK_SMTP_PORT = E2E_PORT + 6000;
export const MAIL_SINK_HTTP_PORT = E2E_PORT + 6001;
export const MAIL_SINK_URL = `http://127.0.0.1:${MAIL_SINK_HTTP_PORT}`;
