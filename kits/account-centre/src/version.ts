/** This kit's version (package.json): a copy of the kit registers its texts under it. */
export const ACCOUNT_KIT_VERSION = '1.0.0';
