import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { adminContext, cmsUrl, openInAdmin } from './support/cms-admin';

// The newsroom's Subscribers page: an editor brings in another platform's export (checked in a
// dry run first, its bad rows named by line), finds an imported reader, and downloads the list.

async function subscribersPage(page: Page) {
  await openInAdmin(page, `${cmsUrl}/admin`);
  await page.getByRole('link', { name: 'Subscribers' }).click();
  await expect(page.getByRole('heading', { name: 'Subscribers', level: 1 })).toBeVisible();
}

/** A Mailchimp audience export of two good rows and one bad, with this run's own addresses. */
function mailchimpExport(run: string) {
  const header =
    'Email Address,First Name,Last Name,MEMBER_RATING,OPTIN_TIME,OPTIN_IP,CONFIRM_TIME,CONFIRM_IP,LAST_CHANGED,LEID,EUID,NOTES,TAGS';
  return [
    header,
    `ingrid.${run}@example.net,Ingrid,Baptiste,4,2021-06-14 07:30:00,,2021-06-14 07:32:10,,2024-01-02 10:00:00,1,a1,,`,
    `not-an-address-${run},Nobody,Here,1,,,,,2024-01-02 10:00:00,2,b2,,`,
    `rafael.${run}@example.net,Rafael,Mendes,2,,,2022-02-01 12:00:00,,2024-01-02 10:00:00,3,c3,,`,
  ].join('\n');
}

test.describe('the Subscribers page', () => {
  // The admin is a large single-page app: a journey through it takes tens of seconds.
  test.describe.configure({ timeout: 240_000 });

  test('an editor imports a Mailchimp export after a dry run, finds a reader and exports the list', async ({
    browser,
  }) => {
    const run = `e2e${Date.now()}`;
    const admin = await (await adminContext(browser, 'CMS_SEED_EDITOR')).newPage();
    await subscribersPage(admin);

    await admin.getByRole('button', { name: 'Import CSV' }).click();
    await admin.getByLabel('CSV file to import').setInputFiles({
      name: 'audience.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(mailchimpExport(run)),
    });

    // The dry run: what was recognised, the counts, and the bad row with its line and reason.
    await expect(admin.getByText('Recognised as: Mailchimp audience export')).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      admin.getByText(
        '3 rows: 2 new addresses, 0 already on the list (left as they are), 1 bad row.',
      ),
    ).toBeVisible();
    const badRow = admin.getByRole('row', { name: new RegExp(`not-an-address-${run}`) });
    await expect(badRow.getByRole('gridcell').first()).toHaveText('3');
    await expect(badRow).toContainText('Not a valid email address.');

    // Nothing is added by the dry run.
    await admin.getByLabel('Address or name').fill(run);
    await admin.getByRole('button', { name: 'Search' }).click();
    await expect(admin.getByText('No subscribers match.')).toBeVisible();

    await admin.getByRole('button', { name: 'Import 2 subscribers' }).click();
    await expect(
      admin.getByRole('status').filter({ hasText: 'Imported 2 subscribers.' }),
    ).toBeVisible();

    // The list reloads with the new readers, each with where it came from.
    const ingrid = admin.getByRole('row', { name: new RegExp(`ingrid\\.${run}@example\\.net`) });
    await expect(ingrid).toContainText('Ingrid Baptiste');
    await expect(ingrid).toContainText('Confirmed');
    await expect(ingrid).toContainText('Imported (Mailchimp audience export)');
    await expect(ingrid).toContainText('All topics');
    await expect(admin.getByRole('row', { name: new RegExp(`rafael\\.${run}`) })).toHaveCount(1);

    // A second import of the same file changes nothing that is already on the list.
    await admin.getByLabel('CSV file to import').setInputFiles({
      name: 'audience.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(mailchimpExport(run)),
    });
    await expect(
      admin.getByText(
        '3 rows: 0 new addresses, 2 already on the list (left as they are), 1 bad row.',
      ),
    ).toBeVisible({ timeout: 30_000 });
    await expect(admin.getByRole('button', { name: 'Import 0 subscribers' })).toBeDisabled();

    // The export is the list as filtered: these two readers, one line each.
    const download = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^apogee-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path()) ?? '', 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines.filter((line) => line.startsWith(`ingrid.${run}@example.net,`))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith(`rafael.${run}@example.net,`))).toHaveLength(1);
    await admin.context().close();
  });
});
