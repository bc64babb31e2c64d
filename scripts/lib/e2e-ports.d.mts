export declare const E2E_PORT: number;
export declare const AUTH_EMULATOR_PORT: number;
export declare const AUTH_EMULATOR_URL: string;
export declare const AUTH_EMULATOR_PROJECT: string;
