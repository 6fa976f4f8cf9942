import { byteLimitInWords, feedFileProblem, useAdminCore, useFeedLimits } from '@deals/admin-core';
import { Button, Card, FileDropZone, Form, FormActions, PageHeader, Select, Stack, TextField } from '@deals/ui';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { feedEntityOfResource, FEED_LISTS, importHref } from './feedEntities';
import { RecentImports } from './RecentImports';

const ENCODINGS = [
  { id: 'auto', label: 'Detect it' },
  { id: 'utf-8', label: 'UTF-8' },
  { id: 'windows-1252', label: 'Windows-1252 (Western European)' },
  { id: 'iso-8859-15', label: 'ISO-8859-15' },
  { id: 'utf-16le', label: 'UTF-16 LE' },
  { id: 'utf-16be', label: 'UTF-16 BE' },
];

const DELIMITERS = [
  { id: 'auto', label: 'Detect it' },
  { id: ',', label: 'Comma' },
  { id: ';', label: 'Semicolon' },
  { id: '\t', label: 'Tab' },
];

/** The feed's name before the person types one: the file's, without its extension or a trailing date. */
const feedNameOf = (fileName: string) => fileName.replace(/\.[^.]*$/, '').replace(/[-_ ]*\d{4}-?\d{2}-?\d{2}$/, '');

/** /{list}/import: choose a feed file and name the feed; the API reads it and the wizard takes over. */
export function ImportStartScreen() {
  const core = useAdminCore();
  const navigate = useNavigate();
  const resource = useLocation().pathname.split('/')[1] ?? '';
  const entity = feedEntityOfResource(resource) ?? 'PRODUCT';
  const { plural } = FEED_LISTS[entity];
  const [file, setFile] = useState<File | null>(null);
  const [feedName, setFeedName] = useState('');
  const [encoding, setEncoding] = useState('auto');
  const [delimiter, setDelimiter] = useState('auto');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // The server's limit (a deployment may lower the 50 MB default), named in the hint and checked before sending.
  const limits = useFeedLimits();
  const title = `Import ${plural}`;

  async function upload() {
    if (!file) return setError('Choose a CSV file to import.');
    setSending(true);
    const outcome = await core.uploadFeed({
      file,
      entity,
      feedName: feedName || feedNameOf(file.name),
      encoding,
      delimiter,
      maxBytes: limits.bytes,
    });
    setSending(false);
    if (!outcome.ok) return setError(outcome.message);
    navigate(importHref(entity, outcome.id));
  }

  return (
    <>
      <PageHeader
        title={title}
        subtitle="Bring a partner's CSV feed in: you check the columns and a dry run before anything is written."
        breadcrumbs={[{ label: plural[0]!.toUpperCase() + plural.slice(1), href: `/${resource}` }, { label: 'Import' }]}
      />
      <Stack>
        <Card title="1. Choose the file" aria-label="Choose the file">
          <Form
            onSubmit={(event) => {
              event.preventDefault();
              void upload();
            }}
          >
            <FileDropZone
              label="Feed file"
              hint={`CSV (comma, semicolon or tab), UTF-8 or Windows-1252, up to ${byteLimitInWords(limits.bytes)}`}
              accept={['.csv', '.txt', 'text/csv', 'text/plain']}
              file={file}
              error={error}
              isDisabled={sending}
              onFile={(chosen) => {
                setFile(chosen);
                // Refused here, before a byte is sent: the API would refuse it too, after the whole upload.
                setError(feedFileProblem(chosen, limits.bytes));
                if (!feedName) setFeedName(feedNameOf(chosen.name));
              }}
            />
            <TextField
              label="Feed name"
              description="The partner's feed: its column mapping is saved under this name and offered next time."
              value={feedName}
              onChange={setFeedName}
              maxLength={120}
            />
            <Select
              label="Encoding"
              options={ENCODINGS}
              selectedKey={encoding}
              onSelectionChange={(key) => setEncoding(String(key))}
            />
            <Select
              label="Delimiter"
              options={DELIMITERS}
              selectedKey={delimiter}
              onSelectionChange={(key) => setDelimiter(String(key))}
            />
            <FormActions>
              <Button type="submit" icon={<Upload size={16} />} isPending={sending} isDisabled={Boolean(file && error)}>
                Upload and map columns
              </Button>
            </FormActions>
          </Form>
        </Card>
        <RecentImports entity={entity} />
      </Stack>
    </>
  );
}
