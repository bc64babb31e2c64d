export declare const E2E_PORT: number;
export declare const AUTH_EMULATOR_PORT: number;
export declare const AUTH_EMULATOR_URL: string;
export declare const AUTH_EMULATOR_PROJECT: string;
export declare const MAIL_SINK_SMTP_PORT: number;
export declare const MAIL_SINK_HTTP_PORT: number;
export declare const MAIL_SINK_URL: string;
