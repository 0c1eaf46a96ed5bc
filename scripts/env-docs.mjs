// npm run docs:env: writes docs/environment.md from .env.example (scripts/lib/environment-table.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import { environmentPage } from './lib/environment-table.mjs';
import { at } from './lib/paths.mjs';

const page = at('docs/environment.md');
writeFileSync(page, await environmentPage(readFileSync(at('.env.example'), 'utf8'), page));
console.log('docs/environment.md written from .env.example');
