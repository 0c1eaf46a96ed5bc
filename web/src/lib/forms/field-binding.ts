import type { ChangeEvent } from 'react';
import type { FieldMessages } from '@/lib/api/api-error';

/** The names of a form's text values (a checkbox's boolean is bound by hand). */
export type TextFieldName<Values> = {
  [Name in keyof Values]: Values[Name] extends string ? Name : never;
}[keyof Values] &
  string;

/**
 * What ties a text field of a form to its value, its message and the form's `update`:
 * spread on a FormField or TextAreaField, `<FormField label="Email" {...field('email')} />`.
 */
export function fieldBinding<Values>(
  values: Values,
  errors: FieldMessages,
  update: (name: TextFieldName<Values>, value: string) => void,
) {
  return (name: TextFieldName<Values>) => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      update(name, event.target.value),
  });
}
