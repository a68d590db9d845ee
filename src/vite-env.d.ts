/** The shop's version from package.json; a stored session of another version is discarded. */
declare const __APP_VERSION__: string;
