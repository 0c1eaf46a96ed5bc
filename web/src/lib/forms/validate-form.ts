import type { FieldMessages } from '@/lib/api/api-error';

/**
 * What a form needs of a zod schema (shared with the service in `@apogee/contracts`):
 * written structurally so this module does not pull zod into every page that imports it.
 */
export interface FormSchema<TOutput> {
  safeParse(values: unknown):
    | { success: true; data: TOutput }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
      };
}

export type FormCheck<TOutput> = { ok: true; data: TOutput } | { ok: false; errors: FieldMessages };

/**
 * Checks form values with a shared schema. Each field gets its first message, as the forms
 * show one message under a field; a refinement on the whole form lands on its path
 * (e.g. "Passwords do not match" on confirmPassword).
 */
export function validateForm<TOutput>(
  schema: FormSchema<TOutput>,
  values: unknown,
): FormCheck<TOutput> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldMessages = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The message for one field, or none: for re-checking a field while the reader types. */
export function fieldError<TOutput>(
  schema: FormSchema<TOutput>,
  values: unknown,
  field: string,
): string | undefined {
  const check = validateForm(schema, values);
  return check.ok ? undefined : check.errors[field];
}
