/**
 * The texts of the issue page's reader button, in a module apart from the reader's own
 * (magazine-reader.ts): these ship in the page's first-load JavaScript, the reader's only when
 * a reader opens it.
 */
export const readerLaunchText = {
  open: 'Read this issue',
  opening: 'Opening the issue…',
  externalReader: 'Read it in the online reader',
} as const;
