// Every date-and-time field of the content manager ("Publish at", "Unpublish at") with a time
// list of every minute: Strapi's picker offers quarter hours only, and an editor schedules a
// piece for 09:40 as easily as for 09:45. The rest is Strapi's own input.
import { forwardRef, memo, type ReactNode } from 'react';
import { DateTimePicker, Field } from '@strapi/design-system';
import { useField } from '@strapi/strapi/admin';

/** Minutes between two times of the picker's list. */
export const SCHEDULE_STEP_MINUTES = 1;

/** The latest date the admin's own input accepts. */
const MAX_DATE = new Date(2099, 11, 31);

interface DateTimeFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  labelAction?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

const MinuteDateTimeInput = forwardRef<HTMLInputElement, DateTimeFieldProps>(
  function MinuteDateTimeInput({ name, label, hint, labelAction, required, disabled }, ref) {
    const field = useField<string | Date | null>(name);
    const value = typeof field.value === 'string' ? new Date(field.value) : field.value;
    return (
      <Field.Root error={field.error} name={name} hint={hint} required={required}>
        <Field.Label action={labelAction}>{label}</Field.Label>
        <DateTimePicker
          ref={ref}
          clearLabel="Clear"
          step={SCHEDULE_STEP_MINUTES}
          onChange={(date) => field.onChange(name, date ? date.toISOString() : null)}
          onClear={() => field.onChange(name, null)}
          value={value ?? undefined}
          maxDate={MAX_DATE}
          disabled={disabled}
        />
        <Field.Hint />
        <Field.Error />
      </Field.Root>
    );
  },
);

export const MinuteDateTime = memo(MinuteDateTimeInput);
