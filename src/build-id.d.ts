/** The id of the build this page was loaded from; vite.config.ts defines it and writes it to latest.json. */
declare const __HERFA_BUILD_ID__: string;
