// The ports of an end-to-end run: the server's (E2E_PORT, 4321 by default) and the Firebase
// Authentication emulator's, 5000 above it (the emulator's hub and logging take the next two), so
// two runs with different E2E_PORT values do not meet.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4321);
export const AUTH_EMULATOR_PORT = E2E_PORT + 5000;
export const AUTH_EMULATOR_URL = `http://127.0.0.1:${AUTH_EMULATOR_PORT}`;
/** The Firebase project the emulator and the server agree on (a demo- project never reaches Google). */
export const AUTH_EMULATOR_PROJECT = 'demo-herfa';
