/** This kit's version (package.json): a copy of the kit registers its texts under it. */
export const AUTH_KIT_VERSION = '1.1.0';
