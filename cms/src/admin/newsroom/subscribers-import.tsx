// The Subscribers page's import: a CSV export from Ghost, Mailchimp or Substack (or a plain
// email,name list) is first read in a dry run, whose report names the layout recognised and
// lists the bad rows; only then does "Import N subscribers" add the new addresses.
import {
  Box,
  Button,
  Flex,
  Loader,
  Table,
  Tbody,
  Td,
  Th,
  Thead,
  Tr,
  Typography,
} from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useState } from 'react';
import { messageOf } from './readers-desk-api';
import { type ImportReport, layoutNames } from './subscribers-api';

type Step =
  | { kind: 'choose' }
  | { kind: 'checking' | 'importing'; file: File }
  | { kind: 'checked'; file: File; report: ImportReport }
  | { kind: 'imported'; report: ImportReport }
  | { kind: 'failed'; message: string };

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

function BadRows({ report }: { report: ImportReport }) {
  if (!report.bad) return null;
  return (
    <Box paddingTop={3}>
      <Typography variant="delta" tag="h3">
        Bad rows, left out
        {report.badRows.length < report.bad
          ? ` (the first ${report.badRows.length} of ${report.bad})`
          : ''}
      </Typography>
      <Table colCount={3} rowCount={report.badRows.length + 1}>
        <Thead>
          <Tr>
            <Th>
              <Typography variant="sigma">Line</Typography>
            </Th>
            <Th>
              <Typography variant="sigma">Address</Typography>
            </Th>
            <Th>
              <Typography variant="sigma">Why</Typography>
            </Th>
          </Tr>
        </Thead>
        <Tbody>
          {report.badRows.map((row) => (
            <Tr key={row.line}>
              <Td>
                <Typography>{row.line}</Typography>
              </Td>
              <Td>
                <Typography>{row.email || '(empty)'}</Typography>
              </Td>
              <Td>
                <Typography>{row.reason}</Typography>
              </Td>
            </Tr>
          ))}
        </Tbody>
      </Table>
    </Box>
  );
}

function Summary({ report }: { report: ImportReport }) {
  return (
    <Flex direction="column" alignItems="stretch" gap={1}>
      <Typography>
        Recognised as: <strong>{layoutNames[report.layout]}</strong>
      </Typography>
      <Typography>
        {plural(report.rows, 'row')}: {plural(report.new, 'new address', 'new addresses')}
        {report.unsubscribed
          ? ` (${report.unsubscribed} marked unsubscribed in the export)`
          : ''}, {report.existing.toLocaleString('en-GB')} already on the list (left as they are),{' '}
        {plural(report.bad, 'bad row')}.
      </Typography>
    </Flex>
  );
}

export function SubscribersImport({ onImported }: { onImported: () => void }) {
  const { post } = useFetchClient();
  const [step, setStep] = useState<Step>({ kind: 'choose' });

  const send = async (file: File, dryRun: boolean): Promise<ImportReport> => {
    const form = new FormData();
    form.append('file', file);
    const response = await post(`/newsroom/subscribers/import?dryRun=${dryRun}`, form);
    return response.data as ImportReport;
  };

  const check = async (file: File) => {
    setStep({ kind: 'checking', file });
    try {
      setStep({ kind: 'checked', file, report: await send(file, true) });
    } catch (error) {
      setStep({ kind: 'failed', message: messageOf(error, 'The file could not be read.') });
    }
  };

  const runImport = async (file: File) => {
    setStep({ kind: 'importing', file });
    try {
      setStep({ kind: 'imported', report: await send(file, false) });
      onImported();
    } catch (error) {
      setStep({ kind: 'failed', message: messageOf(error, 'Nothing was imported. Try again.') });
    }
  };

  return (
    <Box padding={4} hasRadius background="neutral0" shadow="tableShadow" marginBottom={4}>
      <Typography variant="delta" tag="h2">
        Import subscribers from a CSV file
      </Typography>
      <Typography textColor="neutral600" tag="p">
        A Ghost, Mailchimp or Substack export, or a list with the columns email and name. The file
        is checked first; nothing is added until you confirm. Addresses already on the list are
        never changed, so nobody who unsubscribed here is subscribed again.
      </Typography>
      <Box paddingTop={3}>
        <input
          type="file"
          accept=".csv,text/csv"
          aria-label="CSV file to import"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void check(file);
            event.target.value = '';
          }}
        />
      </Box>
      <Box paddingTop={3} aria-live="polite">
        {step.kind === 'checking' || step.kind === 'importing' ? (
          <Loader small>
            {step.kind === 'checking' ? `Checking ${step.file.name}…` : 'Importing…'}
          </Loader>
        ) : step.kind === 'failed' ? (
          <Typography textColor="danger600" role="alert">
            {step.message}
          </Typography>
        ) : step.kind === 'checked' ? (
          <Flex direction="column" alignItems="stretch" gap={3}>
            <Summary report={step.report} />
            <BadRows report={step.report} />
            <Flex gap={2}>
              <Button disabled={!step.report.new} onClick={() => void runImport(step.file)}>
                Import {plural(step.report.new, 'subscriber')}
              </Button>
              <Button variant="tertiary" onClick={() => setStep({ kind: 'choose' })}>
                Cancel
              </Button>
            </Flex>
          </Flex>
        ) : step.kind === 'imported' ? (
          <Typography textColor="success600" role="status">
            Imported {plural(step.report.new, 'subscriber')}.{' '}
            {step.report.existing
              ? `${step.report.existing.toLocaleString('en-GB')} already on the list were left as they are.`
              : ''}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
