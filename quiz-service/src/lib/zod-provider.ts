import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';
import { AppError } from './errors';

/** Route schemas are zod schemas: handlers get the parsed (output) types. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** Turns zod issues into `{ field: message }`, keeping the first message of each field. */
export function issuesToFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (key && !(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

export function validationError(error: z.ZodError): AppError {
  const fields = issuesToFields(error);
  const first = Object.values(fields)[0];
  return new AppError(
    400,
    'VALIDATION_FAILED',
    first ?? 'The request is not valid: send a JSON object with the expected fields.',
    Object.keys(fields).length ? fields : undefined,
  );
}

export function useZod(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema }) => (data: unknown) => {
    const result = (schema as z.ZodType).safeParse(data ?? {});
    return result.success ? { value: result.data } : { error: validationError(result.error) };
  });
  app.setSerializerCompiler(
    ({ schema }) =>
      (data: unknown) =>
        JSON.stringify((schema as z.ZodType).parse(data)),
  );
}
