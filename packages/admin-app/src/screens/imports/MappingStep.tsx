import {
  useCheckFeedImport,
  useDiscardFeedImport,
  type FeedMatchAction,
  type FeedMissingReferences,
} from '@deals/admin-core';
import { Button, Card, FormActions, FormNote, RadioGroup, Select, TileGrid, useToaster } from '@deals/ui';
import { Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FEED_LISTS } from './feedEntities';
import type { FeedImportDetails } from './ImportScreen';

const IGNORE = '';

/** The sample values of one column, as the person recognises it in their file. */
const samplesOf = (feed: FeedImportDetails, column: number) =>
  feed.sample
    .map((row) => row[column] ?? '')
    .filter(Boolean)
    .map((value) => (value.length > 40 ? `${value.slice(0, 40)}…` : value))
    .join(' · ');

/**
 * The columns step: each column of the file mapped to a field (filled by header, or as saved for this feed name), the
 * key records are found by, and what to do with matches and with unknown brands, stores and categories. "Run the dry
 * run" saves the mapping for the feed name and checks every row; nothing is written.
 */
export function MappingStep({
  feed,
  onChecked,
  onCancel,
}: {
  feed: FeedImportDetails;
  onChecked: () => void;
  onCancel?: () => void;
}) {
  const toaster = useToaster();
  const navigate = useNavigate();
  const check = useCheckFeedImport();
  const discard = useDiscardFeedImport();
  const initial = feed.settings ?? feed.suggestedSettings;
  const [mapping, setMapping] = useState<Record<number, string>>(() =>
    Object.fromEntries(initial.mapping.map((entry) => [entry.column, entry.field ?? IGNORE])),
  );
  const keyFields = feed.fields.filter((field) => field.isKey);
  const [matchBy, setMatchBy] = useState<string[]>(
    initial.matchBy.length ? initial.matchBy : keyFields.map((f) => f.key),
  );
  // Each key alone, or any of them (in definition order): a product is found by its slug or its deal URL.
  const keyChoices = [
    ...(keyFields.length > 1
      ? [{ value: keyFields.map((f) => f.key).join(','), label: keyFields.map((f) => f.label).join(' or ') }]
      : []),
    ...keyFields.map((field) => ({ value: field.key, label: `${field.label} only` })),
  ];
  const [onMatch, setOnMatch] = useState<FeedMatchAction>(initial.onMatch);
  const [missing, setMissing] = useState<FeedMissingReferences>(initial.missingReferences);
  const mapped = new Set(Object.values(mapping).filter(Boolean));
  const unmappedRequired = feed.fields.filter((field) => field.required && !mapped.has(field.key));
  const twice = feed.fields.filter((field) => Object.values(mapping).filter((key) => key === field.key).length > 1);
  const fieldOptions = [
    { id: IGNORE, label: 'Ignore this column' },
    ...feed.fields.map((field) => ({
      id: field.key,
      label: field.required ? `${field.label} (required)` : field.label,
    })),
  ];

  async function runDryRun() {
    const outcome = await check.run({
      id: feed.id,
      settings: {
        mapping: feed.headers.map((_, column) => ({ column, field: mapping[column] || null })),
        matchBy,
        onMatch,
        missingReferences: missing,
      },
    });
    if (!outcome.ok) return toaster.error('The dry run did not start', outcome.message);
    onChecked();
  }

  async function discardImport() {
    const outcome = await discard.run({ id: feed.id });
    if (!outcome.ok) return toaster.error('The import was not discarded', outcome.message);
    navigate(`/${FEED_LISTS[feed.entity].resource}/import`);
  }

  return (
    <>
      <Card title="2. Map the columns" aria-label="Map the columns">
        {feed.savedSettingsUsed ? (
          <FormNote>The mapping saved for the feed “{feed.feedName}” is filled in.</FormNote>
        ) : null}
        <TileGrid>
          {feed.headers.map((header, column) => (
            <Select
              key={column}
              label={header || `Column ${column + 1}`}
              description={samplesOf(feed, column) || 'No values in the first rows'}
              options={fieldOptions}
              selectedKey={mapping[column] ?? IGNORE}
              onSelectionChange={(key) => setMapping({ ...mapping, [column]: String(key ?? IGNORE) })}
            />
          ))}
        </TileGrid>
        {unmappedRequired.length ? (
          <FormNote>
            No column fills {unmappedRequired.map((field) => field.label).join(', ')}: the dry run rejects every row
            that would create a {FEED_LISTS[feed.entity].singular}.
          </FormNote>
        ) : null}
        {twice.length ? (
          <FormNote>
            Two columns fill {twice.map((field) => field.label).join(', ')}: the dry run will say which one it refuses.
          </FormNote>
        ) : null}
      </Card>
      <Card title="Matching" aria-label="Matching">
        <RadioGroup
          label={`Find existing ${FEED_LISTS[feed.entity].plural} by`}
          options={keyChoices}
          value={matchBy.join(',')}
          onChange={(value) => setMatchBy(value.split(','))}
        />
        <RadioGroup
          label="A row that matches a record"
          options={[
            { value: 'UPDATE', label: 'Updates it' },
            { value: 'SKIP', label: 'Is skipped' },
          ]}
          value={onMatch}
          onChange={(value) => setOnMatch(value as FeedMatchAction)}
        />
        <RadioGroup
          label="A brand, store or category that does not exist"
          options={[
            { value: 'CREATE', label: 'Is created' },
            { value: 'REJECT', label: 'Rejects the row' },
          ]}
          value={missing}
          onChange={(value) => setMissing(value as FeedMissingReferences)}
        />
        <FormActions>
          <Button icon={<Play size={16} />} isPending={check.pending} onPress={() => void runDryRun()}>
            Run the dry run
          </Button>
          {onCancel ? (
            <Button variant="secondary" onPress={onCancel}>
              Keep the last dry run
            </Button>
          ) : null}
          {feed.canManage ? (
            <Button
              variant="secondary"
              icon={<Trash2 size={16} />}
              isPending={discard.pending}
              onPress={() => void discardImport()}
            >
              Discard
            </Button>
          ) : null}
        </FormActions>
      </Card>
    </>
  );
}
