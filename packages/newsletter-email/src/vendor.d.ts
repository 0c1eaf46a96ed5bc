// MJML 5 and html-to-text 10 ship no type declarations: what this package uses of them. The
// package's files reference this one, so a TypeScript program that imports the package (the
// quiz-service, the CMS) reads it too.
declare module 'mjml' {
  interface MjmlOptions {
    validationLevel?: 'strict' | 'soft' | 'skip';
    keepComments?: boolean;
    fonts?: Record<string, string>;
  }
  /** MJML to HTML; asynchronous since MJML 5 (its CSS minifier is). */
  export default function mjml2html(mjml: string, options?: MjmlOptions): Promise<{ html: string }>;
}

declare module 'html-to-text' {
  export function convert(html: string, options?: object): string;
}
