import { skippedTable } from './docsBlocks.css';

interface StoryExport {
  name?: string;
  parameters?: { visualReview?: { skipped?: string } };
}

// Every story module of the design system, read when this page renders, so the list is the stories' own parameters.
const modules = import.meta.glob<Record<string, unknown>>('../../components/**/*.stories.tsx', { eager: true });

/** "EscapeCancels" → "Escape Cancels", as the sidebar names a story without a name of its own. */
const storyName = (exportName: string) => exportName.replace(/([a-z0-9])([A-Z])/g, '$1 $2');

function skippedStories() {
  return Object.values(modules).flatMap((module) => {
    const title = (module.default as { title?: string } | undefined)?.title ?? '';
    return Object.entries(module)
      .filter(([key]) => key !== 'default')
      .flatMap(([key, value]) => {
        const story = value as StoryExport;
        const reason = story?.parameters?.visualReview?.skipped;
        return reason ? [{ title, story: story.name ?? storyName(key), reason }] : [];
      });
  });
}

/** The stories Chromatic doesn't snapshot (`notSnapshotted`), with why. */
export function SkippedStories() {
  const skipped = skippedStories();
  return (
    <table className={skippedTable}>
      <thead>
        <tr>
          <th>Component</th>
          <th>Story</th>
          <th>Why</th>
        </tr>
      </thead>
      <tbody>
        {skipped.map((entry) => (
          <tr key={`${entry.title}/${entry.story}`}>
            <td>{entry.title}</td>
            <td>{entry.story}</td>
            <td>{entry.reason}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
