// What a CMS webhook says changed, for the web server to drop the kept pages that show it
// (cache-tags in packages/contracts). The webhook route itself (routes/internal/cms-webhook.ts)
// checks the secret and empties the app's CMS cache; the server reads the same body.
import type { ContentChange } from '@apogee/contracts/cache-tags';
import { contentChangeMessageSchema } from '@apogee/contracts/content-changes';

const webhookSchema = contentChangeMessageSchema.omit({ origin: true });

/** The change a webhook's body names, or null when it names none (then every page goes). */
export function changeFromWebhook(body: string): ContentChange | null {
  try {
    const parsed = webhookSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
