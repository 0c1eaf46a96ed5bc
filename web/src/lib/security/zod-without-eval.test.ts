import { describe, expect, it } from 'vitest';
import { parseFormsWithoutEval } from './zod-without-eval';

describe('parseFormsWithoutEval', () => {
  it('is the configuration zod reads: schemas built afterwards never try eval', async () => {
    parseFormsWithoutEval();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);

    // Building and using an object schema must not call the Function constructor.
    const tried: string[] = [];
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, {
      construct(target, args: string[]) {
        tried.push(args.join(','));
        return Reflect.construct(target, args) as object;
      },
      apply(target, thisArg, args: string[]) {
        tried.push(args.join(','));
        return Reflect.apply(target, thisArg, args) as unknown;
      },
    });
    try {
      const signUp = z.object({ email: z.string().email(), name: z.string().min(1) });
      expect(signUp.safeParse({ email: 'ada@example.com', name: 'Ada' }).success).toBe(true);
      expect(signUp.safeParse({ email: 'nope', name: '' }).success).toBe(false);
    } finally {
      globalThis.Function = original;
    }
    expect(tried).toEqual([]);
  });

  it('keeps whatever else was configured', () => {
    const scope = { __zod_globalConfig: { jitless: false, customError: 'kept' } as object };
    parseFormsWithoutEval(scope as never);
    expect(scope.__zod_globalConfig).toEqual({ jitless: true, customError: 'kept' });
  });
});
