import {
  filterKinds,
  type FieldDefinition,
  type FilterKind,
  type ReferenceValue,
  type ResourceFormController,
} from '@deals/admin-core';
import { DatePicker, NumberField, Select, Switch, TextField, type MetadataValue } from '@deals/ui';
import { Fragment, type ReactNode } from 'react';
import { CataloguePicker } from '../CataloguePicker';
import { SeoFields } from '../catalogueFields';

type Form = ResourceFormController<Record<string, unknown>>;

/** A field's help under its input, for the fields whose label does not say everything. */
export type FieldHelp = Partial<Record<string, string>>;

/** The input a field's kind gets when the screen lays out nothing special for it. */
function DefinedField({
  form,
  name,
  field,
  help,
}: {
  form: Form;
  name: string;
  field: FieldDefinition;
  help?: string;
}) {
  const draft = form.draft;
  switch (field.kind) {
    case 'text':
    case 'slug':
      return <TextField {...form.field(name)} value={String(draft[name] ?? '')} description={help} />;
    case 'url':
    case 'email':
      return <TextField {...form.field(name)} value={String(draft[name] ?? '')} type={field.kind} description={help} />;
    case 'longText':
      return (
        <TextField {...form.field(name)} value={String(draft[name] ?? '')} multiline rows={4} description={help} />
      );
    case 'money':
    case 'number': {
      const binding = form.field(name);
      const currency = field.kind === 'money' && field.currencyField ? String(draft[field.currencyField]) : null;
      return (
        <NumberField
          {...binding}
          // An optional number left empty is absent (null), not zero.
          value={typeof binding.value === 'number' ? binding.value : Number.NaN}
          onChange={(value) => binding.onChange(field.required || Number.isFinite(value) ? value : null)}
          formatOptions={currency ? { style: 'currency', currency } : undefined}
          minValue={0}
          description={help}
        />
      );
    }
    case 'boolean':
      return <Switch {...form.toggle(name)}>{field.label}</Switch>;
    case 'enum':
      return <Select {...form.choice(name)} description={help} />;
    case 'date': {
      const binding = form.field(name);
      return <DatePicker {...binding} value={(binding.value as string | null) ?? null} description={help} />;
    }
    case 'reference': {
      const kind = typeof field.to === 'string' && filterKinds.includes(field.to as FilterKind) ? field.to : null;
      if (!kind) break;
      const binding = form.field(name);
      return (
        <CataloguePicker
          kind={kind as FilterKind}
          label={binding.label}
          value={binding.value as ReferenceValue | null}
          onChange={binding.onChange}
          errorMessage={binding.errorMessage}
        />
      );
    }
    case 'metadata': {
      const binding = form.fieldset(name);
      return <SeoFields {...binding} value={binding.value as MetadataValue} />;
    }
  }
  // A kind without a default input (rich text, lists, images) is the screen's to lay out.
  throw new Error(`Lay out ${form.resource.entity.noun}'s "${name}" (${field.kind}) in its screen, or leave it out.`);
}

/**
 * The entity's writable fields in their definition's order, each as its kind's input — except those the screen lays
 * out itself (`render`) or shows elsewhere (`except`, a side panel). A field added to the definition appears here
 * with its label, rule, limit and message, and no screen changes.
 */
export function DefinedFields<Draft extends object>({
  form,
  except = [],
  render = {},
  help = {},
}: {
  form: ResourceFormController<Draft>;
  except?: readonly string[];
  render?: Partial<Record<string, (form: ResourceFormController<Draft>) => ReactNode>>;
  help?: FieldHelp;
}) {
  const loose = form as unknown as Form;
  return (
    <>
      {Object.entries(form.resource.entity.fields)
        .filter(([name, field]) => !field.readOnly && !except.includes(name))
        .map(([name, field]) => (
          <Fragment key={name}>
            {render[name] ? (
              render[name](form)
            ) : (
              <DefinedField form={loose} name={name} field={field} help={help[name]} />
            )}
          </Fragment>
        ))}
    </>
  );
}
