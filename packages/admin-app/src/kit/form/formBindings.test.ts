import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const appSource = fileURLToPath(new URL('../..', import.meta.url));

/** Every screen and kit component (stories and tests aside): where form fields are laid out. */
function viewFiles(folder = appSource): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return viewFiles(path);
    return entry.name.endsWith('.tsx') && !/\.(stories|test)\.tsx$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Ways of wiring an input by hand instead of through the controller's binding (`form.field()`, `choice()`,
 * `titleAndSlug()`, `period()`, `fieldset()`, `bindFormField()`): each skips some of what a binding brings — the
 * definition's label, required and limit, the message at its key, one rule in one place (issue 28).
 */
const HAND_BINDINGS: [RegExp, string][] = [
  [/\bform\.set\(/, 'writes the draft with form.set'],
  [/\b(value|selectedKey|isSelected|password|confirm)=\{form\.draft\./, 'gives an input its value from form.draft'],
  [/=\{[^}]*form\.errors\.\w+/, 'reads a message from form.errors into a prop'],
  [/\bslugFromTitle\(/, 'makes a slug from a title itself (the rule is admin-core’s titleAndSlug)'],
  [/\bas Draft\[/, 'casts a value to the draft’s type to write it'],
  [/\.onChange\([^)]*\bas [A-Z]\w*\)/, 'casts what a control gives into a binding (bind it as the control takes it)'],
  [/\bvalue=\{\w+\.value\?\./, 'picks a binding’s value apart for a control (give the control the binding)'],
];

describe('no form field is bound by hand (issue 28: one definition per resource)', () => {
  const files = viewFiles();

  it('reads the screens and the kit', () => {
    expect(files.map((file) => relative(appSource, file))).toEqual(
      expect.arrayContaining([
        'screens/organizations/OrganizationFormScreen.tsx',
        'screens/jobs/JobFormScreen.tsx',
        'screens/profile/ProfileScreen.tsx',
        'screens/users/PasswordFields.tsx',
        'kit/catalogueFields.tsx',
        'kit/form/TitleAndSlugFields.tsx',
        'kit/form/PeriodField.tsx',
      ]),
    );
  });

  it('binds every field through the form controller', () => {
    const found = files.flatMap((file) => {
      const lines = readFileSync(file, 'utf8').split('\n');
      return lines.flatMap((line, index) =>
        HAND_BINDINGS.filter(([pattern]) => pattern.test(line)).map(
          ([, what]) => `${relative(appSource, file)}:${index + 1} ${what}: ${line.trim()}`,
        ),
      );
    });
    expect(found).toEqual([]);
  });
});
