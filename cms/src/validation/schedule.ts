/** A schedule must make sense: an entry cannot leave the site before it arrives. */
import { errors } from '@strapi/utils';

const time = (value: unknown) =>
  typeof value === 'string' || value instanceof Date ? new Date(value).getTime() : NaN;

export function assertSensibleSchedule(data: Record<string, unknown> | undefined) {
  if (!data) return;
  const publishAt = time(data.publishAt);
  const unpublishAt = time(data.unpublishAt);
  if (Number.isNaN(publishAt) || Number.isNaN(unpublishAt) || unpublishAt > publishAt) return;
  const message = '"Unpublish at" must come after "Publish at".';
  throw new errors.ValidationError(message, {
    errors: [{ path: ['unpublishAt'], message, name: 'ValidationError' }],
  });
}
