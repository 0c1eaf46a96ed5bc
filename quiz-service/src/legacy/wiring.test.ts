import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { passwordResetModule } from '../modules/password-reset';
import { legacyModule } from './routes';

describe('registration order, by declaration', () => {
  it('stops the start when the REST adapter comes before the modules it calls', async () => {
    const app = Fastify();
    await expect(app.register(legacyModule).ready()).rejects.toThrow(
      "The dependency 'authentication' of plugin 'legacy' is not registered",
    );
  });

  it('stops the start when a module comes before a module it uses', async () => {
    const app = Fastify();
    // The infrastructure it names is there (as stand-ins); the accounts module is not yet.
    for (const name of ['db', 'rate-limit', 'mail']) app.register(fp(async () => {}, { name }));
    await expect(app.register(passwordResetModule).ready()).rejects.toThrow(
      "The dependency 'accounts' of plugin 'password-reset' is not registered",
    );
  });
});
