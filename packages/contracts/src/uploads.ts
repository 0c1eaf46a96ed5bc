/**
 * Messages for uploads refused by content (story pictures and videos, avatars alike): a file
 * that is also something else, by bytes after its end or markup in its metadata.
 */
export const hiddenContentMessages = {
  image: 'This image carries hidden content and cannot be used. Choose another file.',
  video: 'This video carries hidden content and cannot be used. Choose another file.',
} as const;
