import type { Queryable } from '../../db/database';

export interface ContactMessage {
  name: string;
  email: string;
  number: string;
  subject: string;
  message: string;
}

export async function insertContactMessage(
  db: Queryable,
  message: ContactMessage & { ip: string },
) {
  const { rows } = await db.query<{ id: string }>(
    `insert into contact_messages (name, email, number, subject, message, ip)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [message.name, message.email, message.number, message.subject, message.message, message.ip],
  );
  return (rows[0] as { id: string }).id;
}

export async function markEmailed(db: Queryable, id: string, to: string) {
  await db.query('update contact_messages set emailed_to = $2 where id = $1', [id, to]);
}
