export function scriptsAfterLoad(src: string, nonceAttribute?: string, fallbackMs?: number): string;
export function deferScripts(html: string): { html: string; swapped: boolean };
export function withScriptsAfterLoad(response: Response): Response;
